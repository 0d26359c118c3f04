import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLlmClient } from './create-llm-client';
import { geminiContents } from './gemini-client';
import { LlmFailure, type LlmClient, type LlmMessage, type LlmProtocol, type LlmTool } from './llm-client';
import { addLlmFault, llmRequests, useLlmSandbox } from './llm-sandbox.test.helper';

const fixture = useLlmSandbox();

const MODELS: Record<LlmProtocol, string> = { gemini: 'gemini-2.5-flash', openai: 'gpt-4o-mini' };
const SYSTEM = 'You are the shop owner’s assistant. Answer from the tools’ results only.';

const TOOLS: LlmTool[] = [
  {
    name: 'get_executive_dashboard',
    description: 'Revenue, orders and social figures for the last days.',
    parameters: { type: 'object', properties: { days: { type: 'integer', minimum: 1 } }, required: ['days'] },
  },
  {
    name: 'get_brand_voice',
    description: 'How the brand writes.',
    parameters: { type: 'object', properties: {} },
  },
];

const DASHBOARD = { kpis: { revenue: 3150.4, orders: 41 }, followers: { instagram: 1820 }, currency: 'EUR' };

function client(protocol: LlmProtocol, overrides: { apiKey?: string; model?: string; timeoutMs?: number } = {}) {
  const { baseUrls, apiKey } = fixture();
  return createLlmClient({ protocol, baseUrl: baseUrls[protocol], apiKey, model: MODELS[protocol], ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<LlmFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmFailure);
  return error as LlmFailure;
}

const ask = (llm: LlmClient, messages: LlmMessage[], tools: LlmTool[] = TOOLS, signal?: AbortSignal) =>
  llm.complete({ system: SYSTEM, messages, tools, signal });

describe.each<LlmProtocol>(['gemini', 'openai'])('%s client against the sandbox', (protocol) => {
  it('answers text, with the model that answered', async () => {
    const llm = client(protocol);
    expect([llm.protocol, llm.model]).toEqual([protocol, MODELS[protocol]]);
    const turn = await ask(llm, [{ role: 'user', text: 'Hello, who are you?' }], []);
    expect(turn).toEqual({
      text: expect.stringContaining('"Hello, who are you?"'),
      toolCalls: [],
      model: MODELS[protocol],
    });
    const [request] = await llmRequests(fixture().url);
    expect(request).toMatchObject({ protocol, model: MODELS[protocol], system: true, tools: [] });
  });

  it('runs a tool round trip: the call, then text quoting the numbers of the result it sent back', async () => {
    const llm = client(protocol);
    const question: LlmMessage = { role: 'user', text: 'How did my sales go last week?' };
    const first = await ask(llm, [question]);
    expect(first.text).toBe('');
    expect(first.toolCalls).toEqual([{ id: expect.any(String), name: 'get_executive_dashboard', args: { days: 7 } }]);

    const call = first.toolCalls[0]!;
    const second = await ask(llm, [
      question,
      { role: 'assistant', text: first.text, toolCalls: first.toolCalls },
      { role: 'tool', callId: call.id, name: call.name, result: DASHBOARD },
    ]);
    expect(second.toolCalls).toEqual([]);
    expect(second.text).toBe(
      'Based on get_executive_dashboard: kpis revenue: 3150.4; kpis orders: 41; followers instagram: 1820.',
    );
    const requests = await llmRequests(fixture().url);
    expect(requests.map((request) => request.tools)).toEqual([
      ['get_executive_dashboard', 'get_brand_voice'],
      ['get_executive_dashboard', 'get_brand_voice'],
    ]);
    expect(requests[1]!.toolResults).toEqual([{ name: 'get_executive_dashboard', result: DASHBOARD }]);
  });

  it('sends back the results of several calls of one turn together', async () => {
    const llm = client(protocol);
    const question: LlmMessage = { role: 'user', text: 'Write a post about my revenue' };
    const first = await ask(llm, [question]);
    expect(first.toolCalls.map((call) => call.name)).toEqual(['get_executive_dashboard', 'get_brand_voice']);
    expect(new Set(first.toolCalls.map((call) => call.id)).size).toBe(2);
    const results: LlmMessage[] = first.toolCalls.map((call) => ({
      role: 'tool',
      callId: call.id,
      name: call.name,
      result: call.name === 'get_brand_voice' ? 'warm and playful' : { revenue: 88 },
    }));
    const second = await ask(llm, [question, { role: 'assistant', text: '', toolCalls: first.toolCalls }, ...results]);
    expect(second.text).toBe('Based on get_executive_dashboard and get_brand_voice: revenue: 88.');
  });

  it('says rate_limited with the Retry-After of a 429', async () => {
    await addLlmFault(fixture().url, { kind: 'rate_limit', retryAfterSeconds: 3 });
    const error = await failure(ask(client(protocol), [{ role: 'user', text: 'revenue?' }]));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(3000);
    // No retry inside the client: the next call goes through.
    expect((await ask(client(protocol), [{ role: 'user', text: 'revenue?' }])).toolCalls).toHaveLength(1);
  });

  it('says unavailable for a 500 and when nothing answers', async () => {
    await addLlmFault(fixture().url, { kind: 'server_error' });
    const error = await failure(ask(client(protocol), [{ role: 'user', text: 'hi' }]));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('HTTP 500');

    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nobody = createLlmClient({
      protocol,
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'k',
      model: MODELS[protocol],
    });
    expect((await failure(ask(nobody, [{ role: 'user', text: 'hi' }]))).kind).toBe('unavailable');
  });

  it('says timeout when the answer takes longer than timeoutMs, or the caller aborts', async () => {
    await addLlmFault(fixture().url, { kind: 'slow', delayMs: 1500 });
    const started = Date.now();
    const error = await failure(ask(client(protocol, { timeoutMs: 150 }), [{ role: 'user', text: 'hi' }]));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1200);

    const controller = new AbortController();
    controller.abort();
    const aborted = await failure(ask(client(protocol), [{ role: 'user', text: 'hi' }], TOOLS, controller.signal));
    expect(aborted.kind).toBe('timeout');
  });

  it('says rejected for a wrong key and an unknown model, without the key in the message', async () => {
    const wrong = await failure(
      ask(client(protocol, { apiKey: 'wrong-key-0123456789' }), [{ role: 'user', text: 'hi' }]),
    );
    expect(wrong.kind).toBe('rejected');
    expect(wrong.message).not.toContain('wrong-key-0123456789');
    const model = await failure(ask(client(protocol, { model: 'no-such-model' }), [{ role: 'user', text: 'hi' }]));
    expect(model.kind).toBe('rejected');
    expect(model.message).toContain('404');
  });
});

