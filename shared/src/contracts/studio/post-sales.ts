import * as z from 'zod/mini';

/**
 * Sales by post (calls: Studio): the paid orders of the owner's shop whose customer first landed on
 * one of the post's tagged product links (utm_content = the post's id, product-link.ts), as the
 * dashboard keeps the shop's orders. A post that brought none has 0 orders.
 */

/** The most posts one request may name (a page of the studio's list), here and of the dashboard. */
export const POST_SALES_MAX_POSTS = 200;

/** One account's share of a post's sales: the account the link was published on (utm_source). */
export const postSalesAccountSchema = z.object({
  /** The platform the link was published on. */
  platform: z.string(),
  /** The post's account on that platform; null when the post no longer names one there. */
  accountId: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  orders: z.int(),
  /** In the shop's currency, 2 decimals. */
  revenue: z.number(),
});
export type PostSalesAccount = z.infer<typeof postSalesAccountSchema>;

/** `GET /api/studio/posts/:postId/sales`. */
export const postSalesViewSchema = z.object({
  orders: z.int(),
  revenue: z.number(),
  /** The shop's currency; '' when the post brought no order. */
  currency: z.string(),
  byAccount: z.array(postSalesAccountSchema),
  /** Its latest orders, newest first (at most 5). */
  recentOrders: z.array(
    z.object({
      name: z.nullable(z.string()),
      createdAt: z.iso.datetime(),
      total: z.number(),
      platform: z.nullable(z.string()),
    }),
  ),
});
export type PostSalesView = z.infer<typeof postSalesViewSchema>;
export const postSalesResponseSchema = z.object({ sales: postSalesViewSchema });
export type PostSalesResponse = z.infer<typeof postSalesResponseSchema>;

/** `GET /api/studio/post-sales?ids=<id>,<id>`: the list's sales column, for the owner's posts among `ids`. */
export const postSalesListQuerySchema = z.strictObject({
  ids: z
    .string()
    .check(
      z.regex(
        new RegExp(`^[0-9a-f]{24}(,[0-9a-f]{24}){0,${POST_SALES_MAX_POSTS - 1}}$`),
        `Use up to ${POST_SALES_MAX_POSTS} post ids, separated by commas.`,
      ),
    ),
});
export type PostSalesListQuery = z.infer<typeof postSalesListQuerySchema>;

export const postSalesListResponseSchema = z.object({
  sales: z.array(z.object({ postId: z.string(), orders: z.int(), revenue: z.number(), currency: z.string() })),
});
export type PostSalesListResponse = z.infer<typeof postSalesListResponseSchema>;
