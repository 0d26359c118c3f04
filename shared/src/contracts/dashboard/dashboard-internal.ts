import * as z from 'zod/mini';
import { postPlatforms } from '../studio/studio-constants';

/**
 * The dashboard service's internal API for other services (docs/architecture.md, Between services): never reachable through
 * the gateway, called with a service token for a user. (Settings' calls to the dashboard live in
 * integrations-internal.ts.)
 */
export const dashboardInternalPaths = {
  /**
   * `GET`: the user's analytics of the last 30 days (AnalyticsSummary, analytics.ts), as the
   * dashboard shows them: onboarding sets goal targets from it.
   */
  summary: '/internal/dashboard/summary',
  /** `POST <tools>/<tool name>` (AnalyticsToolRequest): the six analytics tools, for the assistant. */
  tools: '/internal/dashboard/tools',
  /**
   * `POST` (ShopLookupRequest → ShopLookupResponse): the owner's shop as it is now, read from
   * Shopify at the time of asking (not the synced days), so the auto-responder can tell a customer
   * a product's price and stock and an order's status.
   */
  shopLookup: '/internal/dashboard/shop-lookup',
  /**
   * `GET ?q=` or `?handle=` (ShopProductsQuery → ShopProductsResponse): the owner's synced Shopify
   * products (every product of the shop, the best sellers of the last 90 days first), for the
   * studio's product picker and a CSV row's product handle.
   */
  shopProducts: '/internal/dashboard/shop-products',
  /**
   * `GET ?platform=` (AudienceHoursQuery → AudienceHoursResponse): by UTC hour, when posting on a
   * platform does best for the owner, for the studio's 'Best time' suggestions.
   */
  audienceHours: '/internal/dashboard/audience-hours',
} as const;

/** How much one lookup may ask: each term and order is a search at Shopify, all in one query. */
export const shopLookupLimits = { productTerms: 5, termLength: 100, orderNumbers: 5 } as const;

/** An order number as a customer writes it, with or without Shopify's `#`. */
const ORDER_NUMBER = /^#?\d{1,12}$/;

export const shopLookupRequestSchema = z.strictObject({
  /** Words of product titles the customer asked about ('ceramic mug'); up to 3 products each. */
  productTerms: z
    .array(z.string().check(z.minLength(1), z.maxLength(shopLookupLimits.termLength)))
    .check(z.maxLength(shopLookupLimits.productTerms, `At most ${shopLookupLimits.productTerms} product terms.`)),
  /** Order numbers ('#1042' or '1042'). */
  orderNumbers: z
    .array(z.string().check(z.regex(ORDER_NUMBER, 'Use an order number such as #1042.')))
    .check(z.maxLength(shopLookupLimits.orderNumbers, `At most ${shopLookupLimits.orderNumbers} order numbers.`)),
});
export type ShopLookupRequest = z.infer<typeof shopLookupRequestSchema>;

export const shopLookupProductSchema = z.object({
  title: z.string(),
  /** The lowest price of its variants, 2 decimals ('24.00'). */
  price: z.string(),
  currency: z.string(),
  /** Whether it can be bought now: stock left, or a product whose stock the shop does not count. */
  inStock: z.boolean(),
  /** Units in stock; null when the shop does not count its stock. */
  inventory: z.nullable(z.int()),
  /** Its page in the online store; null when it is not published there. */
  url: z.nullable(z.string()),
});
export type ShopLookupProduct = z.infer<typeof shopLookupProductSchema>;

export const shopLookupOrderSchema = z.object({
  /** '#1042'. */
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Shopify's displayFinancialStatus: PAID, PENDING, REFUNDED, PARTIALLY_REFUNDED, VOIDED... */
  financialStatus: z.string(),
  /** Shopify's displayFulfillmentStatus: UNFULFILLED, IN_PROGRESS, FULFILLED, ON_HOLD... */
  fulfillmentStatus: z.string(),
  /** Set when the order was cancelled: then its fulfillment status is no promise of delivery. */
  cancelledAt: z.nullable(z.iso.datetime()),
  /** The latest shipment's tracking, when it has one. */
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  /** The order's total, 2 decimals. */
  total: z.string(),
  currency: z.string(),
  /**
   * Who placed it: the e-mail and phone given at checkout and the Shopify customer's id (null when
   * the order has none). The responder tells an order's details only to a customer who proved one.
   */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  customerId: z.nullable(z.string()),
});
export type ShopLookupOrder = z.infer<typeof shopLookupOrderSchema>;

