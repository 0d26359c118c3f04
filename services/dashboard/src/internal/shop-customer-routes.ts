import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  shopCustomerInternalPaths,
  shopCustomerRequestSchema,
  type ShopCustomerResponse,
} from '@scp/shared/contracts/dashboard/shop-customer-internal';
import { readShopCustomer } from '../customers/shop-customer';
import { internalRoutePath } from './internal-routes';

/**
 * A Shopify customer and their orders for the /inbox thread that proved them (docs/architecture.md,
 * Between services), mounted on the internal router. Only the auto-responder asks, and only about a
 * customer its conversation proved: no other service reads a customer's orders this way.
 */
export function registerShopCustomerRoutes(router: Router): void {
  router.post(internalRoutePath(shopCustomerInternalPaths.shopCustomer), async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder reads a shop customer.');
    const userId = userIdOf(req);
    const request = shopCustomerRequestSchema.parse(req.body ?? {});
    res.json((await readShopCustomer(userId, request)) satisfies ShopCustomerResponse);
  });
}
