import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { activityQuerySchema, type ActivityResponse } from '@scp/shared/contracts/responder/responder-api';
import type { ActivityService } from './activity-service';

/** The owner's activity feed: messages, replies and tasks in one list. */
export function registerActivityRoutes(router: Router, activity: ActivityService): void {
  router.get('/activity', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await activity.activity(userId, activityQuerySchema.parse(req.query))) satisfies ActivityResponse);
  });
}
