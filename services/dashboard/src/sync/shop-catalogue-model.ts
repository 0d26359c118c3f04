import { model, Schema } from 'mongoose';

/** Units and revenue over one range of days. */
export interface RangeSales {
  units: number;
  revenue: number;
}
/** A product's sales over the last 7, 30 and 90 days, as of the latest sync (products/catalogue-sales.ts). */
export interface CatalogueSales {
  d7: RangeSales;
  d30: RangeSales;
  d90: RangeSales;
}

/**
 * entities: Shop catalogue (`shopify_catalogue`): every active product of a shop as Shopify last
 * listed it, sold or not, so the studio's 'Add product' can pick any of them.
 */
export interface ShopCatalogueProduct {
  userId: string;
  shopDomain: string;
  shopifyProductId: string;
  productTitle: string;
  /** Shopify's handle, in lower case as Shopify writes it. */
  handle: string;
  /** Its online-store page; null when it is not published there. */
  url: string | null;
  /** Its lowest variant price in the shop's currency; null when Shopify did not say. */
  price: number | null;
  currency: string | null;
  /** Its featured image on Shopify's CDN; null when it has none. */
  imageUrl: string | null;
  /** Units in stock over its variants and locations; null when Shopify does not track it. */
  stock: number | null;
  /** Its variants' SKUs, as the products page searches them. */
  skus?: string[];
  /** When the latest `products/update` applied here was made at Shopify: an older one changes nothing. */
  webhookUpdatedAt?: Date | null;
  /** Its sales over the products page's ranges (what the page sorts by), and the write that set them. */
  sales?: CatalogueSales | null;
  salesRun?: string | null;
}

const shopCatalogueSchema = new Schema<ShopCatalogueProduct>(
  {
    userId: { type: String, required: true },
    shopDomain: { type: String, required: true },
    shopifyProductId: { type: String, required: true },
    productTitle: { type: String, required: true },
    handle: { type: String, required: true },
    url: { type: String, default: null },
    price: { type: Number, default: null },
    currency: { type: String, default: null },
    imageUrl: { type: String, default: null },
    stock: { type: Number, default: null },
    skus: { type: [String], default: [] },
    webhookUpdatedAt: { type: Date, default: null },
    sales: { type: Schema.Types.Mixed, default: null },
    salesRun: { type: String, default: null },
  },
  { collection: 'shopify_catalogue', versionKey: false },
);
shopCatalogueSchema.index({ userId: 1, shopDomain: 1, shopifyProductId: 1 }, { unique: true });
shopCatalogueSchema.index({ userId: 1, handle: 1 });
// The products page sorts a shop of thousands by title, price or stock a page at a time.
shopCatalogueSchema.index({ userId: 1, productTitle: 1, shopifyProductId: 1 });
shopCatalogueSchema.index({ userId: 1, price: 1, productTitle: 1 });
shopCatalogueSchema.index({ userId: 1, stock: 1, productTitle: 1 });
for (const range of ['d7', 'd30', 'd90'])
  for (const figure of ['units', 'revenue'])
    shopCatalogueSchema.index({ userId: 1, [`sales.${range}.${figure}`]: 1, productTitle: 1 });
export const ShopCatalogueModel = model<ShopCatalogueProduct>('ShopCatalogueProduct', shopCatalogueSchema);
