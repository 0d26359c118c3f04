import { trusted } from 'mongoose';
import { userScope } from '@scp/service-kit/user-scope';
import {
  POST_SALES_RECENT_ORDERS,
  type PostSales,
  type PostSalesResponse,
} from '@scp/shared/contracts/dashboard/post-sales-internal';
import type { PostAttribution, UnplacedReason } from '@scp/shared/contracts/dashboard/analytics-tools';
import { PUBLISHED_POSTS_MAX_DAYS, type PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import type { StudioPosts } from '../neighbours/studio-posts';
import { ShopOrderModel, type ShopOrder } from './shop-order-model';

// Sales by post: a paid order whose first visit landed on a link tagged with one of the owner's
// posts (utm_content = the post's id, as the studio tags every product page it publishes) was
// brought by that post, on the platform of its utm_source. Refunded and unpaid orders are no sales.

const cents = (value: number) => Math.round(value * 100);
const amount = (valueCents: number) => valueCents / 100;
const instant = (iso: string) => new Date(Date.parse(iso)).toISOString();

type TaggedOrder = Pick<ShopOrder, 'orderId' | 'name' | 'createdAt' | 'total' | 'currency' | 'landingPage' | 'utm'>;

/**
 * The paid orders each of `postIds` brought over every synced order of the owner's shops, newest
 * first: only posts that brought one are answered.
 */
export async function readPostSales(userId: string, postIds: readonly string[]): Promise<PostSalesResponse> {
  if (postIds.length === 0) return { posts: [] };
  const orders = await userScope(ShopOrderModel, userId)
    .find({ 'utm.content': trusted({ $in: [...new Set(postIds)] }), paid: true })
    .sort({ createdAt: -1 })
    .select({ _id: 0, orderId: 1, name: 1, createdAt: 1, total: 1, currency: 1, utm: 1 })
    .lean<TaggedOrder[]>();
  const byPost = new Map<string, TaggedOrder[]>();
  for (const order of orders) {
    const postId = order.utm?.content;
    if (postId) byPost.set(postId, [...(byPost.get(postId) ?? []), order]);
  }
  const posts: PostSales[] = [...byPost.entries()].map(([postId, brought]) => {
    const sources = new Map<string | null, { orders: number; cents: number }>();
    for (const order of brought) {
      const source = order.utm?.source ?? null;
      const row = sources.get(source) ?? { orders: 0, cents: 0 };
      row.orders += 1;
      row.cents += cents(order.total);
      sources.set(source, row);
    }
    return {
      postId,
      orders: brought.length,
      revenue: amount(brought.reduce((sum, order) => sum + cents(order.total), 0)),
      currency: brought[0]?.currency ?? '',
      bySource: [...sources.entries()]
        .map(([source, row]) => ({ source, orders: row.orders, revenue: amount(row.cents) }))
        .sort((a, b) => b.revenue - a.revenue || String(a.source).localeCompare(String(b.source))),
      recentOrders: brought.slice(0, POST_SALES_RECENT_ORDERS).map((order) => ({
        name: order.name ?? null,
        createdAt: instant(order.createdAt),
        total: order.total,
        source: order.utm?.source ?? null,
      })),
    };
  });
  return { posts: posts.sort((a, b) => b.revenue - a.revenue || a.postId.localeCompare(b.postId)) };
}

/** How many orders each list of the attribution names (the counts cover them all). */
export const ATTRIBUTION_LISTED_ORDERS = 50;

/** Why an order could not be placed on a post. */
function unplacedReason(order: TaggedOrder): UnplacedReason {
  if (order.landingPage === undefined) return 'visit_not_read';
  if (order.landingPage === null) return 'no_visit';
  if (!order.utm) return 'untagged';
  if (order.utm.content && order.utm.medium === 'social') return 'unknown_post';
  return 'other_campaign';
}

/**
 * The paid orders of a period placed on the owner's posts (`posts`: the studio's rows, one per
 * account a post went out to), each post's orders and revenue by account, and the orders that could
 * not be placed with why. Pure: what analyze_revenue_attribution answers.
 */
export function attributeToPosts(orders: readonly TaggedOrder[], posts: readonly PublishedPost[]): PostAttribution {
  const rowsOf = new Map<string, PublishedPost[]>();
  for (const row of posts) rowsOf.set(row.postId, [...(rowsOf.get(row.postId) ?? []), row]);
  type Placed = {
    postId: string;
    platform: string;
    accountId: string | null;
    excerpt: string;
    count: number;
    cents: number;
  };
  const placed = new Map<string, Placed>();
  const used: PostAttribution['used'] = [];
  const unplaced: PostAttribution['unplaced']['orders'] = [];
  const reasons: Record<UnplacedReason, number> = {
    untagged: 0,
    no_visit: 0,
    visit_not_read: 0,
    other_campaign: 0,
    unknown_post: 0,
  };
  let placedCents = 0;
  const paid = [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId.localeCompare(b.orderId));
  for (const order of paid) {
    const postId = order.utm?.content ?? null;
    const rows = postId ? rowsOf.get(postId) : undefined;
    if (!postId || !rows) {
      const reason = unplacedReason(order);
      reasons[reason] += 1;
      if (unplaced.length < ATTRIBUTION_LISTED_ORDERS)
        unplaced.push({ order: order.name ?? order.orderId, total: order.total, reason, utmContent: postId });
      continue;
    }
    // The account of the post on the platform the link was published on (utm_source).
    const row = rows.find((one) => one.platform === order.utm?.source);
    const platform = row?.platform ?? order.utm?.source ?? 'unknown';
    const accountId = row?.accountId ?? null;
    const key = `${postId}\u0000${platform}\u0000${accountId ?? ''}`;
    const entry = placed.get(key) ?? {
      postId,
      platform,
      accountId,
      excerpt: (row ?? rows[0])?.excerpt ?? '',
      count: 0,
      cents: 0,
    };
    entry.count += 1;
    entry.cents += cents(order.total);
    placed.set(key, entry);
    placedCents += cents(order.total);
    if (used.length < ATTRIBUTION_LISTED_ORDERS)
      used.push({ order: order.name ?? order.orderId, total: order.total, postId, platform, accountId });
  }
  const totalCents = paid.reduce((sum, order) => sum + cents(order.total), 0);
  return {
    method: "Paid orders whose customer's first visit landed on a link tagged with one of your posts (utm_content)",
    orders: paid.length,
    revenue: amount(totalCents),
    placedOrders: paid.length - Object.values(reasons).reduce((sum, count) => sum + count, 0),
    placedRevenue: amount(placedCents),
    posts: [...placed.values()]
      .map(({ cents: sum, count, ...row }) => ({ ...row, orders: count, revenue: amount(sum) }))
      .sort(
        (a, b) => b.revenue - a.revenue || a.postId.localeCompare(b.postId) || a.platform.localeCompare(b.platform),
      ),
    used,
    unplaced: { ...reasons, orders: unplaced },
  };
}

const DAY_MS = 86_400_000;
/** How long after it went out a post can still bring an order (Shopify attributes visits of the 30 days before it). */
const POST_REACH_DAYS = 30;

/** The paid orders placed from `from` to `to` (UTC days, inclusive), with their first visits. */
async function readPaidOrders(userId: string, from: string, to: string): Promise<TaggedOrder[]> {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
  return userScope(ShopOrderModel, userId)
    .find({ paid: true, createdAt: trusted({ $gte: `${from}T00:00:00.000Z`, $lt: end }) })
    .select({ _id: 0, orderId: 1, name: 1, createdAt: 1, total: 1, currency: 1, landingPage: 1, utm: 1 })
    .lean<TaggedOrder[]>();
}

/**
 * Sales by post for analyze_revenue_attribution: the period's paid orders placed on the posts the
 * studio says went out from 30 days before the period to its end (the studio owns the posts).
 */
export function createPostSales(studio: StudioPosts) {
  return {
    async attribution(userId: string, from: string, to: string): Promise<PostAttribution> {
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
      const start = new Date(
        Math.max(
          Date.parse(`${from}T00:00:00Z`) - POST_REACH_DAYS * DAY_MS,
          end.getTime() - PUBLISHED_POSTS_MAX_DAYS * DAY_MS,
        ),
      );
      const [orders, posts] = await Promise.all([
        readPaidOrders(userId, from, to),
        studio.published(userId, start, end),
      ]);
      return attributeToPosts(orders, posts);
    },
  };
}
export type PostSalesService = ReturnType<typeof createPostSales>;
