import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type {
  DailyMetricsRow,
  HourlyActivityRow,
  ShopRead,
  SyncAccount,
} from '@scp/shared/contracts/settings/integrations-internal';

export type {
  DailyMetricsRow,
  HourlyActivityRow,
  MetricName,
  ProductSales,
  ShopDay,
  ShopRead,
} from '@scp/shared/contracts/settings/integrations-internal';

/** The account a read is for (of the user the read is made for): never its token, which settings keeps. */
export type ReadAccount = Pick<SyncAccount, 'platform' | 'accountId'>;

/** Reads a social or analytics account's days `from`..`to` (inclusive), through the settings service. */
export interface PlatformReader {
  platform: Exclude<PlatformKey, 'shopify'>;
  readDaily(userId: string, account: ReadAccount, from: string, to: string): Promise<DailyMetricsRow[]>;
  /**
   * The audience by hour of the days in `from`..`to` that the platform still keeps (Instagram: the
   * last 30), only the days it has figures for. Only platforms that report it have one.
   */
  readHourly?(userId: string, account: ReadAccount, from: string, to: string): Promise<HourlyActivityRow[]>;
}

/** Reads a shop's days `from`..`to` (inclusive), through the settings service. */
export interface ShopReader {
  readShop(userId: string, account: ReadAccount, from: string, to: string): Promise<ShopRead>;
}
