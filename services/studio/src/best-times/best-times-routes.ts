import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { bestTimesQuerySchema, type BestTimesResponse } from '@scp/shared/contracts/studio/studio-api';
import type { BestTimesService } from './best-times-service';

/** The editor's 'Best time' suggestions (studio-api.ts): the next best hours to post on a platform. */
export function registerBestTimesRoutes(router: Router, bestTimes: BestTimesService): void {
  router.get('/best-times', async (req, res) => {
    const query = bestTimesQuerySchema.parse({ ...req.query });
    res.json((await bestTimes.list(userIdOf(req), query)) satisfies BestTimesResponse);
  });
}
