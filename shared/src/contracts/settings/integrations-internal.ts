import * as z from 'zod/mini';
import { platformKeys } from './integrations-constants';

/**
 * Between the settings service (which owns connected accounts and their tokens) and the services
 * that use those accounts without ever holding a token: the dashboard (which syncs their metrics)
 * and the responder (which sends replies from a page), docs/architecture.md, Who owns what-12.
 * Internal only: never through the gateway, always with a service token for one user.
 */
export const integrationsInternalPaths = {
  /**
   * settings, `GET` (the dashboard): the user's accounts, each usable or not, never a token; listing
   * refreshes no token (a read does, when the token is about to end).
   */
  accounts: '/internal/settings/accounts',
  /** settings, `POST`: how a sync of one account went, so its health is the platform's latest word. */
  syncReport: '/internal/settings/sync-report',
  /**
   * dashboard, `POST`: the user's accounts changed (a connection or a disconnection): keep them
   * synced, and sync the accounts just connected at once.
   */
  scheduleSync: '/internal/dashboard/sync-schedule',
  /** dashboard, `POST`: delete an account's synced history (the owner disconnected it and asked). */
  forgetAccount: '/internal/dashboard/forget-account',
  /**
   * settings, `POST` (the dashboard, for the auto-responder): products and orders of the owner's
   * shop as Shopify has them now (the dashboard's shop lookup contract).
   */
  shopLookup: '/internal/settings/shop-lookup',
  /**
   * settings, `POST` (the auto-responder): send one message into a customer's conversation with a
   * Facebook page or an Instagram account the user connected; settings sends it with the page token
   * it keeps (renewing one Meta refused) and answers the sent message or why it was not sent.
   */
  sendMessage: '/internal/settings/messages/send',
} as const;

/** A connected account as settings lists it to the dashboard (its sync, its connection snapshot). */
export const syncAccountSchema = z.object({
  platform: z.enum(platformKeys),
  accountId: z.string(),
  displayName: z.string(),
  /** False when the account needs the owner to connect again: the sync skips it. */
  usable: z.boolean(),
});
export type SyncAccount = z.infer<typeof syncAccountSchema>;

export const syncAccountsResponseSchema = z.object({ accounts: z.array(syncAccountSchema) });
export type SyncAccountsResponse = z.infer<typeof syncAccountsResponseSchema>;

export const syncOutcomes = ['ok', 'rejected', 'unavailable', 'error'] as const;
export type SyncOutcome = (typeof syncOutcomes)[number];

export const syncReportRequestSchema = z.strictObject({
  platform: z.enum(platformKeys),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
  outcome: z.enum(syncOutcomes),
  /** The platform's words when it refused or failed (never a token). */
  reason: z.optional(z.string().check(z.maxLength(500))),
  at: z.iso.datetime(),
});
export type SyncReportRequest = z.infer<typeof syncReportRequestSchema>;

/** The most accounts one connection brings (a person's Facebook pages, a Google account's properties). */
export const MAX_CONNECTED_ACCOUNTS = 200;

