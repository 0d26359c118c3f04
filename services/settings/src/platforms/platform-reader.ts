import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type {
  DailyMetricsRow,
  HourlyActivityRow,
  ShopCatalogue,
  ShopRead,
} from '@scp/shared/contracts/settings/integrations-internal';

export type {
  DailyMetricsRow,
  HourlyActivityRow,
  MetricName,
  CatalogueProduct,
  ProductSales,
  ShopCatalogue,
  ShopDay,
  ShopRead,
} from '@scp/shared/contracts/settings/integrations-internal';

/** A connected account as a reader calls its platform with it: the token this service keeps. */
export interface SyncAccount {
  platform: PlatformKey;
  accountId: string;
  accessToken: string;
  details: Record<string, string>;
}

/** Reads a social or analytics account's days `from`..`to` (inclusive) through its platform's API. */
export interface PlatformReader {
  platform: Exclude<PlatformKey, 'shopify'>;
  readDaily(account: SyncAccount, from: string, to: string): Promise<DailyMetricsRow[]>;
  /**
   * The audience by hour of the days in `from`..`to` that the platform still keeps (Instagram: the
   * last 30), only the days it has figures for. Only platforms that report it have one.
   */
  readHourly?(account: SyncAccount, from: string, to: string): Promise<HourlyActivityRow[]>;
}

/** Reads a shop's days `from`..`to` (inclusive) through the Shopify Admin GraphQL API. */
export interface ShopReader {
  readShop(account: SyncAccount, from: string, to: string): Promise<ShopRead>;
  /** Every active product of the shop now, sold or not, with its page, price and image. */
  readProducts(account: SyncAccount): Promise<ShopCatalogue>;
}
