import { AppError } from '@scp/service-kit/errors';
import { createLogger } from '@scp/service-kit/logger';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { ActionService } from '../actions/action-service';
import { EMBEDDED_MODEL } from '../answers/embedded-analyst';
import type { AssistantEngine } from '../answers/engine';
import { createLlmEngine } from '../answers/llm-engine';
import type { ConversationService } from '../conversations/conversation-service';
import { LlmFailure, type LlmClient } from '../llm/llm-client';
import type { Neighbours } from '../neighbours/neighbours';
import { createProcessService } from './process-service';

function serviceWith(answer: AssistantEngine['answer']) {
  return createProcessService({
    engine: { mode: 'embedded', model: 'test-engine', answer },
    neighbours: {} as Neighbours,
    conversations: { contextOf: async () => [] } as unknown as ConversationService,
    actions: {} as ActionService,
    logger: createLogger({ name: 'assistant-test', level: 'silent' }),
    timeoutMs: 100,
  });
}

describe('process: no answer in time', () => {
  it('an engine that does not answer within the budget is a timeout, its work cancelled', async () => {
    const signals: AbortSignal[] = [];
    const service = serviceWith(
      ({ signal }) =>
        new Promise((_resolve, reject) => {
          if (signal) signals.push(signal);
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const answer = await service.process('000000000000000000000001', { query: 'How is my shop doing?' });
    expect(answer).toMatchObject({ status: 'error', response: assistantTexts.assistant.errorResponse });
    expect(answer.metadata.reasoning).toBe('timeout');
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('a neighbour that is down (503) is not a timeout', async () => {
    const service = serviceWith(async () => {
      throw AppError.unavailable();
    });
    const answer = await service.process('000000000000000000000001', { query: 'How is my shop doing?' });
    expect(answer.metadata.reasoning).toBe(assistantTexts.assistant.serviceUnavailable);
  });
});

describe('process: a model that does not answer within the budget', () => {
  it('the embedded analyst’s answer, computed anyway, is given in time and says so', async () => {
    const analyst: AssistantEngine = {
      mode: 'embedded',
      model: EMBEDDED_MODEL,
      answer: async () => ({
        response: 'From 2026-11-21 to 2026-11-27: your shop made $700 from 9 orders.',
        status: 'success',
        confidence: 0.8,
        reasoning: 'get_executive_dashboard, 7 days.',
        visual: null,
        posts: [],
        proposals: [],
        followUps: [],
        dateRange: { start: '2026-11-21', end: '2026-11-27' },
      }),
    };
    // A model that never answers: only the signal it was given ends its call.
    const client: LlmClient = {
      protocol: 'openai',
      model: 'gpt-4o-mini',
      complete: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new LlmFailure('cancelled by the caller', 'timeout')));
        }),
    };
    const service = createProcessService({
      engine: createLlmEngine({ client, embedded: analyst }),
      neighbours: {} as Neighbours,
      conversations: { contextOf: async () => [], record: async () => undefined } as unknown as ConversationService,
      actions: { propose: async () => [] } as unknown as ActionService,
      logger: createLogger({ name: 'assistant-test', level: 'silent' }),
      timeoutMs: 1500,
    });
    const started = Date.now();
    const answer = await service.process('000000000000000000000001', { query: 'How did my shop do last week?' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer).toMatchObject({
      status: 'success',
      response: 'From 2026-11-21 to 2026-11-27: your shop made $700 from 9 orders.',
      metadata: {
        mode: 'embedded',
        model: EMBEDDED_MODEL,
        fallback: { reason: 'model_timeout', model: 'gpt-4o-mini' },
      },
    });
  });
});