/**
 * The lookup's answer. `connected` is false when the owner has no usable Shopify account (then
 * everything else is null or empty). Products are those matching any term (each product once);
 * orders those found, in the order asked (a number the shop does not have is simply missing).
 */
export const shopLookupResponseSchema = z.object({
  connected: z.boolean(),
  shopName: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  products: z.array(shopLookupProductSchema),
  orders: z.array(shopLookupOrderSchema),
});
export type ShopLookupResponse = z.infer<typeof shopLookupResponseSchema>;

/** How much one product listing answers, and how long its title search and handle may be. */
export const shopProductsLimits = { products: 50, query: 100, handle: 255 } as const;

export const shopProductsQuerySchema = z.strictObject({
  /** Words of the title (case-insensitive, contained anywhere); none lists the best sellers. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(shopProductsLimits.query))),
  /** Exactly this handle (any letter case): the product a CSV row or an image import names. */
  handle: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(shopProductsLimits.handle))),
});
export type ShopProductsQuery = z.infer<typeof shopProductsQuerySchema>;

export const shopProductSchema = z.object({
  /** Shopify's numeric product id. */
  productId: z.string(),
  shopDomain: z.string(),
  /** Null for a product the shop deleted (its sales stay under its title). */
  handle: z.nullable(z.string()),
  title: z.string(),
  /** Its price in the shop now (its lowest variant's; its latest sale's for a deleted one), 2 decimals ('24.00'); null when unknown. */
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  /** Its featured image on Shopify's CDN; null when it has none. */
  imageUrl: z.nullable(z.string()),
  /** Its page in the online store; null when it is not published there. */
  url: z.nullable(z.string()),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const shopProductsResponseSchema = z.object({ products: z.array(shopProductSchema) });
export type ShopProductsResponse = z.infer<typeof shopProductsResponseSchema>;

/**
 * Where the 'Best time' hours come from. The owner's own posts on the platform over the last
 * `postsDays` days, once at least `minPosts` of them went out at `minHours` different hours and have
 * figures (their engagement says what worked for this owner); else, on Instagram, the followers
 * online by hour over the last `audienceDays` days (the only platform whose hourly audience is synced).
 */
export const audienceHoursLimits = { postsDays: 90, minPosts: 10, minHours: 3, audienceDays: 30 } as const;

/** 'posts': the owner's published posts' engagement by hour; 'audience': the Instagram followers online by hour. */
export const audienceHoursBases = ['posts', 'audience'] as const;
export type AudienceHoursBasis = (typeof audienceHoursBases)[number];

/**
 * Why there are no hours: too few of the owner's posts on the platform have figures (and it is not
 * Instagram), or on Instagram neither those posts nor the followers' hours are there yet.
 */
export const audienceHoursReasons = ['few_posts', 'no_audience_hours'] as const;
export type AudienceHoursReason = (typeof audienceHoursReasons)[number];

export const audienceHoursQuerySchema = z.strictObject({ platform: z.enum(postPlatforms) });
export type AudienceHoursQuery = z.infer<typeof audienceHoursQuerySchema>;

export const audienceHoursResponseSchema = z.object({
  platform: z.enum(postPlatforms),
  /** What `hours` are; null when there are none (`reason` says why). */
  basis: z.nullable(z.enum(audienceHoursBases)),
  /**
   * 24 numbers by UTC hour, hour 0 first: with 'posts' the average engagement of a post published
   * in that hour (0 for an hour with none), with 'audience' the average followers online. Null
   * without a basis: never made up.
   */
  hours: z.nullable(z.array(z.number()).check(z.length(24))),
  /** The owner's posts on the platform with figures over the posts period, whatever the basis. */
  posts: z.int().check(z.minimum(0)),
  /** With 'audience', how many days of hourly figures the averages come from; otherwise 0. */
  audienceDays: z.int().check(z.minimum(0)),
  reason: z.nullable(z.enum(audienceHoursReasons)),
});
export type AudienceHoursResponse = z.infer<typeof audienceHoursResponseSchema>;
