import * as z from 'zod/mini';

/**
 * The products page (/products): the owner's synced Shopify catalogue with each product's price,
 * stock and sales over a range of days, searched, sorted and paged by the dashboard service.
 */
export const productsApiPaths = {
  /** `GET` (ProductsQuery → ProductsResponse). */
  products: '/api/dashboard/products',
  /** `GET` (LowStockThresholdResponse), `PUT` (LowStockThresholdRequest → LowStockThresholdResponse). */
  lowStockThreshold: '/api/dashboard/products/low-stock-threshold',
} as const;

/** The ranges the page offers, in days ending today (UTC). */
export const productRanges = ['7', '30', '90'] as const;
export type ProductRange = (typeof productRanges)[number];

export const productSortKeys = ['title', 'price', 'stock', 'units', 'revenue'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const productsLimits = {
  query: 100,
  pageMax: 10_000,
  pageSizeMax: 100,
  pageSize: 25,
  range: '30' as ProductRange,
  sort: 'revenue' as ProductSortKey,
  /** A new owner's low-stock threshold: a product with this many or fewer in stock is marked. */
  thresholdDefault: 5,
  thresholdMax: 100_000,
} as const;

/**
 * `GET /api/dashboard/products`: `q` keeps the products whose title, handle or a variant's SKU
 * contains it (any letter case); sorted by `sort` (default revenue) in `order` (default descending,
 * ascending for the title), ties by title; page `page` of `pageSize`.
 */
export const productsQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(productsLimits.query))),
  range: z.optional(z.enum(productRanges)),
  sort: z.optional(z.enum(productSortKeys)),
  order: z.optional(z.enum(sortOrders)),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(productsLimits.pageMax))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(productsLimits.pageSizeMax))),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const productRowSchema = z.object({
  /** Shopify's numeric product id. */
  productId: z.string(),
  shopDomain: z.string(),
  handle: z.string(),
  title: z.string(),
  /** The lowest variant price, 2 decimals, in `currency`; null when Shopify did not say. */
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  /** Its online-store page; null when it is not published there. */
  url: z.nullable(z.string()),
  /** Units in stock; null when Shopify does not track its stock. */
  stock: z.nullable(z.number()),
  /** Its stock is at or below the owner's low-stock threshold. */
  lowStock: z.boolean(),
  /** Units sold and revenue (2 decimals, the shop's currency) in the range. */
  units: z.number(),
  revenue: z.number(),
  /** Units sold each day of the range, oldest first: one number a day. */
  trend: z.array(z.number()),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productsResponseSchema = z.object({
  /** Whether the owner has a Shopify shop synced; without one the list is empty. */
  connected: z.boolean(),
  range: z.object({ days: z.number(), start: z.string(), end: z.string() }),
  threshold: z.number(),
  /** How many products match `q`, over every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  products: z.array(productRowSchema),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** `PUT /api/dashboard/products/low-stock-threshold`: a whole number of units, 0 to 100,000. */
export const lowStockThresholdRequestSchema = z.strictObject({
  threshold: z.number().check(z.int(), z.gte(0), z.lte(productsLimits.thresholdMax)),
});
export type LowStockThresholdRequest = z.infer<typeof lowStockThresholdRequestSchema>;

export const lowStockThresholdResponseSchema = z.object({ threshold: z.number() });
export type LowStockThresholdResponse = z.infer<typeof lowStockThresholdResponseSchema>;
