import { useCallback } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { answerQuality } from '@scp/shared/contracts/assistant/answer-quality';
import type { ProcessRequest } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useAskAssistantMutation } from '../../common/api/assistant-api';
import type { FinishedOutcome } from '../lib/test-outcome';

export type TestRequest = Omit<ProcessRequest, 'user_id'>;

/**
 * Sends one test question to the real `/process` endpoint and scores the answer. Failures are
 * reported as the chat reports them (error catalogue), so the test pages show what an owner would see.
 */
export function useAskTest(): (request: TestRequest) => Promise<FinishedOutcome> {
  const [askAssistant] = useAskAssistantMutation();
  const toast = useToast();
  return useCallback(
    async (request: TestRequest) => {
      const started = Date.now();
      const result = await askAssistant(request);
      const durationMs = Date.now() - started;
      if (result.error !== undefined) {
        toast.error(assistantTexts.assistant.cannotConnect);
        return { kind: 'failed', reason: toErrorBody(result.error).message, durationMs };
      }
      const response = result.data;
      if (response.status === 'error') toast.error(assistantTexts.assistant.chatFailed);
      return { kind: 'answered', response, quality: answerQuality(request.query, response), durationMs };
    },
    [askAssistant, toast],
  );
}
