import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  dashboardInternalPaths,
  shopLookupRequestSchema,
  type ShopLookupResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { ShopLookup } from '../neighbours/settings-shop-lookup';
import { internalRoutePath } from './internal-routes';

/**
 * The auto-responder's look at the owner's shop (docs/architecture.md, Between services), mounted on
 * the internal router: passed to settings, which asks Shopify with the shop's token.
 */
export function registerShopLookupRoutes(router: Router, shop: ShopLookup): void {
  router.post(internalRoutePath(dashboardInternalPaths.shopLookup), async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder looks up the shop.');
    const userId = userIdOf(req);
    const request = shopLookupRequestSchema.parse(req.body ?? {});
    res.json((await shop.lookup(userId, request)) satisfies ShopLookupResponse);
  });
}
