import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';
import {
  DASHBOARD_RESULT,
  DASHBOARD_TOOL,
  KEY,
  openAiCall,
  postJson,
  sseData,
  VOICE_TOOL,
} from './llm-calls.test.helper';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
afterEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/llm/requests`, { method: 'DELETE' });
});

const TOOLS = [DASHBOARD_TOOL, VOICE_TOOL].map((tool) => ({ type: 'function', function: tool }));
const SYSTEM = { role: 'system', content: 'You are a helpful assistant.' };

describe('OpenAI chat completions', () => {
  it('answers text without tools, in the chat.completion shape', async () => {
    const reply = await openAiCall(sandbox.url, {
      model: 'gpt-4o-mini',
      messages: [SYSTEM, { role: 'user', content: 'Hello there' }],
      temperature: 0.2,
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: expect.stringContaining('"Hello there"'), refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: expect.any(Number),
        completion_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });
  });

  it('runs a tool round trip: tool_calls, then text quoting the tool message', async () => {
    const question = { role: 'user', content: [{ type: 'text', text: 'How were my sales last week?' }] };
    const first = await openAiCall(sandbox.url, { model: 'gpt-4.1-mini', messages: [SYSTEM, question], tools: TOOLS });
    expect(first.status).toBe(200);
    const choice = first.json.choices[0];
    expect(choice.finish_reason).toBe('tool_calls');
    expect(choice.message).toEqual({
      role: 'assistant',
      content: null,
      refusal: null,
      tool_calls: [
        {
          id: expect.stringMatching(/^call_[A-Za-z0-9]+$/),
          type: 'function',
          function: { name: 'get_executive_dashboard', arguments: '{"days":7}' },
        },
      ],
    });
    const second = await openAiCall(sandbox.url, {
      model: 'gpt-4.1-mini',
      messages: [
        SYSTEM,
        question,
        choice.message,
        { role: 'tool', tool_call_id: choice.message.tool_calls[0].id, content: JSON.stringify(DASHBOARD_RESULT) },
      ],
      tools: TOOLS,
    });
    expect(second.status).toBe(200);
    expect(second.json.choices[0]).toMatchObject({
      finish_reason: 'stop',
      message: {
        role: 'assistant',
        content: 'Based on get_executive_dashboard: revenue total: 4821.75; revenue orders: 63; followers: 1290.',
      },
    });
    const log = await get(`${sandbox.url}/_sandbox/llm/requests`);
    expect(
      log.json.requests.map((request: { protocol: string; system: boolean; messages: number }) => [
        request.protocol,
        request.system,
        request.messages,
      ]),
    ).toEqual([
      ['openai', true, 2],
      ['openai', true, 4],
    ]);
    expect(log.json.requests[1].toolResults).toEqual([{ name: 'get_executive_dashboard', result: DASHBOARD_RESULT }]);
  });

  it('serves the Gemini model names too', async () => {
    const reply = await openAiCall(sandbox.url, {
      model: 'gemini-2.5-flash',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(reply.status).toBe(200);
    expect(reply.json.model).toBe('gemini-2.5-flash');
  });

  it('streams text as chunks of deltas ending in [DONE]', async () => {
    const messages = [{ role: 'user', content: 'Tell me a story about bread' }];
    const whole = await openAiCall(sandbox.url, { model: 'gpt-4o-mini', messages });
    const streamed = await openAiCall(sandbox.url, {
      model: 'gpt-4o-mini',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const data = sseData(streamed.text);
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((item) => JSON.parse(item));
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    const usage = chunks.at(-1);
    expect(usage.choices).toEqual([]);
    expect(usage.usage.total_tokens).toBeGreaterThan(0);
    const deltas = chunks.slice(0, -1).map((chunk) => chunk.choices[0]);
    expect(deltas[0].delta.role).toBe('assistant');
    expect(deltas.map((choice) => choice.delta.content ?? '').join('')).toBe(whole.json.choices[0].message.content);
    expect(deltas.at(-1).finish_reason).toBe('stop');
  });

  it('streams tool calls as an id and name, then the arguments in pieces', async () => {
    const streamed = await openAiCall(sandbox.url, {
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Write a caption about my revenue' }],
      tools: TOOLS,
      stream: true,
    });
    const data = sseData(streamed.text);
    expect(data.at(-1)).toBe('[DONE]');
    const choices = data.slice(0, -1).map((item) => JSON.parse(item).choices[0]);
    const calls: { id: string; name: string; arguments: string }[] = [];
    for (const choice of choices)
      for (const part of choice.delta.tool_calls ?? []) {
        if (part.id) calls[part.index] = { id: part.id, name: part.function.name, arguments: '' };
        calls[part.index]!.arguments += part.function.arguments;
      }
    expect(calls.map(({ name, arguments: args }) => [name, JSON.parse(args)])).toEqual([
      ['get_executive_dashboard', { days: 30 }],
      ['get_brand_voice', {}],
    ]);
    expect(choices.at(-1).finish_reason).toBe('tool_calls');
  });
});

describe('OpenAI errors, in OpenAI’s shape', () => {
  const body = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };

  it('refuses a missing or wrong key with 401', async () => {
    const missing = await openAiCall(sandbox.url, body, null);
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({
      error: {
        message: expect.stringContaining("didn't provide an API key"),
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
    const wrong = await openAiCall(sandbox.url, body, 'sk-wrong-key-1234');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_api_key' });
    expect(wrong.json.error.message).not.toContain('sk-wrong-key-1234');
  });

  it('answers 404 model_not_found for an unknown model', async () => {
    const reply = await openAiCall(sandbox.url, { ...body, model: 'gpt-9' });
    expect(reply.status).toBe(404);
    expect(reply.json.error).toMatchObject({ type: 'invalid_request_error', code: 'model_not_found' });
  });

  it.each([
    ['no model', { messages: body.messages }, 'model', 'missing_required_parameter'],
    ['no messages', { model: 'gpt-4o-mini' }, 'messages', 'missing_required_parameter'],
    [
      'a bad role',
      { model: 'gpt-4o-mini', messages: [{ role: 'robot', content: 'x' }] },
      'messages[0].role',
      'invalid_value',
    ],
    [
      'a number as content',
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 7 }] },
      'messages[0].content',
      'invalid_value',
    ],
    ['empty tools', { ...body, tools: [] }, 'tools', 'invalid_value'],
  ])('answers 400 for %s', async (_what, request, param, code) => {
    const reply = await openAiCall(sandbox.url, request);
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ type: 'invalid_request_error', param, code });
  });

  it('refuses a tool message answering no call, and a call left unanswered', async () => {
    const orphan = await openAiCall(sandbox.url, {
      model: 'gpt-4o-mini',
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'tool', tool_call_id: 'call_x', content: '{}' },
      ],
    });
    expect(orphan.status).toBe(400);
    expect(orphan.json.error.message).toContain("messages with role 'tool' must be a response");
    const unanswered = await openAiCall(sandbox.url, {
      model: 'gpt-4o-mini',
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'get_brand_voice', arguments: '{}' } }],
        },
        { role: 'user', content: 'well?' },
      ],
    });
    expect(unanswered.status).toBe(400);
    expect(unanswered.json.error.message).toContain('call_a');
  });

  it('answers 400 for malformed JSON and 404 for an unknown path', async () => {
    const malformed = await openAiCall(sandbox.url, '{"model":');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({
      error: {
        message: expect.stringContaining('could not parse the JSON body'),
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
    const path = await postJson(`${sandbox.url}/llm/openai/v1/completions`, body, { Authorization: `Bearer ${KEY}` });
    expect(path.status).toBe(404);
    expect(path.json.error.message).toBe('Invalid URL (POST /v1/completions)');
  });
});
