import {
  historyResponseSchema,
  processResponseSchema,
  type ProcessResponse,
} from '@scp/shared/contracts/assistant/assistant-api';
import {
  assistantFixture,
  callAs,
  executiveOf,
  newUserId,
  shopWorld,
  voiceProfile,
} from '../assistant-harness.test.util';
import { addLlmFault, llmRequests, scriptLlmAnswer, useLlmSandbox } from '../llm/llm-sandbox.test.helper';

// The assistant with a language model configured, against the provider sandbox's model (which
// calls the tools it is offered and answers only with the figures of their results, unless a test
// scripts its answer).

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

describe.each(['gemini', 'openai'] as const)('the %s protocol', (protocol) => {
  const llm = useLlmSandbox();
  const fx = assistantFixture({
    env: () => ({
      ASSISTANT_LLM_PROTOCOL: protocol,
      ASSISTANT_LLM_BASE_URL: llm().baseUrls[protocol],
      ASSISTANT_LLM_API_KEY: llm().apiKey,
      ASSISTANT_LLM_MODEL: protocol === 'gemini' ? 'gemini-2.5-flash' : 'gpt-4o-mini',
      ASSISTANT_LLM_TIMEOUT_MS: '1500',
    }),
  });

  function owner() {
    const userId = newUserId();
    const world = shopWorld({ voice: voiceProfile() });
    fx.worlds.set(userId, world);
    const call = callAs(userId, fx.app);
    const ask = async (query: string, extra: object = {}) => {
      const answer = await call('post', '/process', { body: { query, ...extra } });
      expect(answer.status).toBe(200);
      return processResponseSchema.parse(answer.body);
    };
    return { userId, world, ask, call };
  }

  /** What the embedded analyst answers to 'How did my shop do last week?' (process-routes.test.ts). */
  function expectAnalystsWeek(answer: ProcessResponse, world: ReturnType<typeof shopWorld>) {
    const week = executiveOf(world, 7);
    expect(answer.response).toContain(`From ${week.range.start} to ${week.range.end}:`);
    expect(answer.response).toContain(`made ${money(week.kpis.totalSales)} from ${week.kpis.totalOrders} orders`);
    expect(answer.metadata).toMatchObject({ mode: 'embedded', model: 'embedded-analyst-1' });
    expect(answer.visual_data?.points.map((point) => point.value)).toEqual(
      world.days.slice(-7).map((day) => day.revenue),
    );
  }

  it('the model calls the dashboard tool, gets its result and answers with its figures', async () => {
    const { ask, world, userId } = owner();
    const answer = await ask('How did my shop do last week?');
    const week = executiveOf(world, 7);
    expect(answer.metadata).toMatchObject({
      mode: 'llm',
      model: protocol === 'gemini' ? 'gemini-2.5-flash' : 'gpt-4o-mini',
      tools_used: ['get_executive_dashboard'],
    });
    expect(answer.response).toContain('Based on get_executive_dashboard');
    expect(answer.response).toContain(String(week.kpis.totalSales));
    expect(answer.metadata.fallback).toBeUndefined();
    expect(answer.metadata.reasoning).toContain('every figure found in them');
    // The chart is still the tool's figures, day by day.
    expect(answer.visual_data?.points.map((point) => point.value)).toEqual(
      world.days.slice(-7).map((day) => day.revenue),
    );
    // Two model turns: the call, then the answer from the result; the tool ran once, for this user.
    const requests = await llmRequests(llm().url);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.toolResults).toHaveLength(1);
    expect(fx.dashboard.callsOf(userId)).toHaveLength(1);
  });

  it('sends the session’s last 5 entries and the question, not more', async () => {
    const { ask } = owner();
    for (const query of ['How am I doing?', 'What sold best?', 'Weekly report', 'Hello'])
      await ask(query, { session_id: 'llm-1' });
    await fetch(`${llm().url}/_sandbox/llm/requests`, { method: 'DELETE' });
    await ask('And last week?', { session_id: 'llm-1' });
    const [first] = await llmRequests(llm().url);
    // Chat completions carry the system prompt as a message of its own; Gemini apart from them.
    expect(first?.messages).toBe(protocol === 'openai' ? 7 : 6);
  });

  it('a 429 once: the one retry answers', async () => {
    const { ask } = owner();
    await addLlmFault(llm().url, { kind: 'rate_limit', times: 1, retryAfterSeconds: 0 });
    const answer = await ask('How am I doing?');
    expect(answer.status).toBe('success');
    expect(answer.metadata.mode).toBe('llm');
  });

  it('an answer quoting a figure no tool gave is not shown: the analyst’s answer, saying so', async () => {
    const { ask, world, call } = owner();
    await scriptLlmAnswer(llm().url, 'Your shop made $98,765.43 last week, from the same orders as before.');
    const answer = await ask('How did my shop do last week?', { session_id: 'invented-1' });
    expect(answer.status).toBe('success');
    expectAnalystsWeek(answer, world);
    expect(answer.response).not.toContain('98,765');
    const model = protocol === 'gemini' ? 'gemini-2.5-flash' : 'gpt-4o-mini';
    expect(answer.metadata.fallback).toEqual({ reason: 'figures_not_found', model });
    expect(answer.metadata.reasoning).toContain('quoted 1 figure not found in its 1 tool result ($98,765.43)');
    expect(answer.metadata.tools_used).toEqual(['get_executive_dashboard']);
    // The model was asked (the call and the answer); the history keeps what was shown, and why.
    expect(await llmRequests(llm().url)).toHaveLength(2);
    const history = historyResponseSchema.parse((await call('get', '/history?session_id=invented-1')).body);
    expect(history.entries[0]?.answer.metadata.fallback).toEqual({ reason: 'figures_not_found', model });
    expect(history.entries[0]?.answer.response).toBe(answer.response);
  });

  it('an answer whose figures are the tools’ (rounded as written) is shown as the model’s', async () => {
    const { ask, world } = owner();
    const week = executiveOf(world, 7);
    const text = `Over the last 7 days your shop made about $${(week.kpis.totalSales / 1000).toFixed(1)}k from ${week.kpis.totalOrders} orders, an average of $${week.kpis.averageOrderValue.toFixed(2)}.`;
    await scriptLlmAnswer(llm().url, text);
    const answer = await ask('How did my shop do last week?');
    expect(answer.response).toBe(text);
    expect(answer.metadata).toMatchObject({
      mode: 'llm',
      model: protocol === 'gemini' ? 'gemini-2.5-flash' : 'gpt-4o-mini',
    });
    expect(answer.metadata.fallback).toBeUndefined();
  });

  it('a model that keeps failing (500) or is too slow: the analyst’s answer, saying so', async () => {
    const { ask, world } = owner();
    const model = protocol === 'gemini' ? 'gemini-2.5-flash' : 'gpt-4o-mini';
    await addLlmFault(llm().url, { kind: 'server_error', times: 2 });
    const failed = await ask('How did my shop do last week?');
    expect(failed.status).toBe('success');
    expectAnalystsWeek(failed, world);
    expect(failed.metadata.fallback).toEqual({ reason: 'model_failed', model });
    expect(failed.metadata.reasoning).toContain('HTTP 500');

    await addLlmFault(llm().url, { kind: 'slow', times: 2, delayMs: 3000 });
    const slow = await ask('How did my shop do last week?');
    expect(slow.status).toBe('success');
    expectAnalystsWeek(slow, world);
    expect(slow.metadata.fallback).toEqual({ reason: 'model_timeout', model });
  });

  it('a model never proposes or runs an action: only the owner’s question can, as a button', async () => {
    const { ask, userId } = owner();
    const answer = await ask('Set a goal of 200 orders');
    expect(answer.actions).toEqual([expect.objectContaining({ type: 'set_goal', handler: 'approve' })]);
    expect(fx.onboarding.callsOf(userId)).toEqual([]);
  });

  it('turning the auto-responder on stays the analyst’s proposal: a button, not run by the model', async () => {
    const { ask, userId } = owner();
    const answer = await ask('Turn on the auto-responder');
    expect(answer.metadata.mode).toBe('llm');
    expect(answer.actions).toEqual([
      expect.objectContaining({ type: 'enable_responder', handler: 'approve', label: 'Turn on the auto-responder' }),
    ]);
    expect(fx.responder.callsOf(userId)).toEqual([]);
  });
});
