import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';
import { geminiCall, openAiCall, postJson } from './llm-calls.test.helper';

// The /_sandbox/faults switches with provider `llm`: each protocol's own 429 and 500, before the key is read.

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
afterEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' });
});

const addFault = (body: Record<string, unknown>) => postJson(`${sandbox.url}/_sandbox/faults`, body);
const gemini = () =>
  geminiCall(sandbox.url, 'gemini-2.5-flash', { contents: [{ role: 'user', parts: [{ text: 'hi' }] }] });
const openAi = () => openAiCall(sandbox.url, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });

describe('LLM faults', () => {
  it('rate_limit: Gemini’s 429 RESOURCE_EXHAUSTED with Retry-After and RetryInfo, once', async () => {
    expect((await addFault({ provider: 'llm', kind: 'rate_limit', retryAfterSeconds: 3 })).status).toBe(201);
    const limited = await gemini();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.json).toEqual({
      error: {
        code: 429,
        message: expect.any(String),
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '3s' }],
      },
    });
    expect((await gemini()).status).toBe(200);
  });

  it('rate_limit: OpenAI’s 429 rate_limit_exceeded with Retry-After, even without a key', async () => {
    await addFault({ provider: 'llm', kind: 'rate_limit' });
    const limited = await openAiCall(sandbox.url, {}, null);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(2);
    expect(limited.json).toEqual({
      error: { message: expect.any(String), type: 'requests', param: null, code: 'rate_limit_exceeded' },
    });
    expect((await openAi()).status).toBe(200);
  });

  it('server_error: each protocol’s 500', async () => {
    await addFault({ provider: 'llm', kind: 'server_error', times: 2 });
    const google = await gemini();
    expect(google.status).toBe(500);
    expect(google.json).toEqual({ error: { code: 500, message: expect.any(String), status: 'INTERNAL' } });
    const openai = await openAi();
    expect(openai.status).toBe(500);
    expect(openai.json).toEqual({
      error: { message: expect.any(String), type: 'server_error', param: null, code: null },
    });
    expect((await openAi()).status).toBe(200);
  });

  it('slow: delays the answer, then answers', async () => {
    await addFault({ provider: 'llm', kind: 'slow', delayMs: 300 });
    const started = Date.now();
    const slow = await openAi();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(slow.status).toBe(200);
    // Used up by that one call, so the next is not held (not timed: a loaded machine races a bound).
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults).toEqual([]);
    expect((await gemini()).status).toBe(200);
  });

  it('limits a fault to one protocol with pathPrefix, and leaves /_sandbox/llm alone', async () => {
    await addFault({ provider: 'llm', kind: 'server_error', times: 0, pathPrefix: '/llm/openai' });
    expect((await get(`${sandbox.url}/_sandbox/faults`)).json.faults[0].pathPrefix).toBe('/openai');
    expect((await openAi()).status).toBe(500);
    expect((await gemini()).status).toBe(200);
    expect((await get(`${sandbox.url}/_sandbox/llm/requests`)).status).toBe(200);
  });
});
