import * as z from 'zod/mini';
import { idParamsSchema, ok, type ApiRoute } from '../app/api-route';
import { analyticsQuerySchema, analyticsSummarySchema } from './analytics';
import { analyticsToolNames, analyticsToolRequestSchema, analyticsToolResponseSchema } from './analytics-tools';
import { addCompetitorRequestSchema, addCompetitorResponseSchema, competitorsResponseSchema } from './competitors';
import { customerFiguresSchema } from './customers';
import { healthResponseSchema } from './health';
import {
  feedQuerySchema,
  feedResponseSchema,
  followHashtagRequestSchema,
  hashtagsResponseSchema,
  intelligenceQuerySchema,
  intelligenceResponseSchema,
} from './inspiration';
import {
  lowStockThresholdRequestSchema,
  lowStockThresholdResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
} from './products-api';
import { roiResponseSchema } from './roi';
import { shopifyWebhookAnswerSchema, shopifyWebhookBodySchema } from './shopify-webhooks';
import { syncRequestSchema, syncStatusResponseSchema } from './sync';
import { topPostsResponseSchema } from './top-posts';

/**
 * The headers Shopify signs and names a delivery with. For the document only: the route hands them to
 * the service as they came, which checks the signature before anything else (401) and only then
 * whether topic, shop and event id are there (400).
 */
const shopifyWebhookHeadersSchema = z.object({
  'x-shopify-hmac-sha256': z.string(),
  'x-shopify-topic': z.string(),
  'x-shopify-shop-domain': z.string(),
  /** Older deliveries name it `x-shopify-webhook-id`, which is read when this is absent. */
  'x-shopify-event-id': z.optional(z.string()),
  'x-shopify-webhook-id': z.optional(z.string()),
});

