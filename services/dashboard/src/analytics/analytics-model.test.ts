import { Types } from 'mongoose';
import { resolveDateRange } from '@scp/shared/contracts/dashboard/analytics';
import {
  analyticsFiguresOf,
  analyticsSummaryOf,
  type AnalyticsFigures,
  type AnalyticsRange,
  type AnalyticsRows,
  type PlatformDayRow,
} from '@scp/shared/contracts/dashboard/analytics-computation';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { ShopDailyMetricModel } from '../sync/shop-daily-metric-model';
import { ShopProductDayModel } from '../sync/shop-product-day-model';
import { SyncStateModel } from '../sync/sync-state-model';
import { analyticsFixture } from './analytics-fixture.test.util';
import { readAnalyticsFigures } from './analytics-model';
import { createAnalyticsService } from './analytics-service';

// The database's sums and the shared computation's sums of rows in memory (what the demo dataset runs)
// must be the same figures: the demo shows what the service would answer for the same rows.

analyticsFixture();

const NOW = Date.parse('2025-03-10T12:00:00Z');
const newUser = () => new Types.ObjectId().toHexString();
const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;

/** Rows across the range, the period before and outside both, with the cases the sums must agree on. */
function rowsOf(): AnalyticsRows {
  const platformDays: PlatformDayRow[] = [];
  for (let n = 1; n <= 10; n += 1) {
    platformDays.push(
      { platform: 'google-analytics', accountId: 'property-b', date: day(n), metrics: { sessions: 1000 + n } },
      { platform: 'google-analytics', accountId: 'property-a', date: day(n), metrics: { sessions: 100 + n } },
      {
        platform: 'instagram',
        accountId: 'ig-1',
        date: day(n),
        metrics: { followers: 1000 + n * 7, reach: 300 + n, engagement: 40 + (n % 3), impressions: 700 + n * 2 },
      },
      // TikTok reports no follower count on its last day, and views instead of impressions.
      {
        platform: 'tiktok',
        accountId: 'tt-1',
        date: day(n),
        metrics: n === 10 ? { views: 900, engagement: 30 } : { followers: 200 + n, views: 800 + n, engagement: 20 + n },
      },
    );
    // LinkedIn reports clicks on even days only.
    platformDays.push({
      platform: 'linkedin',
      accountId: 'li-1',
      date: day(n),
      metrics: n % 2 ? { followers: 50, impressions: 100 + n } : { followers: 50, impressions: 100 + n, clicks: n },
    });
    if (n >= 8) platformDays.push({ platform: 'linkedin', accountId: 'li-0', date: day(n), metrics: { reach: 5 } });
  }
  return {
    shopDays: [1, 2, 4, 5, 7, 8, 9, 10].flatMap((n) => [
      { date: day(n), totalSales: 100.1 * n, orderCount: n },
      ...(n % 4 === 0 ? [{ date: day(n), totalSales: 33.35, orderCount: 1 }] : []),
    ]),
    platformDays,
    productDays: [
      { date: day(9), shopifyProductId: 'p1', productTitle: 'Mug (renamed)', totalSales: 30.3 },
      { date: day(8), shopifyProductId: 'p1', productTitle: 'Mug', totalSales: 20.2 },
      { date: day(8), shopifyProductId: 'p2', productTitle: 'Bread', totalSales: 50.5 },
      { date: day(3), shopifyProductId: 'p3', productTitle: 'Tea', totalSales: 999 },
      ...['p4', 'p5', 'p6', 'p7', 'p8'].map((id, index) => ({
        date: day(10),
        shopifyProductId: id,
        productTitle: id.toUpperCase(),
        totalSales: index < 2 ? 7.5 : 1 + index,
      })),
    ],
  };
}

async function store(userId: string, rows: AnalyticsRows) {
  const shopDomain = 'figures.myshopify.com';
  await ShopDailyMetricModel.insertMany(
    rows.shopDays.map((row, index) => ({
      ...row,
      userId,
      // Two shops on the days that have two rows.
      shopDomain: rows.shopDays[index - 1]?.date === row.date ? `second-${shopDomain}` : shopDomain,
      averageOrderValue: row.totalSales / row.orderCount,
      currency: 'USD',
      conversionRate: null,
    })),
  );
  await PlatformDailyMetricModel.insertMany(rows.platformDays.map((row) => ({ ...row, userId })));
  await ShopProductDayModel.insertMany(rows.productDays.map((row) => ({ ...row, userId, shopDomain })));
}

/** Sums compared to the cent (the database adds decimals in its own order), the sessions by day. */
const comparable = (figures: AnalyticsFigures) => ({
  ...figures,
  shopDays: figures.shopDays.map((row) => ({ ...row, revenue: Math.round(row.revenue * 100) })),
  sessionDays: [...figures.sessionDays].sort(),
  topProducts: figures.topProducts.map((row) => ({ ...row, totalSales: Math.round(row.totalSales * 100) })),
});

describe('the analytics figures', () => {
  const ranges: Array<[string, AnalyticsRange]> = [
    ['the last 3 days and the 3 before', resolveDateRange({ startDate: day(8), endDate: day(10) }, day(10))!],
    ['one day without a comparison', resolveDateRange({ range: 'yesterday', comparison: 'none' }, day(10))!],
    ['a range with nothing in it', resolveDateRange({ startDate: '2024-01-01', endDate: '2024-01-05' }, day(10))!],
  ];

  it.each(ranges)('are the same from the database as from rows in memory: %s', async (_name, range) => {
    const userId = newUser();
    const rows = rowsOf();
    await store(userId, rows);
    expect(comparable(await readAnalyticsFigures(userId, range))).toEqual(comparable(analyticsFiguresOf(rows, range)));
  });

  // The accounts' sums are grouped in the index's order and add plain paths (no $ifNull): the rows
  // written newest first, accounts interleaved, still give each account's first and last followers
  // by date, and the days without a metric still add nothing.
  it.each(ranges)('are the same whatever order the rows were written in: %s', async (_name, range) => {
    const userId = newUser();
    const rows = rowsOf();
    await store(userId, { ...rows, platformDays: [...rows.platformDays].reverse() });
    expect(comparable(await readAnalyticsFigures(userId, range))).toEqual(comparable(analyticsFiguresOf(rows, range)));
  });

  it("make the service's answer the shared computation's answer of the same rows", async () => {
    const userId = newUser();
    const rows = rowsOf();
    await store(userId, rows);
    const lastSuccessAt = new Date('2025-03-10T06:00:00.000Z');
    await SyncStateModel.insertMany(
      (['shopify', 'google-analytics', 'instagram', 'tiktok', 'linkedin'] as const).map((platform) => ({
        userId,
        platform,
        accountId: platform,
        lastSuccessAt,
      })),
    );
    const service = createAnalyticsService({ redis: undefined, now: () => NOW });
    const query = { range: 'last_7_days' as const };
    const range = resolveDateRange(query, day(10))!;
    expect(await service.summary(userId, query)).toEqual(
      analyticsSummaryOf(range, analyticsFiguresOf(rows, range), {
        lastUpdated: lastSuccessAt.toISOString(),
        shopConnected: true,
        platforms: ['shopify', 'google-analytics', 'instagram', 'tiktok', 'linkedin'],
        connectedAccounts: 5,
        cached: false,
      }),
    );
  });
});
