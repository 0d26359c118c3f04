import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  dashboardInternalPaths,
  shopProductsQuerySchema,
  type ShopProductsResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import { listShopProducts } from '../sync/list-shop-products';
import { internalRoutePath } from './internal-routes';

/**
 * The owner's synced Shopify products for the studio's product picker (docs/architecture.md,
 * Between services), mounted on the internal router.
 */
export function registerShopProductsRoutes(router: Router): void {
  router.get(internalRoutePath(dashboardInternalPaths.shopProducts), async (req, res) => {
    if (req.caller !== 'studio') throw AppError.forbidden('Only the studio lists the shop products.');
    const userId = userIdOf(req);
    const { q, handle } = shopProductsQuerySchema.parse({ ...req.query });
    res.json({ products: await listShopProducts(userId, { query: q, handle }) } satisfies ShopProductsResponse);
  });
}
