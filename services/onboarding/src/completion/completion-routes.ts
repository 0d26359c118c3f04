import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  onboardingCompleteRequestSchema,
  type OnboardingCompleteResponse,
} from '@scp/shared/contracts/onboarding/onboarding';
import type { CompletionService } from './completion-service';

export function registerCompletionRoutes(router: Router, completion: CompletionService): void {
  router.post('/complete', async (req, res) => {
    const userId = userIdOf(req);
    const request = onboardingCompleteRequestSchema.parse(req.body ?? {});
    res.json((await completion.complete(userId, request)) satisfies OnboardingCompleteResponse);
  });
}
