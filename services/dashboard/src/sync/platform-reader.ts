import type { PlatformKey } from '@scp/shared/contracts/integrations/integrations-constants';

/** A connected account as the sync reads it (from the settings service's internal API). */
export interface SyncAccount {
  platform: PlatformKey;
  accountId: string;
  accessToken: string;
  details: Record<string, string>;
}

/**
 * One day of a social or analytics account (UTC, `YYYY-MM-DD`). Metric names are the spec's
 * (dashboard §3): followers, reach, impressions, engagement, views, likes, comments, shares,
 * clicks, sessions, conversions, revenue; a platform fills the ones it has.
 */
export interface DailyMetricsRow {
  date: string;
  metrics: Partial<Record<MetricName, number>>;
}

export const metricNames = [
  'followers',
  'reach',
  'impressions',
  'engagement',
  'views',
  'likes',
  'comments',
  'shares',
  'clicks',
  'saves',
  'sessions',
  'conversions',
  'revenue',
] as const;
export type MetricName = (typeof metricNames)[number];

/** A shop's day (dashboard §3 Shop metrics); amounts in the shop's currency, 2 decimals. */
export interface ShopDay {
  date: string;
  totalSales: number;
  orderCount: number;
  averageOrderValue: number;
}

/** A product's sales in a period, ranked 1 = best seller (dashboard §3 Shop products). */
export interface ProductSales {
  shopifyProductId: string;
  productTitle: string;
  totalSales: number;
}

export interface ShopRead {
  currency: string;
  days: ShopDay[];
  /** Every product sold in the range, with its sales there (the sync ranks them per period). */
  productSalesByDay: Array<{ date: string; products: ProductSales[] }>;
}

/**
 * One day of an account's audience by hour: `hours[h]` is how many followers were online in hour h
 * (0 to 23, UTC), always 24 entries.
 */
export interface HourlyActivityRow {
  date: string;
  hours: number[];
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
}
