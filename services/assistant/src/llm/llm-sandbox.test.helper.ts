// The LLM clients' tests run against a real provider sandbox: this starts one for the test file,
// clears its faults, request log and scripted answers after each test, and switches faults on
// and scripts the model's answers as a test asks.
import { SANDBOX_LLM_API_KEY } from '@scp/provider-sandbox/llm/llm-common';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';

export interface LlmSandbox {
  sandbox: RunningSandbox;
  url: string;
  /** What LLM_BASE_URL is for each protocol when the assistant runs against the sandbox. */
  baseUrls: { gemini: string; openai: string };
  apiKey: string;
}

export function useLlmSandbox(): () => LlmSandbox {
  let fixture: LlmSandbox | undefined;
  beforeAll(async () => {
    const sandbox = await start({ port: 0, smtpPort: 0, allowedRedirectOrigins: ['http://localhost:8080'] });
    fixture = {
      sandbox,
      url: sandbox.url,
      baseUrls: { gemini: `${sandbox.url}/llm/gemini`, openai: `${sandbox.url}/llm/openai/v1` },
      apiKey: SANDBOX_LLM_API_KEY,
    };
  });
  afterEach(async () => {
    if (!fixture) return;
    await fetch(`${fixture.url}/_sandbox/faults`, { method: 'DELETE' });
    await fetch(`${fixture.url}/_sandbox/llm/requests`, { method: 'DELETE' });
    await fetch(`${fixture.url}/_sandbox/llm/answers`, { method: 'DELETE' });
  });
  afterAll(async () => {
    await fixture?.sandbox.stop();
  });
  return () => {
    if (!fixture) throw new Error('sandbox not started');
    return fixture;
  };
}

export async function addLlmFault(url: string, fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${url}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'llm', ...fault }),
  });
  if (response.status !== 201) throw new Error(`fault not added: ${response.status} ${await response.text()}`);
}

/** The sandbox model's next `times` text answers are `text`, word for word (its tool calls stay its own). */
export async function scriptLlmAnswer(url: string, text: string, times = 1): Promise<void> {
  const response = await fetch(`${url}/_sandbox/llm/answers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, times }),
  });
  if (response.status !== 201) throw new Error(`answer not scripted: ${response.status} ${await response.text()}`);
}

/** What the sandbox's model received, oldest first. */
export async function llmRequests(
  url: string,
): Promise<
  { protocol: string; model: string; system: boolean; messages: number; tools: string[]; toolResults: unknown[] }[]
> {
  const response = await fetch(`${url}/_sandbox/llm/requests`);
  return ((await response.json()) as { requests: never[] }).requests;
}
