import { Types } from 'mongoose';
import request from 'supertest';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import { postAttributionSchema } from '@scp/shared/contracts/dashboard/analytics-tools';
import { postSalesInternalPaths, postSalesResponseSchema } from '@scp/shared/contracts/dashboard/post-sales-internal';
import type { ShopOrder, ShopRead, UtmParameters } from '@scp/shared/contracts/settings/integrations-internal';
import type { PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import { createApp } from '../app';
import type { AnalyticsService } from '../analytics/analytics-service';
import { createAnalyticsTools } from '../analytics/analytics-tools';
import type { PostPerformanceService } from '../analytics/post-performance';
import { dashboardEnvShape } from '../config';
import { writeShopDays } from '../sync/write-shop-days';
import { createPostSales } from './post-sales';

// Sales by post: orders stored by the sync's own writer from what settings' reader answers (their
// first visit's landing page and UTM tags), placed on posts by utm_content; every figure below is
// worked out by hand from these rows.

const fx = serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
const path = postSalesInternalPaths.postSales;
const SHOP = 'alices-bakery.myshopify.com';
const P1 = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const P2 = 'b2b2b2b2b2b2b2b2b2b2b2b2';
const UNKNOWN = 'cccccccccccccccccccccccc';

const utm = (source: string, medium: string, content: string | null, campaign = 'studio'): UtmParameters => ({
  source,
  medium,
  campaign,
  content,
  term: null,
});
const page = (tags?: UtmParameters) =>
  tags
    ? `https://${SHOP}/products/rye?${new URLSearchParams(
        Object.entries(tags)
          .filter((e): e is [string, string] => e[1] !== null)
          .map(([k, v]) => [`utm_${k}`, v]),
      ).toString()}`
    : `https://${SHOP}/products/rye`;

function order(number: number, at: string, total: number, visit: Partial<ShopOrder> | null): ShopOrder {
  return {
    orderId: String(5_000 + number),
    name: `#${number}`,
    customerId: '7001',
    createdAt: `2026-03-${at}.000Z`,
    total,
    paid: total > 0,
    ...(visit === null ? {} : visit),
  };
}
const fromLink = (tags: UtmParameters) => ({ landingPage: page(tags), utm: tags });

const ORDERS: ShopOrder[] = [
  order(1001, '02T09:00:00', 20, fromLink(utm('instagram', 'social', P1))),
  order(1002, '03T10:00:00', 15.5, fromLink(utm('instagram', 'social', P1))),
  order(1003, '03T12:00:00', 10.25, fromLink(utm('facebook', 'social', P1))),
  // Refunded: no sale.
  order(1004, '04T08:00:00', 0, fromLink(utm('instagram', 'social', P1))),
  order(1005, '04T09:00:00', 7, fromLink(utm('twitter', 'social', P2))),
  order(1006, '05T09:00:00', 12, fromLink(utm('facebook', 'social', UNKNOWN))),
  order(1007, '05T10:00:00', 30, { landingPage: page(), utm: null }),
  order(1008, '05T11:00:00', 8, { landingPage: null, utm: null }),
  order(1009, '06T09:00:00', 40, fromLink(utm('google', 'cpc', null, 'brand'))),
  // Synced before landing pages were read.
  order(1010, '06T10:00:00', 5, null),
  // Outside the attribution's period (but still the post's sale).
  order(1011, '09T10:00:00', 4, fromLink(utm('instagram', 'social', P1))),
];

async function syncOrders(userId: string, orders: ShopOrder[]) {
  const read: ShopRead = { currency: 'EUR', days: [], productSalesByDay: [], orders };
  await writeShopDays(
    userId,
    { platform: 'shopify', accountId: SHOP },
    { readShop: async () => read, readProducts: async () => ({ currency: 'EUR', products: [] }) },
    '',
    '',
  );
}

async function ask(userId: string, body: unknown, caller: ServiceName = 'studio') {
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'dashboard', `POST ${path}`, userId))
    .send(body as object);
}

