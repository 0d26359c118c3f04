import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { PostMetricsSeriesResponse } from '@scp/shared/contracts/studio/post-metrics';
import type { MetricsService } from './metrics-service';

/** A published post's figures day by day (post-metrics.ts). */
export function registerMetricsRoutes(router: Router, metrics: MetricsService): void {
  router.get('/posts/:postId/metrics', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await metrics.series(userId, String(req.params.postId))) satisfies PostMetricsSeriesResponse);
  });
}
