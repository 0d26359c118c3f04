import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import {
  accountReadRequestSchema,
  type DailyMetricsRead,
  type HourlyActivityRead,
  type ShopDaysRead,
  type ShopInstallationRead,
  type ShopProductsRead,
} from '@scp/shared/contracts/settings/integrations-internal';
import { shopLookupRequestSchema, type ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { AccountReads } from '../integrations/account-reads';
import type { ShopLookup } from '../platforms/shopify/shop-lookup';

function platformOf(value: string | undefined): PlatformKey {
  const platform = platformKeys.find((key) => key === value);
  if (!platform) throw AppError.validation('Unknown platform.', 'platform');
  return platform;
}

/**
 * The dashboard's sync reads an account's figures through these: one call per account and range,
 * the platform's failure in the answer so the sync can tell a refused token from an outage.
 */
export function registerAccountReadRoutes(
  router: Router,
  reads: AccountReads,
  shopLookup: ShopLookup | undefined,
): void {
  const account = (req: { caller?: string; params: Record<string, string | undefined> }) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service reads account figures.');
    return { platform: platformOf(req.params.platform), accountId: String(req.params.accountId) };
  };
  const target = (req: { caller?: string; params: Record<string, string | undefined>; body?: unknown }) => ({
    ...account(req),
    ...accountReadRequestSchema.parse(req.body ?? {}),
  });

  router.post('/accounts/:platform/:accountId/daily-metrics', async (req, res) => {
    const { platform, accountId, from, to } = target(req);
    res.json((await reads.readDaily(userIdOf(req), platform, accountId, from, to)) satisfies DailyMetricsRead);
  });

  router.post('/accounts/:platform/:accountId/hourly-activity', async (req, res) => {
    const { platform, accountId, from, to } = target(req);
    res.json((await reads.readHourly(userIdOf(req), platform, accountId, from, to)) satisfies HourlyActivityRead);
  });

  router.post('/accounts/:platform/:accountId/shop-days', async (req, res) => {
    const { platform, accountId, from, to } = target(req);
    res.json((await reads.readShop(userIdOf(req), platform, accountId, from, to)) satisfies ShopDaysRead);
  });

  router.post('/accounts/:platform/:accountId/shop-products', async (req, res) => {
    const { platform, accountId } = account(req);
    res.json((await reads.readShopProducts(userIdOf(req), platform, accountId)) satisfies ShopProductsRead);
  });

  router.post('/accounts/:platform/:accountId/shop-installation', async (req, res) => {
    const { platform, accountId } = account(req);
    res.json((await reads.shopInstallation(userIdOf(req), platform, accountId)) satisfies ShopInstallationRead);
  });

  // The auto-responder's look at the owner's shop, asked through the dashboard.
  router.post('/shop-lookup', async (req, res) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service looks up the shop.');
    const request = shopLookupRequestSchema.parse(req.body ?? {});
    if (!shopLookup) throw AppError.unavailable('Shopify is not configured on this server.');
    res.json((await shopLookup.lookup(userIdOf(req), request)) satisfies ShopLookupResponse);
  });
}
