import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';
import {
  DASHBOARD_RESULT,
  DASHBOARD_TOOL,
  geminiCall,
  KEY,
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

const TOOLS = [{ functionDeclarations: [DASHBOARD_TOOL, VOICE_TOOL] }];
const ask = (text: string) => ({ role: 'user', parts: [{ text }] });

describe('Gemini generateContent', () => {
  it('answers text without tools, in the GenerateContentResponse shape', async () => {
    const reply = await geminiCall(sandbox.url, 'gemini-2.5-flash', {
      systemInstruction: { parts: [{ text: 'You are a helpful assistant.' }] },
      contents: [ask('Hello there')],
      generationConfig: { temperature: 0.2 },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      candidates: [
        {
          content: { role: 'model', parts: [{ text: expect.stringContaining('"Hello there"') }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: expect.any(Number),
        candidatesTokenCount: expect.any(Number),
        totalTokenCount: expect.any(Number),
      },
      modelVersion: 'gemini-2.5-flash',
      responseId: expect.any(String),
    });
    const usage = reply.json.usageMetadata;
    expect(usage.totalTokenCount).toBe(usage.promptTokenCount + usage.candidatesTokenCount);
  });

  it('takes the key from ?key= too', async () => {
    const reply = await geminiCall(
      sandbox.url,
      'gemini-2.0-flash',
      { contents: [ask('hi')] },
      {
        key: null,
        query: `?key=${KEY}`,
      },
    );
    expect(reply.status).toBe(200);
  });

  it('runs a tool round trip: a function call, then text quoting the function response', async () => {
    const question = ask('How were my sales last week?');
    const first = await geminiCall(sandbox.url, 'gemini-2.5-pro', { contents: [question], tools: TOOLS });
    expect(first.status).toBe(200);
    const call = first.json.candidates[0].content;
    expect(call).toEqual({
      role: 'model',
      parts: [{ functionCall: { name: 'get_executive_dashboard', args: { days: 7 } } }],
    });
    expect(first.json.candidates[0].finishReason).toBe('STOP');

    const second = await geminiCall(sandbox.url, 'gemini-2.5-pro', {
      contents: [
        question,
        call,
        {
          role: 'user',
          parts: [{ functionResponse: { name: 'get_executive_dashboard', response: DASHBOARD_RESULT } }],
        },
      ],
      tools: TOOLS,
    });
    expect(second.status).toBe(200);
    expect(second.json.candidates[0].content.parts).toEqual([
      {
        text: 'Based on get_executive_dashboard: revenue total: 4821.75; revenue orders: 63; followers: 1290.',
      },
    ]);

    const log = await get(`${sandbox.url}/_sandbox/llm/requests`);
    expect(log.json.requests).toEqual([
      expect.objectContaining({
        protocol: 'gemini',
        model: 'gemini-2.5-pro',
        stream: false,
        system: false,
        messages: 1,
        tools: ['get_executive_dashboard', 'get_brand_voice'],
        toolResults: [],
        answer: { kind: 'calls', tools: ['get_executive_dashboard'] },
      }),
      expect.objectContaining({
        messages: 3,
        toolResults: [{ name: 'get_executive_dashboard', result: DASHBOARD_RESULT }],
        answer: { kind: 'text' },
      }),
    ]);
  });

  it('answers several function calls in one turn and reads their responses together', async () => {
    const question = ask('Write a post about my revenue');
    const first = await geminiCall(sandbox.url, 'gemini-2.5-flash', { contents: [question], tools: TOOLS });
    const call = first.json.candidates[0].content;
    expect(call.parts.map((part: { functionCall: { name: string } }) => part.functionCall.name)).toEqual([
      'get_executive_dashboard',
      'get_brand_voice',
    ]);
    const second = await geminiCall(sandbox.url, 'gemini-2.5-flash', {
      contents: [
        question,
        call,
        {
          role: 'user',
          parts: [
            { functionResponse: { name: 'get_executive_dashboard', response: { revenue: 12 } } },
            { functionResponse: { name: 'get_brand_voice', response: { tone: 'warm' } } },
          ],
        },
      ],
      tools: TOOLS,
    });
    expect(second.json.candidates[0].content.parts[0].text).toBe(
      'Based on get_executive_dashboard and get_brand_voice: revenue: 12.',
    );
  });

  it('streams server-sent events with ?alt=sse whose text joins to the whole answer', async () => {
    const body = { contents: [ask('Tell me a story about bread')] };
    const whole = await geminiCall(sandbox.url, 'gemini-2.5-flash', body);
    const streamed = await geminiCall(sandbox.url, 'gemini-2.5-flash', body, {
      action: 'streamGenerateContent',
      query: '?alt=sse',
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const chunks = sseData(streamed.text).map((data) => JSON.parse(data));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((chunk) => chunk.candidates[0].content.parts[0].text).join('')).toBe(
      whole.json.candidates[0].content.parts[0].text,
    );
    expect(chunks.slice(0, -1).every((chunk) => chunk.candidates[0].finishReason === undefined)).toBe(true);
    expect(chunks.at(-1).candidates[0].finishReason).toBe('STOP');
    expect(chunks.at(-1).usageMetadata.totalTokenCount).toBeGreaterThan(0);

    // Without alt=sse the same responses come as one JSON array.
    const array = await geminiCall(sandbox.url, 'gemini-2.5-flash', body, { action: 'streamGenerateContent' });
    expect(Array.isArray(array.json)).toBe(true);
    expect(array.json.at(-1).candidates[0].finishReason).toBe('STOP');
  });

  it('streams a function call as one chunk', async () => {
    const streamed = await geminiCall(
      sandbox.url,
      'gemini-2.5-flash',
      { contents: [ask('revenue?')], tools: TOOLS },
      { action: 'streamGenerateContent', query: '?alt=sse' },
    );
    const chunks = sseData(streamed.text).map((data) => JSON.parse(data));
    expect(chunks).toHaveLength(1);
    expect(chunks[0].candidates[0].content.parts).toEqual([
      { functionCall: { name: 'get_executive_dashboard', args: { days: 30 } } },
    ]);
  });
});

describe('Gemini errors, in Google’s shape', () => {
  it('refuses a missing key with 403 and a wrong one with 401', async () => {
    const body = { contents: [ask('hi')] };
    const missing = await geminiCall(sandbox.url, 'gemini-2.5-flash', body, { key: null });
    expect(missing.status).toBe(403);
    expect(missing.json).toEqual({ error: { code: 403, message: expect.any(String), status: 'PERMISSION_DENIED' } });
    const wrong = await geminiCall(sandbox.url, 'gemini-2.5-flash', body, { key: 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({
      code: 401,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'UNAUTHENTICATED',
    });
    expect(wrong.json.error.details[0].reason).toBe('API_KEY_INVALID');
    expect((await get(`${sandbox.url}/_sandbox/llm/requests`)).json.requests).toEqual([]);
  });

  it('answers 404 NOT_FOUND for an unknown model, an unknown method and an unknown path', async () => {
    const model = await geminiCall(sandbox.url, 'gemini-9-ultra', { contents: [ask('hi')] });
    expect(model.status).toBe(404);
    expect(model.json.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
    expect(model.json.error.message).toContain('models/gemini-9-ultra is not found');
    const method = await geminiCall(
      sandbox.url,
      'gemini-2.5-flash',
      { contents: [ask('hi')] },
      { action: 'countTokens' },
    );
    expect(method.status).toBe(404);
    expect(method.json.error.status).toBe('NOT_FOUND');
    const path = await postJson(`${sandbox.url}/llm/gemini/v1/nothing`, {}, { 'x-goog-api-key': KEY });
    expect(path.status).toBe(404);
    expect(path.json.error.status).toBe('NOT_FOUND');
  });

  it.each([
    ['no contents', {}, 'contents'],
    ['empty contents', { contents: [] }, 'contents is not specified'],
    ['a bad role', { contents: [{ role: 'system', parts: [{ text: 'x' }] }] }, 'contents[0].role'],
    ['a part of no known kind', { contents: [{ role: 'user', parts: [{ image: 'x' }] }] }, 'contents[0].parts[0]'],
    [
      'a bad function name',
      { contents: [ask('hi')], tools: [{ functionDeclarations: [{ name: '9 lives' }] }] },
      'tools[0].functionDeclarations[0].name',
    ],
    ['a body that is an array', [1, 2], 'JSON object'],
  ])('answers 400 INVALID_ARGUMENT for %s', async (_what, body, words) => {
    const reply = await geminiCall(sandbox.url, 'gemini-2.5-flash', body);
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(reply.json.error.message).toContain(words);
  });

  it('answers 400 INVALID_ARGUMENT for malformed JSON', async () => {
    const reply = await geminiCall(sandbox.url, 'gemini-2.5-flash', '{"contents": [');
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      error: { code: 400, message: expect.stringContaining('Invalid JSON payload'), status: 'INVALID_ARGUMENT' },
    });
  });
});