describe('POST /internal/dashboard/post-sales', () => {
  it("answers each named post's paid orders, revenue by source and latest orders, and no other owner's", async () => {
    const userId = new Types.ObjectId().toHexString();
    await syncOrders(userId, ORDERS);
    await syncOrders(new Types.ObjectId().toHexString(), [
      order(1001, '02T09:00:00', 50, fromLink(utm('instagram', 'social', P1))),
    ]);
    const answer = await ask(userId, { postIds: [P1, P2, UNKNOWN.replace(/c/g, 'd')] });
    expect(answer.status).toBe(200);
    expect(postSalesResponseSchema.parse(answer.body)).toEqual({
      posts: [
        {
          postId: P1,
          // #1001 20 + #1002 15.50 + #1003 10.25 + #1011 4; the refunded #1004 is none.
          orders: 4,
          revenue: 49.75,
          currency: 'EUR',
          bySource: [
            { source: 'instagram', orders: 3, revenue: 39.5 },
            { source: 'facebook', orders: 1, revenue: 10.25 },
          ],
          recentOrders: [
            { name: '#1011', createdAt: '2026-03-09T10:00:00.000Z', total: 4, source: 'instagram' },
            { name: '#1003', createdAt: '2026-03-03T12:00:00.000Z', total: 10.25, source: 'facebook' },
            { name: '#1002', createdAt: '2026-03-03T10:00:00.000Z', total: 15.5, source: 'instagram' },
            { name: '#1001', createdAt: '2026-03-02T09:00:00.000Z', total: 20, source: 'instagram' },
          ],
        },
        {
          postId: P2,
          orders: 1,
          revenue: 7,
          currency: 'EUR',
          bySource: [{ source: 'twitter', orders: 1, revenue: 7 }],
          recentOrders: [{ name: '#1005', createdAt: '2026-03-04T09:00:00.000Z', total: 7, source: 'twitter' }],
        },
      ],
    });
    // A second sync of the same orders changes nothing.
    await syncOrders(userId, ORDERS);
    expect((await ask(userId, { postIds: [P2] })).body.posts).toHaveLength(1);
    expect((await ask(userId, { postIds: [] })).body).toEqual({ posts: [] });
  });

  it('is for the studio only, and says what is wrong with a bad request', async () => {
    const userId = new Types.ObjectId().toHexString();
    expect((await ask(userId, { postIds: [P1] }, 'assistant')).status).toBe(403);
    const bad = await ask(userId, { postIds: ['not-a-post'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Use a post id');
    expect((await ask(userId, { postIds: Array.from({ length: 201 }, () => P1) })).status).toBe(400);
    expect((await ask(userId, {})).status).toBe(400);
  });
});

describe('sales by post in the revenue attribution', () => {
  const row = (postId: string, platform: PublishedPost['platform'], accountId: string): PublishedPost => ({
    postId,
    platform,
    accountId,
    publishedAt: '2026-03-01T08:00:00.000Z',
    excerpt: `Post ${postId.slice(0, 2)} on ${platform}`,
    permalink: null,
    contentType: 'image',
    figuresDay: null,
    likes: null,
    comments: null,
    shares: null,
    saves: null,
    reach: null,
    clicks: null,
  });

  it('places the period’s paid orders on the posts and accounts, and says which it could not place and why', async () => {
    const userId = new Types.ObjectId().toHexString();
    await syncOrders(userId, ORDERS);
    const asked: [Date, Date][] = [];
    const sales = createPostSales({
      published: async (_user, from, to) => {
        asked.push([from, to]);
        return [row(P1, 'instagram', 'ig1'), row(P1, 'facebook', 'fb1'), row(P2, 'twitter', 'x1')];
      },
    });
    const result = postAttributionSchema.parse(await sales.attribution(userId, '2026-03-01', '2026-03-06'));
    // Posts that went out up to 30 days before the period can still bring its orders.
    expect(asked).toEqual([[new Date('2026-01-30T00:00:00Z'), new Date('2026-03-07T00:00:00Z')]]);
    // Paid orders of 1 to 6 March: #1001..#1003, #1005..#1010 = 20 + 15.50 + 10.25 + 7 + 12 + 30 + 8 + 40 + 5.
    expect(result).toMatchObject({ orders: 9, revenue: 147.75, placedOrders: 4, placedRevenue: 52.75 });
    expect(result.posts).toEqual([
      {
        postId: P1,
        platform: 'instagram',
        accountId: 'ig1',
        excerpt: 'Post a1 on instagram',
        orders: 2,
        revenue: 35.5,
      },
      { postId: P1, platform: 'facebook', accountId: 'fb1', excerpt: 'Post a1 on facebook', orders: 1, revenue: 10.25 },
      { postId: P2, platform: 'twitter', accountId: 'x1', excerpt: 'Post b2 on twitter', orders: 1, revenue: 7 },
    ]);
    expect(result.used.map((used) => [used.order, used.postId, used.accountId])).toEqual([
      ['#1001', P1, 'ig1'],
      ['#1002', P1, 'ig1'],
      ['#1003', P1, 'fb1'],
      ['#1005', P2, 'x1'],
    ]);
    expect(result.unplaced).toEqual({
      untagged: 1,
      no_visit: 1,
      visit_not_read: 1,
      other_campaign: 1,
      unknown_post: 1,
      orders: [
        { order: '#1006', total: 12, reason: 'unknown_post', utmContent: UNKNOWN },
        { order: '#1007', total: 30, reason: 'untagged', utmContent: null },
        { order: '#1008', total: 8, reason: 'no_visit', utmContent: null },
        { order: '#1009', total: 40, reason: 'other_campaign', utmContent: null },
        { order: '#1010', total: 5, reason: 'visit_not_read', utmContent: null },
      ],
    });
  });

  it('is part of analyze_revenue_attribution, which says what it used', async () => {
    const userId = new Types.ObjectId().toHexString();
    await syncOrders(userId, ORDERS);
    const summary = {
      metadata: { shopConnected: true },
      range: { start: '2026-03-01', end: '2026-03-06' },
      trends: [],
      kpis: { totalRevenue: 147.75 },
    };
    const analytics = { summary: async () => summary } as unknown as AnalyticsService;
    const studio = { published: async () => [row(P2, 'twitter', 'x1')] };
    const tools = createAnalyticsTools(analytics, {} as PostPerformanceService, undefined, createPostSales(studio));
    const answer = await tools.run('analyze_revenue_attribution', userId, { days: 6 });
    const posts = postAttributionSchema.parse((answer.result as { posts: unknown }).posts);
    expect(posts).toMatchObject({ orders: 9, placedOrders: 1, placedRevenue: 7 });
    expect(answer.dataUsed).toContain(
      "9 paid shop orders with their landing pages and the studio's published posts, 2026-03-01 to 2026-03-06",
    );
    // The studio away: the rest of the attribution still answers, and says sales by post could not be read.
    const away = createAnalyticsTools(analytics, {} as PostPerformanceService, undefined, {
      attribution: async () => Promise.reject(new Error('down')),
    });
    const without = await away.run('analyze_revenue_attribution', userId, { days: 6 });
    expect(without.available).toBe(true);
    expect((without.result as { posts: unknown }).posts).toBeNull();
  });

  it('names a post the studio does not know as not placed', async () => {
    const userId = new Types.ObjectId().toHexString();
    await syncOrders(userId, ORDERS);
    const result = await createPostSales({ published: async () => [] }).attribution(userId, '2026-03-01', '2026-03-06');
    expect(result).toMatchObject({ placedOrders: 0, placedRevenue: 0, posts: [], used: [] });
    expect(result.unplaced.unknown_post).toBe(5);
  });
});
