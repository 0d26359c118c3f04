import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { AdAccountModel, AdSpendDayModel } from '../ads/ad-spend-model';
import { refreshAdSpendTotals } from '../ads/ad-spend-totals';
import { isAdPlatform } from '../ads/write-ad-spend';
import { ShopOrderModel } from '../customers/shop-order-model';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { PlatformHourlyActivityModel } from './platform-hourly-activity-model';
import { ShopCatalogueModel } from './shop-catalogue-model';
import { ShopDailyMetricModel } from './shop-daily-metric-model';
import { ShopProductDayModel } from './shop-product-day-model';
import { ShopProductModel } from './shop-product-model';
import { SyncStateModel } from './sync-state-model';

/**
 * Deletes everything synced of one account, and its progress (the owner disconnected it and asked
 * for its history to go); answers the documents deleted.
 */
export async function forgetAccount(userId: string, platform: PlatformKey, accountId: string): Promise<number> {
  const results = await Promise.all([
    PlatformDailyMetricModel.deleteMany({ userId, platform, accountId }),
    PlatformHourlyActivityModel.deleteMany({ userId, platform, accountId }),
    SyncStateModel.deleteMany({ userId, platform, accountId }),
    ...(isAdPlatform(platform)
      ? [
          AdAccountModel.deleteMany({ userId, platform, accountId }),
          AdSpendDayModel.deleteMany({ userId, platform, accountId }),
        ]
      : []),
    ...(platform === 'shopify'
      ? [
          ShopDailyMetricModel.deleteMany({ userId, shopDomain: accountId }),
          ShopProductDayModel.deleteMany({ userId, shopDomain: accountId }),
          ShopProductModel.deleteMany({ userId, shopDomain: accountId }),
          ShopCatalogueModel.deleteMany({ userId, shopDomain: accountId }),
          ShopOrderModel.deleteMany({ userId, shopDomain: accountId }),
        ]
      : []),
  ]);
  if (isAdPlatform(platform)) await refreshAdSpendTotals(userId);
  return results.reduce((sum, result) => sum + result.deletedCount, 0);
}
