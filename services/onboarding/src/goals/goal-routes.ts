import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  goalInputSchema,
  goalListUpdateSchema,
  goalUpdateSchema,
  type GoalListResponse,
  type GoalResponse,
} from '@scp/shared/contracts/onboarding/onboarding';
import type { GoalService } from './goal-service';

export function registerGoalRoutes(router: Router, goals: GoalService): void {
  router.get('/goals', async (req, res) => {
    res.json({ goals: await goals.list(userIdOf(req)) } satisfies GoalListResponse);
  });

  router.post('/goals', async (req, res) => {
    const userId = userIdOf(req);
    const input = goalInputSchema.parse(req.body ?? {});
    res.status(201).json({ goal: await goals.create(userId, input) } satisfies GoalResponse);
  });

  router.put('/goals', async (req, res) => {
    const userId = userIdOf(req);
    const { options } = goalListUpdateSchema.parse(req.body ?? {});
    res.json({ goals: await goals.replaceOptions(userId, options) } satisfies GoalListResponse);
  });

  // Before /goals/:id, so 'deactivate' is never read as an id.
  router.post('/goals/deactivate', async (req, res) => {
    res.json({ goals: await goals.deactivateAll(userIdOf(req)) } satisfies GoalListResponse);
  });

  router.patch('/goals/:id', async (req, res) => {
    const userId = userIdOf(req);
    const patch = goalUpdateSchema.parse(req.body ?? {});
    res.json({ goal: await goals.update(userId, String(req.params.id), patch) } satisfies GoalResponse);
  });

  router.delete('/goals/:id', async (req, res) => {
    const userId = userIdOf(req);
    res.json({ goals: await goals.remove(userId, String(req.params.id)) } satisfies GoalListResponse);
  });
}