/** The dashboard service's routes under /api/dashboard. */
export const dashboardApiRoutes: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/dashboard/analytics',
    operationId: 'getAnalytics',
    tag: 'dashboard',
    summary: "The owner's analytics for a date range",
    description: 'A named range (default the last 30 days), or startDate/endDate; compared with the previous period.',
    session: 'required',
    query: analyticsQuerySchema,
    responses: ok(analyticsSummarySchema),
    errors: { 409: 'The connected accounts are changing: try again in a moment.' },
  },
  {
    method: 'get',
    path: '/api/dashboard/health',
    operationId: 'getHealthScore',
    tag: 'dashboard',
    summary: "The health score of the owner's data (both readings)",
    session: 'required',
    query: analyticsQuerySchema,
    responses: ok(healthResponseSchema),
    errors: { 409: 'The connected accounts are changing: try again in a moment.' },
  },
  {
    method: 'get',
    path: '/api/dashboard/sync',
    operationId: 'getSyncStatus',
    tag: 'dashboard',
    summary: "How the syncs of the owner's accounts went",
    session: 'required',
    responses: ok(syncStatusResponseSchema),
  },
  {
    method: 'post',
    path: '/api/dashboard/sync',
    operationId: 'syncNow',
    tag: 'dashboard',
    summary: 'Sync every account now, or one (platform and accountId)',
    description:
      "Waits up to 25 s: `state` 'completed' when the sync finished meanwhile, 'running' when it goes on in the background.",
    session: 'required',
    body: { schema: syncRequestSchema },
    responses: ok(syncStatusResponseSchema),
  },
  {
    method: 'post',
    path: '/api/dashboard/tools/{tool}',
    operationId: 'runAnalyticsTool',
    tag: 'dashboard',
    summary: "Run one of the analytics tools on the owner's data",
    description: 'A tool whose data does not exist yet answers `available: false` with the reason.',
    session: 'required',
    params: z.object({ tool: z.enum(analyticsToolNames) }),
    body: { schema: analyticsToolRequestSchema },
    responses: ok(analyticsToolResponseSchema),
    errors: { 404: 'No analytics tool of this name.' },
  },
  {
    method: 'get',
    path: '/api/dashboard/top-posts',
    operationId: 'getTopPosts',
    tag: 'dashboard',
    summary: "The owner's most engaging published posts of the last 30 days",
    description:
      'Read from the studio, which keeps each published post’s daily figures: at most 5, best first, one per account a post went out to.',
    session: 'required',
    responses: ok(topPostsResponseSchema),
    errors: { 503: 'The studio could not be reached.' },
  },
  {
    method: 'get',
    path: '/api/dashboard/customers',
    operationId: 'getCustomerFigures',
    tag: 'dashboard',
    summary: "The owner's shop customers: lifetime value, repeat rate, time to a second order and cohorts",
    description:
      'Computed from the synced Shopify orders and the customers who placed them (the sync’s history). `hasData: false` until an order names a customer.',
    session: 'required',
    responses: ok(customerFiguresSchema),
  },
  {
    method: 'get',
    path: '/api/dashboard/roi',
    operationId: 'getMarketingRoi',
    tag: 'dashboard',
    summary: "The owner's ad spend, ROAS and cost per order by platform and campaign over a range",
    description:
      'Real spend from the synced ad accounts (`spendSource: ad_accounts`); without any ad account the spend is the estimate of 15 % of revenue (`spendSource: estimate`) and there are no platform or campaign rows.',
    session: 'required',
    query: analyticsQuerySchema,
    responses: ok(roiResponseSchema),
  },
  {
    method: 'get',
    path: '/api/dashboard/competitors',
    operationId: 'listCompetitors',
    tag: 'dashboard',
    summary: "The owner's competitors with what their platforms show publicly, beside the owner's own accounts",
    description:
      'The competitors named in onboarding (taken in at the first visit) and those added here, each with followers and their trend from the daily snapshots, posts a week, average engagement per post and top posts; a platform that shows nothing says why in `problem`. The owner’s connected Instagram, Facebook and TikTok accounts carry the same figures.',
    session: 'required',
    responses: ok(competitorsResponseSchema),
  },
  {
    method: 'post',
    path: '/api/dashboard/competitors',
    operationId: 'addCompetitor',
    tag: 'dashboard',
    summary: 'Follows an Instagram, Facebook or TikTok account as a competitor',
    description:
      'The handle alone (an @ allowed, no link). The platform is read at once: its first snapshot comes back with it.',
    session: 'required',
    body: { schema: addCompetitorRequestSchema },
    responses: { 201: { description: 'Followed.', schema: addCompetitorResponseSchema } },
    errors: {
      404: "The platform has no account with this handle (its 'not found', in words); nothing is stored.",
      409: 'Already followed, or the most competitors one owner may follow.',
    },
  },
  {
    method: 'delete',
    path: '/api/dashboard/competitors/{id}',
    operationId: 'removeCompetitor',
    tag: 'dashboard',
    summary: 'Stops following a competitor; its snapshots go with it',
    session: 'required',
    params: idParamsSchema,
    responses: { 204: { description: 'Removed.' } },
    errors: { 404: "No such competitor of the owner's." },
  },
  {
    method: 'get',
    path: '/api/dashboard/inspiration/feed',
    operationId: 'getInspirationFeed',
    tag: 'dashboard',
    summary: "Recent top posts of the owner's competitors and followed hashtags, newest first",
    description:
      'Each competitor’s best posts of the last 30 days from its latest daily snapshot, and each followed hashtag’s top posts from Instagram’s hashtag search (through the owner’s connected Instagram account); filtered by platform and format, 20 a page (`cursor` is the previous page’s `nextCursor`). A post is a link and a few words, never its media. A hashtag Instagram shows nothing for says why in `problems`.',
    session: 'required',
    query: feedQuerySchema,
    responses: ok(feedResponseSchema),
    errors: { 400: 'An unknown platform or format, or a cursor past the end.' },
  },
  {
    method: 'get',
    path: '/api/dashboard/inspiration/hashtags',
    operationId: 'listFollowedHashtags',
    tag: 'dashboard',
    summary: 'The hashtags the owner follows for the inspiration feed',
    session: 'required',
    responses: ok(hashtagsResponseSchema),
  },
  {
    method: 'post',
    path: '/api/dashboard/inspiration/hashtags',
    operationId: 'followHashtag',
    tag: 'dashboard',
    summary: 'Follows a hashtag (an optional #, letters, digits and underscores) in the inspiration feed',
    session: 'required',
    body: { schema: followHashtagRequestSchema },
    responses: { 201: { description: 'Followed: the hashtags followed now.', schema: hashtagsResponseSchema } },
    errors: { 409: 'Already followed, or the most hashtags one owner may follow.' },
  },
  {
    method: 'delete',
    path: '/api/dashboard/inspiration/hashtags/{id}',
    operationId: 'unfollowHashtag',
    tag: 'dashboard',
    summary: 'Stops following a hashtag',
    session: 'required',
    params: idParamsSchema,
    responses: { 204: { description: 'Removed.' } },
    errors: { 404: "No such hashtag of the owner's." },
  },
  {
    method: 'get',
    path: '/api/dashboard/inspiration/intelligence',
    operationId: 'getInspirationIntelligence',
    tag: 'dashboard',
    summary: "What works in the owner's niche, from the competitors' daily snapshots",
    description:
      'Over the last 7 or 30 days (30 when absent): hashtags and formats by average engagement per post, the best posts (the top quarter by engagement) with their UTC hour and weekday, and the owner’s own accounts beside each competitor.',
    session: 'required',
    query: intelligenceQuerySchema,
    responses: ok(intelligenceResponseSchema),
  },
  {
    method: 'get',
    path: '/api/dashboard/products',
    operationId: 'listProducts',
    tag: 'dashboard',
    summary: "The owner's synced Shopify products with price, stock and sales in a range",
    description:
      'Searched by title, handle or SKU, sorted by title, price, stock, units or revenue, paged; each with units and revenue over 7, 30 or 90 days and its units a day. `connected: false` (and no products) until a shop is synced.',
    session: 'required',
    query: productsQuerySchema,
    responses: ok(productsResponseSchema),
  },
  {
    method: 'get',
    path: '/api/dashboard/products/low-stock-threshold',
    operationId: 'getLowStockThreshold',
    tag: 'dashboard',
    summary: "The owner's low-stock threshold (5 until set)",
    session: 'required',
    responses: ok(lowStockThresholdResponseSchema),
  },
  {
    method: 'put',
    path: '/api/dashboard/products/low-stock-threshold',
    operationId: 'setLowStockThreshold',
    tag: 'dashboard',
    summary: "Sets the owner's low-stock threshold: a whole number of units, 0 to 100,000",
    session: 'required',
    body: { schema: lowStockThresholdRequestSchema },
    responses: ok(lowStockThresholdResponseSchema),
  },
  {
    method: 'post',
    path: '/api/dashboard/webhooks/shopify',
    operationId: 'receiveShopifyWebhook',
    tag: 'dashboard',
    summary: "Shopify's webhook",
    description:
      'Called by Shopify without a session: the HMAC over the raw body is the authentication. A delivery is kept once per event id and id of the body. `orders/create` syncs the shop again; `app/uninstalled` marks its connections as needing re-authorisation once Shopify confirms it by refusing the shop’s token; `products/update` updates a product the shop’s catalogue already lists (price, stock, title, image; never back to an older update); `inventory_levels/update` reads the shop’s catalogue again.',
    session: 'none',
    headers: shopifyWebhookHeadersSchema,
    body: {
      schema: shopifyWebhookBodySchema,
      description: "Shopify's payload of the topic; only its id is read (the headers say what happened).",
    },
    responses: ok(shopifyWebhookAnswerSchema),
    errors: {
      400: 'The topic, shop or event id is missing, the body is not a JSON object with an id, or a products/update body is not a product.',
      401: 'The signature does not match.',
      503: 'Shopify webhooks are not set up on this server.',
    },
  },
];
