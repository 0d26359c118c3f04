import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';
import { DASHBOARD_RESULT, DASHBOARD_TOOL, geminiCall, openAiCall, postJson } from './llm-calls.test.helper';

// POST /_sandbox/llm/answers: the scripted model's next text answers are a test's words (a figure no
// tool gave), in both protocols, while its tool calls stay its own.

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
afterEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/llm/answers`, { method: 'DELETE' });
});

const script = (body: unknown) => postJson(`${sandbox.url}/_sandbox/llm/answers`, body);
const question = { role: 'user', content: 'How did my shop do last week?' };
const TOOLS = [{ type: 'function', function: DASHBOARD_TOOL }];

async function openAiTurns(): Promise<{ call: unknown; answer: unknown }> {
  const first = await openAiCall(sandbox.url, { model: 'gpt-4o-mini', messages: [question], tools: TOOLS });
  const message = first.json.choices[0].message;
  const second = await openAiCall(sandbox.url, {
    model: 'gpt-4o-mini',
    messages: [
      question,
      message,
      { role: 'tool', tool_call_id: message.tool_calls[0].id, content: JSON.stringify(DASHBOARD_RESULT) },
    ],
    tools: TOOLS,
  });
  return { call: message.tool_calls[0].function.name, answer: second.json.choices[0].message.content };
}

describe('scripted answers', () => {
  it('replace the next text answers, as many times as asked; the tool calls stay the model’s', async () => {
    const invented = 'Your revenue last week was $98,765.43 from 63 orders.';
    expect((await script({ text: invented, times: 2 })).status).toBe(201);
    expect((await get(`${sandbox.url}/_sandbox/llm/answers`)).json).toEqual({ answers: [invented, invented] });

    expect(await openAiTurns()).toEqual({ call: 'get_executive_dashboard', answer: invented });
    const gemini = await geminiCall(sandbox.url, 'gemini-2.5-flash', {
      contents: [{ role: 'user', parts: [{ text: 'Hello' }] }],
    });
    expect(gemini.json.candidates[0].content.parts).toEqual([{ text: invented }]);

    // Used up: the model quotes the tool results again.
    expect((await openAiTurns()).answer).toBe(
      'Based on get_executive_dashboard: revenue total: 4821.75; revenue orders: 63; followers: 1290.',
    );
  });

  it('DELETE clears the ones not used', async () => {
    await script({ text: 'Revenue was 1 million.' });
    expect((await fetch(`${sandbox.url}/_sandbox/llm/answers`, { method: 'DELETE' })).status).toBe(200);
    expect((await openAiTurns()).answer).toContain('Based on get_executive_dashboard');
  });

  it.each([
    [{}, 'text'],
    [{ text: '' }, 'text'],
    [{ text: 'x', times: 0 }, 'times'],
    [{ text: 'x', times: 1.5 }, 'times'],
    [{ text: 'x', when: 'later' }, 'when'],
  ])('a bad body %j is a 400 naming %s', async (body, field) => {
    const answer = await script(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'invalid_request', field });
  });
});
