import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { goalInputSchema, type GoalResponse } from '@scp/shared/contracts/onboarding/onboarding';
import type { GoalService } from '../goals/goal-service';

/** The assistant's `set_goal` action, run once the owner approved it in the chat (docs/architecture.md, Between services). */
export function registerInternalRoutes(router: Router, goals: GoalService): void {
  router.post('/goals', async (req, res) => {
    if (req.caller !== 'assistant') throw AppError.forbidden('Only the assistant adds goals for the owner.');
    const userId = userIdOf(req);
    const input = goalInputSchema.parse(req.body ?? {});
    res.status(201).json({ goal: await goals.create(userId, input) } satisfies GoalResponse);
  });
}
