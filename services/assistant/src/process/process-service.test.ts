import { AppError } from '@scp/service-kit/errors';
import { createLogger } from '@scp/service-kit/logger';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { ActionService } from '../actions/action-service';
import type { AssistantEngine } from '../answers/engine';
import type { ConversationService } from '../conversations/conversation-service';
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