export const accountRefSchema = z.strictObject({
  platform: z.enum(platformKeys),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type AccountRef = z.infer<typeof accountRefSchema>;

export const scheduleSyncRequestSchema = z.strictObject({
  /** The accounts this connection added or renewed: each is synced at once, whatever else is running. */
  connected: z.optional(z.array(accountRefSchema).check(z.maxLength(MAX_CONNECTED_ACCOUNTS))),
});
export type ScheduleSyncRequest = z.infer<typeof scheduleSyncRequestSchema>;

export const forgetAccountRequestSchema = z.strictObject({
  platform: z.enum(platformKeys),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type ForgetAccountRequest = z.infer<typeof forgetAccountRequestSchema>;

// Reading a connected account's figures: the dashboard names the account and the days, settings
// runs the platform's calls with the token it keeps, and answers the rows or why the platform
// would not give them. The token never leaves settings.

export type AccountRead = 'daily-metrics' | 'hourly-activity' | 'shop-days' | 'shop-products' | 'shop-installation';

/** The path of one of an account's reads (`POST`, the dashboard only). */
export function accountReadPath(
  platform: string,
  accountId: string,
  read: AccountRead,
): `/internal/settings/${string}` {
  return `/internal/settings/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}/${read}`;
}

/** The longest range one read may ask for (a first sync reads in windows well under it). */
export const MAX_READ_DAYS = 1000;

const isoDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));

export const accountReadRequestSchema = z.strictObject({ from: isoDaySchema, to: isoDaySchema });
export type AccountReadRequest = z.infer<typeof accountReadRequestSchema>;

/**
 * Why a platform would not answer, as the sync tells its outcomes apart: `rejected` (the token is
 * refused: the owner must connect again), `unavailable` (rate limited or down, after waiting out
 * its Retry-After), `unreachable` (no answer at all), `refused` (a request it calls bad).
 */
export const platformFailureKinds = [
  'denied',
  'rejected',
  'no_accounts',
  'invalid_callback',
  'unavailable',
  'refused',
  'unreachable',
] as const;
export const platformFailureSchema = z.object({
  kind: z.enum(platformFailureKinds),
  detail: z.string(),
  /** The platform's own words, safe to show the owner (never a token). */
  platformReason: z.optional(z.string()),
});
export type PlatformFailureBody = z.infer<typeof platformFailureSchema>;

/**
 * One day of a social or analytics account (UTC, `YYYY-MM-DD`): followers, reach, impressions,
 * engagement, views, likes, comments, shares, clicks, saves, sessions, conversions, revenue; a
 * platform fills the ones it has.
 */
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

export const dailyMetricsRowSchema = z.object({
  date: z.string(),
  metrics: z.partialRecord(z.enum(metricNames), z.number()),
});
export type DailyMetricsRow = z.infer<typeof dailyMetricsRowSchema>;

/** One day of an account's audience by hour: `hours[h]` followers online in hour h (UTC), 24 entries. */
export const hourlyActivityRowSchema = z.object({
  date: z.string(),
  hours: z.array(z.number()).check(z.length(24)),
});
export type HourlyActivityRow = z.infer<typeof hourlyActivityRowSchema>;

/** A shop's day; amounts in the shop's currency, 2 decimals. */
export const shopDaySchema = z.object({
  date: z.string(),
  totalSales: z.number(),
  orderCount: z.number(),
  averageOrderValue: z.number(),
});
export type ShopDay = z.infer<typeof shopDaySchema>;

/** A product's sales in a period. */
export const productSalesSchema = z.object({
  shopifyProductId: z.string(),
  productTitle: z.string(),
  totalSales: z.number(),
  /** Its handle and online-store page (null when unpublished or deleted), so a post can link to it. */
  handle: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  /** Its unit price on the period's latest sale, in the shop's currency. */
  unitPrice: z.optional(z.number()),
  /** How many of it were sold (the lines' quantities). */
  units: z.optional(z.number()),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

/** A landing page's UTM parameters, each null when absent. */
export const utmParametersSchema = z.object({
  source: z.nullable(z.string()),
  medium: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
  content: z.nullable(z.string()),
  term: z.nullable(z.string()),
});
export type UtmParameters = z.infer<typeof utmParametersSchema>;

/**
 * One order of a shop with the customer who placed it: what customers' lifetime value, repeat rate
 * and cohorts are computed from.
 */
export const shopOrderSchema = z.object({
  /** Shopify's numeric order id. */
  orderId: z.string(),
  /** Shopify's numeric customer id; null for an order placed without a customer record. */
  customerId: z.nullable(z.string()),
  /** When it was placed (ISO instant). */
  createdAt: z.string(),
  /** Its total in the shop's currency; a refunded (or unpaid) order counts 0. */
  total: z.number(),
  paid: z.boolean(),
  /** '#1042' (absent from a reader that does not read it, as the three below). */
  name: z.optional(z.string()),
  /** The customer's name as Shopify shows it. */
  customerName: z.optional(z.string()),
  /** Shopify's displayFinancialStatus: PAID, PENDING, REFUNDED... */
  financialStatus: z.optional(z.string()),
  /** Shopify's displayFulfillmentStatus: UNFULFILLED, FULFILLED... */
  fulfillmentStatus: z.optional(z.string()),
  /**
   * Where the customer's first visit before the order landed (Shopify's customerJourneySummary
   * firstVisit) and the UTM parameters on it: what ties a sale to the post it came from. Null when
   * Shopify recorded no visit; absent from a reader that does not read them.
   */
  landingPage: z.optional(z.nullable(z.string())),
  utm: z.optional(z.nullable(utmParametersSchema)),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const shopReadSchema = z.object({
  currency: z.string(),
  days: z.array(shopDaySchema),
  /** Every product sold in the range, with its sales there (the sync ranks them per period). */
  productSalesByDay: z.array(z.object({ date: z.string(), products: z.array(productSalesSchema) })),
  /** Every order placed in the range with its customer (absent from a reader that does not read them). */
  orders: z.optional(z.array(shopOrderSchema)),
});
export type ShopRead = z.infer<typeof shopReadSchema>;

/** One product of a shop's catalogue, sold or not: what a post shows of it. */
export const catalogueProductSchema = z.object({
  /** Shopify's numeric product id. */
  shopifyProductId: z.string(),
  title: z.string(),
  handle: z.string(),
  /** Its page in the online store; null when it is not published there. */
  url: z.nullable(z.string()),
  /** The lowest price of its variants, in the shop's currency; null when Shopify did not say. */
  price: z.nullable(z.number()),
  /** Its featured image (the first of its images) on Shopify's CDN; null when it has none. */
  imageUrl: z.nullable(z.string()),
  /** Units in stock over all its variants and locations; null when Shopify does not track it. */
  stock: z.optional(z.nullable(z.number())),
  /** Its variants' SKUs (the first 10), for the products page's search. */
  skus: z.optional(z.array(z.string())),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** Every product of a shop as Shopify lists it now (active or draft, sold or not). */
export const shopCatalogueSchema = z.object({ currency: z.string(), products: z.array(catalogueProductSchema) });
export type ShopCatalogue = z.infer<typeof shopCatalogueSchema>;

export const dailyMetricsReadSchema = z.union([
  z.object({ rows: z.array(dailyMetricsRowSchema) }),
  z.object({ failure: platformFailureSchema }),
]);
export type DailyMetricsRead = z.infer<typeof dailyMetricsReadSchema>;

export const hourlyActivityReadSchema = z.union([
  z.object({ rows: z.array(hourlyActivityRowSchema) }),
  z.object({ failure: platformFailureSchema }),
]);
export type HourlyActivityRead = z.infer<typeof hourlyActivityReadSchema>;

export const shopDaysReadSchema = z.union([
  z.object({ shop: shopReadSchema }),
  z.object({ failure: platformFailureSchema }),
]);
export type ShopDaysRead = z.infer<typeof shopDaysReadSchema>;

export const shopProductsReadSchema = z.union([
  z.object({ catalogue: shopCatalogueSchema }),
  z.object({ failure: platformFailureSchema }),
]);
export type ShopProductsRead = z.infer<typeof shopProductsReadSchema>;

/**
 * Whether the app is still installed on a shop, as Shopify says with the owner's token: it refuses
 * every token of an uninstalled app ('uninstalled'); any other refusal says nothing ('unknown').
 */
export const shopInstallations = ['installed', 'uninstalled', 'unknown'] as const;
export type ShopInstallation = (typeof shopInstallations)[number];
export const shopInstallationReadSchema = z.union([
  z.object({ installation: z.enum(shopInstallations) }),
  z.object({ failure: platformFailureSchema }),
]);
export type ShopInstallationRead = z.infer<typeof shopInstallationReadSchema>;

// Sending a message from a connected page: the responder names the account, the customer and the
// text; settings calls Meta's Send API with the page token it keeps. The token never leaves settings.

export const sendMessageRequestSchema = z.strictObject({
  platform: z.enum(['facebook', 'instagram']),
  /** The Facebook page, or the Instagram account (sent through the page it is linked to). */
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The customer's id in the conversation (PSID or IGSID). */
  recipientId: z.string().check(z.minLength(1), z.maxLength(255)),
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** A person's reply after the 24 h window (up to 7 days) goes with Meta's HUMAN_AGENT tag; the bot's never. */
  humanAgent: z.boolean(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/**
 * Why a message was not sent, as the responder acts on it:
 * - `no_connection`: the user has no usable connection of the page (or of the page behind the account);
 * - `token`: Meta refused the page token even after settings renewed it from the owner's grant;
 * - `rate_limited`: Meta asked for a wait (`retryAfterMs`): retry after it;
 * - `unavailable`: Meta did not answer or answered a 5xx: back off and retry;
 * - `window`: outside the 24 h window (or 7 days with HUMAN_AGENT): never retried;
 * - `recipient`: the customer cannot be reached;
 * - `refused`: any other refusal (bad parameter, permission).
 */
export const sendFailureKinds = [
  'no_connection',
  'token',
  'rate_limited',
  'unavailable',
  'window',
  'recipient',
  'refused',
] as const;
export type SendFailureKind = (typeof sendFailureKinds)[number];

export const sendFailureSchema = z.object({
  kind: z.enum(sendFailureKinds),
  /** Meta's words (or why there is no connection), for the log and the owner; never a token. */
  detail: z.string(),
  retryAfterMs: z.optional(z.number().check(z.nonnegative())),
});
export type SendFailureBody = z.infer<typeof sendFailureSchema>;

export const sendMessageResponseSchema = z.union([
  z.object({ messageId: z.string() }),
  z.object({ failure: sendFailureSchema }),
]);
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;
