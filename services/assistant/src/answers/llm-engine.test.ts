import { processResponseSchema } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import {
  assistantFixture,
  callAs,
  executiveOf,
  newUserId,
  shopWorld,
  voiceProfile,
} from '../assistant-harness.test.util';
import { addLlmFault, llmRequests, useLlmSandbox } from '../llm/llm-sandbox.test.helper';

// The assistant with a language model configured, against the provider sandbox's model (which
// calls the tools it is offered and answers only with the figures of their results).

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
    return { userId, world, ask };
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
    expect(answer.metadata.reasoning).not.toContain('not found in them');
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

  it('a model that keeps failing (500) or is too slow: the spec’s error answer with Try Again', async () => {
    const { ask } = owner();
    await addLlmFault(llm().url, { kind: 'server_error', times: 2 });
    const failed = await ask('How am I doing?');
    expect(failed).toMatchObject({ status: 'error', response: assistantTexts.assistant.errorResponse });
    expect(failed.actions[0]).toMatchObject({ handler: 'retry', label: 'Try Again' });

    await addLlmFault(llm().url, { kind: 'slow', times: 2, delayMs: 3000 });
    const slow = await ask('How am I doing?');
    expect(slow.status).toBe('error');
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
