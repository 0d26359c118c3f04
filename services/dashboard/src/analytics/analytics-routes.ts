import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { analyticsQuerySchema, type AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import type { AnalyticsService } from './analytics-service';

export function registerAnalyticsRoutes(router: Router, analytics: AnalyticsService): void {
  router.get('/analytics', async (req, res) => {
    const userId = userIdOf(req);
    const query = analyticsQuerySchema.parse(req.query);
    res.json((await analytics.summary(userId, query)) satisfies AnalyticsSummary);
  });

  router.get('/health', async (req, res) => {
    const userId = userIdOf(req);
    const query = analyticsQuerySchema.parse(req.query);
    res.json((await analytics.health(userId, query)) satisfies HealthResponse);
  });
}
