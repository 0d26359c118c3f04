import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { analyticsQuerySchema } from '@scp/shared/contracts/dashboard/analytics';
import type { RoiResponse } from '@scp/shared/contracts/dashboard/roi';
import { readRoi } from './roi-figures';

/** Marketing ROI: spend, ROAS and cost per order by platform and campaign over a range. */
export function registerRoiRoutes(router: Router): void {
  router.get('/roi', async (req, res) => {
    const query = analyticsQuerySchema.parse(req.query);
    res.json((await readRoi(userIdOf(req), query)) satisfies RoiResponse);
  });
}