describe('answers a client cannot read', () => {
  let server: Server;
  let base: string;
  let reply: { status: number; body: string };

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const call = (protocol: LlmProtocol) =>
    createLlmClient({ protocol, baseUrl: base, apiKey: 'k', model: MODELS[protocol] }).complete({
      system: '',
      messages: [{ role: 'user', text: 'hi' }],
      tools: [],
    });

  it.each<[LlmProtocol, string]>([
    ['gemini', 'not json'],
    ['gemini', '{"candidates":[{"content":{"parts":[{"functionCall":{"name":""}}]}}]}'],
    ['gemini', '{"candidates":[]}'],
    ['openai', '<html>'],
    ['openai', '{"choices":[]}'],
    [
      'openai',
      '{"choices":[{"message":{"content":null,"tool_calls":[{"id":"c","function":{"name":"f","arguments":"{oops"}}]}}]}',
    ],
  ])('%s: %s is a bad_response', async (protocol, body) => {
    reply = { status: 200, body };
    expect((await failure(call(protocol))).kind).toBe('bad_response');
  });

  it('reads Gemini’s RetryInfo when a 429 has no Retry-After, and a blocked prompt as rejected', async () => {
    reply = {
      status: 429,
      body: JSON.stringify({
        error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'quota', details: [{ retryDelay: '1.5s' }] },
      }),
    };
    const limited = await failure(call('gemini'));
    expect([limited.kind, limited.retryAfterMs]).toEqual(['rate_limited', 1500]);
    reply = { status: 200, body: JSON.stringify({ promptFeedback: { blockReason: 'SAFETY' } }) };
    expect((await failure(call('gemini'))).kind).toBe('rejected');
  });
});

describe('Gemini contents', () => {
  it('maps roles, and puts consecutive tool results in one user turn', () => {
    expect(
      geminiContents([
        { role: 'user', text: 'q' },
        {
          role: 'assistant',
          text: '',
          toolCalls: [
            { id: 'a', name: 'one', args: { x: 1 } },
            { id: 'b', name: 'two', args: {} },
          ],
        },
        { role: 'tool', callId: 'a', name: 'one', result: { ok: true } },
        { role: 'tool', callId: 'b', name: 'two', result: [1, 2] },
        { role: 'assistant', text: 'done' },
      ]),
    ).toEqual([
      { role: 'user', parts: [{ text: 'q' }] },
      {
        role: 'model',
        parts: [{ functionCall: { name: 'one', args: { x: 1 } } }, { functionCall: { name: 'two', args: {} } }],
      },
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'one', response: { ok: true } } },
          { functionResponse: { name: 'two', response: { result: [1, 2] } } },
        ],
      },
      { role: 'model', parts: [{ text: 'done' }] },
    ]);
  });
});

describe('createLlmClient', () => {
  it('refuses an unknown protocol', () => {
    expect(() =>
      createLlmClient({ protocol: 'anthropic' as LlmProtocol, baseUrl: 'http://x', apiKey: 'k', model: 'm' }),
    ).toThrow('Unknown LLM protocol');
  });
});
