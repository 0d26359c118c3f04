import { model, Schema } from 'mongoose';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

// The synced data (docs/architecture.md, Who owns what: the dashboard owns it). Each row is keyed by what it describes,
// so writing the same day again changes nothing: a repeated sync writes no document.

export interface PlatformDailyMetric {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  date: string;
  metrics: Record<string, number>;
}

const platformDailyMetricSchema = new Schema<PlatformDailyMetric>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    date: { type: String, required: true },
    metrics: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'platform_daily_metrics', versionKey: false },
);
platformDailyMetricSchema.index({ userId: 1, platform: 1, accountId: 1, date: 1 }, { unique: true });
export const PlatformDailyMetricModel = model<PlatformDailyMetric>('PlatformDailyMetric', platformDailyMetricSchema);

/**
 * A day of an account's audience by hour (Instagram's online_followers): `hours[h]` followers were
 * online in hour h, UTC. Its own collection rather than part of the daily row: the platforms keep it
 * for 30 days against the daily rows' full history, it is a series rather than one number, and the
 * daily rows' sums (`metrics.*`) stay as they are.
 */
export interface PlatformHourlyActivity {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  date: string;
  /** 24 counts, hour 0 first. */
  hours: number[];
}

const platformHourlyActivitySchema = new Schema<PlatformHourlyActivity>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    date: { type: String, required: true },
    hours: { type: [Number], required: true },
  },
  { collection: 'platform_hourly_activity', versionKey: false },
);
platformHourlyActivitySchema.index({ userId: 1, platform: 1, accountId: 1, date: 1 }, { unique: true });
export const PlatformHourlyActivityModel = model<PlatformHourlyActivity>(
  'PlatformHourlyActivity',
  platformHourlyActivitySchema,
);

/** entities: Shop daily metrics (`shopify_daily_metrics`). */
export interface ShopDailyMetric {
  userId: string;
  shopDomain: string;
  date: string;
  totalSales: number;
  orderCount: number;
  averageOrderValue: number;
  currency: string;
  /** Orders per 100 sessions of the owner's Google Analytics property that day; null without one. */
  conversionRate: number | null;
}

const shopDailyMetricSchema = new Schema<ShopDailyMetric>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    date: { type: String, required: true },
    totalSales: { type: Number, required: true },
    orderCount: { type: Number, required: true },
    averageOrderValue: { type: Number, required: true },
    currency: { type: String, required: true },
    conversionRate: { type: Number, default: null },
  },
  { collection: 'shopify_daily_metrics', versionKey: false },
);
shopDailyMetricSchema.index({ userId: 1, shopDomain: 1, date: 1 }, { unique: true });
export const ShopDailyMetricModel = model<ShopDailyMetric>('ShopDailyMetric', shopDailyMetricSchema);

/** entities: Shop products (`shopify_products`): sales and rank of each product in a period. */
export interface ShopProduct {
  userId: string;
  shopDomain: string;
  shopifyProductId: string;
  productTitle: string;
  totalSales: number;
  rank: number;
  periodStartDate: string;
  periodEndDate: string;
  /** The period's length in days (7, 30, 90): one set of ranks per length, the newest. */
  periodDays: number;
}

const shopProductSchema = new Schema<ShopProduct>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    shopifyProductId: { type: String, required: true },
    productTitle: { type: String, required: true },
    totalSales: { type: Number, required: true },
    rank: { type: Number, required: true },
    periodStartDate: { type: String, required: true },
    periodEndDate: { type: String, required: true },
    periodDays: { type: Number, required: true },
  },
  { collection: 'shopify_products', versionKey: false },
);
shopProductSchema.index({ userId: 1, shopDomain: 1, periodDays: 1, shopifyProductId: 1 }, { unique: true });
export const ShopProductModel = model<ShopProduct>('ShopProduct', shopProductSchema);

/** Where each account's sync stands: the next run starts from the last day it completed. */
export interface SyncState {
  userId: string;
  platform: PlatformKey;
  accountId: string;
  /** The newest day fully written; today is always read again (it is not over yet). */
  lastCompleteDay: string | null;
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
  outcome: 'ok' | 'rejected' | 'unavailable' | 'error' | null;
  error: string | null;
  documentsWritten: number;
}

const syncStateSchema = new Schema<SyncState>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: platformKeys, required: true },
    accountId: { type: String, required: true },
    lastCompleteDay: { type: String, default: null },
    lastRunAt: { type: Date, default: null },
    lastSuccessAt: { type: Date, default: null },
    outcome: { type: String, default: null },
    error: { type: String, default: null },
    documentsWritten: { type: Number, default: 0 },
  },
  { collection: 'sync_states', versionKey: false },
);
syncStateSchema.index({ userId: 1, platform: 1, accountId: 1 }, { unique: true });
export const SyncStateModel = model<SyncState>('SyncState', syncStateSchema);

/** A product's sales on one day: what the period ranks are summed from. */
export interface ShopProductDay {
  userId: string;
  shopDomain: string;
  date: string;
  shopifyProductId: string;
  productTitle: string;
  totalSales: number;
}

const shopProductDaySchema = new Schema<ShopProductDay>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    date: { type: String, required: true },
    shopifyProductId: { type: String, required: true },
    productTitle: { type: String, required: true },
    totalSales: { type: Number, required: true },
  },
  { collection: 'shopify_product_days', versionKey: false },
);
shopProductDaySchema.index({ userId: 1, shopDomain: 1, date: 1, shopifyProductId: 1 }, { unique: true });
export const ShopProductDayModel = model<ShopProductDay>('ShopProductDay', shopProductDaySchema);
