import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { onboardingProgressSchema, type OnboardingProgressResponse } from '@scp/shared/contracts/onboarding/onboarding';
import type { ProgressService } from './progress-service';

export function registerProgressRoutes(router: Router, progress: ProgressService): void {
  router.get('/progress', async (req, res) => {
    res.json((await progress.get(userIdOf(req))) satisfies OnboardingProgressResponse);
  });

  router.put('/progress', async (req, res) => {
    const userId = userIdOf(req);
    const body = onboardingProgressSchema.parse(req.body ?? {});
    res.json((await progress.save(userId, body)) satisfies OnboardingProgressResponse);
  });
}
