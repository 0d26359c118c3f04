import { model, Schema } from 'mongoose';

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
