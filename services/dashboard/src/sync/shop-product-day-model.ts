import { model, Schema } from 'mongoose';

/** A product's sales on one day: what the period ranks are summed from. */
export interface ShopProductDay {
  userId: string;
  shopDomain: string;
  date: string;
  shopifyProductId: string;
  productTitle: string;
  totalSales: number;
  /** Its handle, online-store page and unit price as the shop last sold it (null when Shopify did not say). */
  handle?: string | null;
  url?: string | null;
  unitPrice?: number | null;
  currency?: string | null;
  /** How many were sold that day (null on days synced before units were read). */
  units?: number | null;
}

const shopProductDaySchema = new Schema<ShopProductDay>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    date: { type: String, required: true },
    shopifyProductId: { type: String, required: true },
    productTitle: { type: String, required: true },
    totalSales: { type: Number, required: true },
    handle: { type: String, default: null },
    url: { type: String, default: null },
    unitPrice: { type: Number, default: null },
    currency: { type: String, default: null },
    units: { type: Number, default: null },
  },
  { collection: 'shopify_product_days', versionKey: false },
);
shopProductDaySchema.index({ userId: 1, shopDomain: 1, date: 1, shopifyProductId: 1 }, { unique: true });
// The products page sums a range of days over all of an owner's products.
shopProductDaySchema.index({ userId: 1, date: 1 });
export const ShopProductDayModel = model<ShopProductDay>('ShopProductDay', shopProductDaySchema);
