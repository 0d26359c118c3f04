import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { analyticsQuerySchema, type ResponderAnalyticsResponse } from '@scp/shared/contracts/responder/responder-api';
import type { AnalyticsService } from './analytics-service';

/** The auto-responder's figures per day and platform. */
export function registerAnalyticsRoutes(router: Router, analytics: AnalyticsService): void {
  router.get('/analytics', async (req, res) => {
    const userId = userIdOf(req);
    res.json(
      (await analytics.analytics(userId, analyticsQuerySchema.parse(req.query))) satisfies ResponderAnalyticsResponse,
    );
  });
}
