import { model, Schema } from 'mongoose';

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
  /** Its handle, online-store page and unit price as the shop last sold it (null when Shopify did not say). */
  handle?: string | null;
  url?: string | null;
  unitPrice?: number | null;
  currency?: string | null;
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
    handle: { type: String, default: null },
    url: { type: String, default: null },
    unitPrice: { type: Number, default: null },
    currency: { type: String, default: null },
  },
  { collection: 'shopify_products', versionKey: false },
);
shopProductSchema.index({ userId: 1, shopDomain: 1, periodDays: 1, shopifyProductId: 1 }, { unique: true });
export const ShopProductModel = model<ShopProduct>('ShopProduct', shopProductSchema);
