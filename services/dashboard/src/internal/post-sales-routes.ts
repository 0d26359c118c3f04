import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  postSalesInternalPaths,
  postSalesRequestSchema,
  type PostSalesResponse,
} from '@scp/shared/contracts/dashboard/post-sales-internal';
import { readPostSales } from '../customers/post-sales';
import { internalRoutePath } from './internal-routes';

/**
 * Sales by post for the studio (docs/architecture.md, Between services), mounted on the internal
 * router: the studio names its own posts and the dashboard answers the paid orders their tagged
 * links brought, so neither reads the other's database.
 */
export function registerPostSalesRoutes(router: Router): void {
  router.post(internalRoutePath(postSalesInternalPaths.postSales), async (req, res) => {
    if (req.caller !== 'studio') throw AppError.forbidden('Only the studio reads sales by post.');
    const userId = userIdOf(req);
    const { postIds } = postSalesRequestSchema.parse(req.body ?? {});
    res.json((await readPostSales(userId, postIds)) satisfies PostSalesResponse);
  });
}
