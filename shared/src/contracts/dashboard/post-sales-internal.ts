import * as z from 'zod/mini';
import { POST_SALES_MAX_POSTS } from '../studio/post-sales';

/**
 * Sales by post (docs/architecture.md, Between services): the studio asks the dashboard, which keeps
 * the shop's orders with their first visit's landing page, for the paid orders whose landing page
 * carried one of its posts' tags (`utm_content` = the post's id, product-link.ts). The studio names
 * only its own posts, so the dashboard never needs to read the studio's.
 */
export const postSalesInternalPaths = {
  /** `POST` (PostSalesRequest → PostSalesResponse), the studio only. */
  postSales: '/internal/dashboard/post-sales',
} as const;

export const postSalesRequestSchema = z.strictObject({
  postIds: z
    .array(z.string().check(z.regex(/^[0-9a-f]{24}$/, 'Use a post id (24 hexadecimal characters).')))
    .check(z.maxLength(POST_SALES_MAX_POSTS, `At most ${POST_SALES_MAX_POSTS} posts.`)),
});
export type PostSalesRequest = z.infer<typeof postSalesRequestSchema>;

/** A post's paid orders from one tagged source (the platform its link was published on). */
export const postSalesBySourceSchema = z.object({
  /** The link's utm_source: the platform it was published on, as the studio tagged it. */
  source: z.nullable(z.string()),
  orders: z.int(),
  /** The orders' totals in the shop's currency, 2 decimals. */
  revenue: z.number(),
});
export type PostSalesBySource = z.infer<typeof postSalesBySourceSchema>;

/** One order a post brought, as the post shows it. */
export const postSalesOrderSchema = z.object({
  /** '#1042'; null for an order synced before its name was read. */
  name: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  total: z.number(),
  source: z.nullable(z.string()),
});

/** How many of a post's orders the answer lists, newest first. */
export const POST_SALES_RECENT_ORDERS = 5;

export const postSalesSchema = z.object({
  postId: z.string(),
  orders: z.int(),
  revenue: z.number(),
  currency: z.string(),
  bySource: z.array(postSalesBySourceSchema),
  recentOrders: z.array(postSalesOrderSchema),
});
export type PostSales = z.infer<typeof postSalesSchema>;

/** Only the posts that brought a paid order; the others have none. */
export const postSalesResponseSchema = z.object({ posts: z.array(postSalesSchema) });
export type PostSalesResponse = z.infer<typeof postSalesResponseSchema>;
