import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import { createRedisClient } from '@scp/service-kit/redis';
import { createLogger } from '@scp/service-kit/logger';
import { healthResponseSchema } from '@scp/shared/contracts/dashboard/health';
import { analyticsSummarySchema } from '@scp/shared/contracts/dashboard/analytics';
import { contentPredictionResultSchema } from '@scp/shared/contracts/dashboard/analytics-tools';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { PlatformHourlyActivityModel } from '../sync/platform-hourly-activity-model';
import { ShopDailyMetricModel } from '../sync/shop-daily-metric-model';
import { ShopProductDayModel } from '../sync/shop-product-day-model';
import { SyncStateModel } from '../sync/sync-state-model';
import { analyticsFixture, daysAgo } from './analytics-fixture.test.util';
import { cacheTtlMs, createAnalyticsService } from './analytics-service';
import { healthReading } from '@scp/shared/contracts/dashboard/health-score';

// A fixture of known rows, and every figure the summary answers computed by hand from them.

const { fx, redisUrl } = analyticsFixture();

const shop = 'fixture-shop.myshopify.com';

async function seed(userId: string) {
  const shopDays: Array<[number, number, number]> = [
    [5, 60, 1],
    [4, 0, 0],
    [3, 40, 1],
    [2, 100, 2],
    [1, 300, 3],
    [0, 0, 0],
  ];
  await ShopDailyMetricModel.insertMany(
    shopDays.map(([back, totalSales, orderCount]) => ({
      userId,
      shopDomain: shop,
      date: daysAgo(back),
      totalSales,
      orderCount,
      averageOrderValue: orderCount ? totalSales / orderCount : 0,
      currency: 'USD',
      conversionRate: null,
    })),
  );
  const rows: Array<[string, string, number, Record<string, number>]> = [
    ['google-analytics', '310000001', 3, { sessions: 100 }],
    ['google-analytics', '310000001', 2, { sessions: 100 }],
    ['google-analytics', '310000001', 1, { sessions: 150 }],
    ['google-analytics', '310000001', 0, { sessions: 0 }],
    ['instagram', 'ig1', 2, { followers: 1000, engagement: 50, reach: 500, impressions: 800 }],
    ['instagram', 'ig1', 1, { followers: 1010, engagement: 30, reach: 400, impressions: 600 }],
    ['instagram', 'ig1', 0, { followers: 1020, engagement: 20, reach: 300, impressions: 400 }],
    ['tiktok', 'tt1', 2, { followers: 200, engagement: 10, views: 1000 }],
    ['tiktok', 'tt1', 1, { followers: 210, engagement: 20, views: 1500 }],
    ['tiktok', 'tt1', 0, { followers: 220, engagement: 30, views: 500 }],
  ];
  await PlatformDailyMetricModel.insertMany(
    rows.map(([platform, accountId, back, metrics]) => ({ userId, platform, accountId, date: daysAgo(back), metrics })),
  );
  const products: Array<[number, string, string, number]> = [
    [4, 'p2', 'Bread', 500],
    [2, 'p1', 'Mug', 60],
    [2, 'p2', 'Bread', 40],
    [1, 'p1', 'Mug', 30],
    [1, 'p3', 'Tea', 270],
  ];
  await ShopProductDayModel.insertMany(
    products.map(([back, shopifyProductId, productTitle, totalSales]) => ({
      userId,
      shopDomain: shop,
      date: daysAgo(back),
      shopifyProductId,
      productTitle,
      totalSales,
    })),
  );
  const synced = new Date();
  await SyncStateModel.insertMany(
    (['shopify', 'google-analytics', 'instagram', 'tiktok'] as const).map((platform) => ({
      userId,
      platform,
      accountId: platform,
      lastCompleteDay: daysAgo(1),
      lastRunAt: synced,
      lastSuccessAt: synced,
      outcome: 'ok',
      documentsWritten: 1,
    })),
  );
  return synced;
}

const newUser = () => new Types.ObjectId().toHexString();
const last3Days = `?startDate=2daysAgo&endDate=today`;

async function summary(userId: string, query = last3Days) {
  const answer = await callService(fx.app, 'dashboard', 'get', `/analytics${query}`, { userId });
  expect(answer.status).toBe(200);
  return analyticsSummarySchema.parse(answer.body);
}

describe('GET /api/dashboard/analytics', () => {
  it('measures the click-through rate on the accounts that report clicks only', async () => {
    const userId = newUser();
    await PlatformDailyMetricModel.insertMany([
      { userId, platform: 'linkedin', accountId: 'li1', date: daysAgo(1), metrics: { impressions: 1000, clicks: 12 } },
      { userId, platform: 'linkedin', accountId: 'li1', date: daysAgo(0), metrics: { impressions: 600, clicks: 20 } },
      // Instagram's impressions have no clicks beside them: they must not dilute the rate.
      { userId, platform: 'instagram', accountId: 'ig1', date: daysAgo(0), metrics: { impressions: 5000 } },
    ]);
    // 32 clicks over 1,600 impressions.
    expect((await summary(userId)).kpis.clickThroughRate).toBe(2);
  });

  it('answers every KPI, trend and breakdown as the rows add up', async () => {
    const userId = newUser();
    const synced = await seed(userId);
    const result = await summary(userId);
    expect(result.range).toEqual({ start: daysAgo(2), end: daysAgo(0), days: 3 });
    expect(result.comparison).toEqual({ start: daysAgo(5), end: daysAgo(3), days: 3 });
    expect(result.kpis).toEqual({
      totalSales: 400,
      totalOrders: 5,
      averageOrderValue: 80,
      totalRevenue: 400,
      conversionRate: 2,
      totalFollowers: 1240,
      // The period's engagements over the followers (entities): Instagram 100 / 1020 = 9.80 %,
      // TikTok 60 / 220 = 27.27 %: their average (9.80 + 27.27) / 2 = 18.535, shown 18.54.
      avgEngagementRate: 18.54,
      totalReach: 1200,
      totalImpressions: 1800,
      totalEngagements: 160,
      // Neither Instagram nor TikTok reports clicks.
      clickThroughRate: null,
    });
    expect(result.metrics).toEqual({
      revenue: { value: 400, trend: 300 },
      orders: { value: 5, trend: 150 },
      aov: { value: 80, trend: 60 },
      conversionRate: { value: 2, trend: 0 },
      roas: { value: 6.67, trend: null, adSpendEstimated: true },
    });
    expect(result.trends).toHaveLength(3);
    expect(result.trends[0]).toEqual({
      date: daysAgo(2),
      revenue: 100,
      orders: 2,
      aov: 50,
      conversionRate: 2,
      roas: 6.67,
      reach: 500,
      engagement: 60,
      followers: 1200,
      impressions: 800,
    });
    expect(result.trends[2]).toMatchObject({ revenue: 0, orders: 0, aov: 0, conversionRate: null, roas: null });
    expect(
      result.platformBreakdown.map((row) => [row.platform, row.followers, row.followerGrowth, row.engagementRate]),
    ).toEqual([
      ['instagram', 1020, 2, 9.8],
      ['tiktok', 220, 10, 27.27],
    ]);
    // The shop scored like the other platforms: 400 in sales is 400 / 10,000 x 50 = 2 of its 50 points
    // (4 %); an order value of 80 and a conversion of 2 % call for no advice.
    expect(result.shop).toEqual({
      platform: 'shopify',
      sales: 400,
      orders: 5,
      averageOrderValue: 80,
      conversionRate: 2,
      score: 4,
      label: 'Poor',
      advice: [],
    });
    expect(result.topProducts).toEqual([
      { productTitle: 'Tea', totalSales: 270, rank: 1 },
      { productTitle: 'Mug', totalSales: 90, rank: 2 },
      { productTitle: 'Bread', totalSales: 40, rank: 3 },
    ]);
    expect(result.lastUpdated).toBe(synced.toISOString());
    expect(result.metadata).toEqual({
      shopConnected: true,
      // Settings is out of reach here: every synced account counts.
      platforms: ['google-analytics', 'instagram', 'shopify', 'tiktok'],
      connectedAccounts: 4,
      cached: false,
    });
  });

  it('answers from the cache until a sync writes, then computes again', async () => {
    const userId = newUser();
    await seed(userId);
    expect((await summary(userId)).metadata.cached).toBe(false);
    expect((await summary(userId)).metadata.cached).toBe(true);
    await ShopDailyMetricModel.updateOne({ userId, date: daysAgo(0) }, { $set: { totalSales: 100, orderCount: 1 } });
    // Still the cached figures: nothing said the rows changed.
    expect((await summary(userId)).kpis.totalSales).toBe(400);
    const client = createRedisClient(redisUrl(), createLogger({ name: 'dashboard', level: 'silent' }));
    await client.connect();
    await createAnalyticsService({ redis: client }).invalidate(userId);
    await client.quit();
    const fresh = await summary(userId);
    expect(fresh.metadata.cached).toBe(false);
    expect(fresh.kpis.totalSales).toBe(500);
  });

  it.each([
    // [range days, high, medium, low] in minutes: real-time up to 7 days, daily up to 30, else historical.
    [1, 2, 5, 10],
    [7, 2, 5, 10],
    [8, 15, 30, 60],
    [30, 15, 30, 60],
    [31, 120, 360, 1440],
    [365, 120, 360, 1440],
  ])('a %i-day range is cached %i, %i or %i min by priority', (days, high, medium, low) => {
    const minute = 60_000;
    expect([cacheTtlMs(days, 'high'), cacheTtlMs(days, 'medium'), cacheTtlMs(days, 'low')]).toEqual([
      high * minute,
      medium * minute,
      low * minute,
    ]);
  });

  it('serves a cached answer to each reader only while it is fresh for that reader’s priority', async () => {
    const userId = newUser();
    await seed(userId);
    // Midday of the rows' today, so the minutes added never move the range to another day.
    let time = Date.parse(`${daysAgo(0)}T12:00:00Z`);
    const client = createRedisClient(redisUrl(), createLogger({ name: 'dashboard', level: 'silent' }));
    await client.connect();
    const analytics = createAnalyticsService({ redis: client, now: () => time });
    const query = { startDate: '2daysAgo', endDate: 'today' } as const;
    try {
      expect((await analytics.summary(userId, query, 'high')).metadata.cached).toBe(false);
      await ShopDailyMetricModel.updateOne({ userId, date: daysAgo(0) }, { $set: { totalSales: 100, orderCount: 1 } });
      // A 3-day range is real-time: high 2 min, medium 5 min, low 10 min.
      time += 90_000;
      expect(await analytics.summary(userId, query, 'high')).toMatchObject({ metadata: { cached: true } });
      time += 90_000;
      // 3 min old: too old for the owner's screen, still fresh for a tool and for a background reader.
      const forTool = await analytics.summary(userId, query, 'medium');
      expect([forTool.metadata.cached, forTool.kpis.totalSales]).toEqual([true, 400]);
      const forScreen = await analytics.summary(userId, query, 'high');
      expect([forScreen.metadata.cached, forScreen.kpis.totalSales]).toEqual([false, 500]);
      // 6 min after that answer: past medium's 5, within low's 10.
      time += 6 * 60_000;
      expect((await analytics.summary(userId, query, 'low')).metadata.cached).toBe(true);
      expect((await analytics.summary(userId, query, 'medium')).metadata.cached).toBe(false);
    } finally {
      await client.quit();
    }
  });

  it('an owner without data gets zeros, never an error; nobody sees another owner’s figures', async () => {
    const owner = newUser();
    await seed(owner);
    const result = await summary(newUser());
    expect(result.kpis).toMatchObject({
      totalSales: 0,
      totalOrders: 0,
      averageOrderValue: 0,
      conversionRate: null,
      totalFollowers: 0,
    });
    expect(result.metrics.roas.value).toBeNull();
    expect(result.trends.every((point) => point.revenue === 0)).toBe(true);
    expect(result.platformBreakdown).toEqual([]);
    expect(result.metadata).toMatchObject({ shopConnected: false, platforms: [] });
  });

  it('takes the spec’s date inputs: named ranges, NdaysAgo, today and all', async () => {
    const userId = newUser();
    expect((await summary(userId, '?range=last_7_days')).range).toEqual({
      start: daysAgo(6),
      end: daysAgo(0),
      days: 7,
    });
    expect((await summary(userId, '?range=yesterday')).range).toEqual({ start: daysAgo(1), end: daysAgo(1), days: 1 });
    expect((await summary(userId, '')).range.days).toBe(30);
    const all = await summary(userId, '?startDate=all&comparison=none');
    expect(all.range.start).toBe('2020-01-01');
    expect(all.comparison).toBeNull();
    expect(all.trends).toHaveLength(365);
    expect(all.trends.at(-1)?.date).toBe(daysAgo(0));
  });

  it.each([
    ['?startDate=today&endDate=2daysAgo', 'startDate'],
    ['?startDate=2026-02-30', 'startDate'],
    ['?startDate=yesterdayish', 'startDate'],
    ['?range=last_3_days', 'range'],
    ['?comparison=last_year', 'comparison'],
    ['?range=today&limit=5', undefined],
  ])('%s is a 400', async (query, field) => {
    const answer = await callService(fx.app, 'dashboard', 'get', `/analytics${query}`, { userId: newUser() });
    expect(answer.status).toBe(400);
    if (field) expect(answer.body.error.field).toBe(field);
  });

  it('needs a signed-in owner', async () => {
    expect((await callService(fx.app, 'dashboard', 'get', '/analytics')).status).toBe(401);
    expect((await callService(fx.app, 'dashboard', 'get', '/health')).status).toBe(401);
  });
});

describe('GET /api/dashboard/health', () => {
  it('reads the weighted and the quick health from the same figures', async () => {
    const userId = newUser();
    await seed(userId);
    const answer = await callService(fx.app, 'dashboard', 'get', `/health${last3Days}`, { userId });
    expect(answer.status).toBe(200);
    const { reading, quick } = healthResponseSchema.parse(answer.body);
    // Growth weighted by followers: (2 % x 1020 + 10 % x 220) / 1240.
    expect(reading).toEqual(
      healthReading({
        totalFollowers: 1240,
        avgEngagementRate: 18.54,
        followerGrowth: (2 * 1020 + 10 * 220) / 1240,
        totalSales: 400,
        connectedPlatforms: 4,
      }),
    );
    // 1.55 + 35 + 13.7 + 0.4 + 5 points.
    expect(reading.score).toBeCloseTo(55.6, 0);
    expect(reading.status).toBe('warning');
    expect(reading.benchmarkPercentile).toBeCloseTo(reading.score * 0.9 + 10, 0);
    expect(quick.trend).toBe(4.2);
    expect(quick.score).toBeGreaterThanOrEqual(50);
  });
});

describe('POST /api/dashboard/tools/:tool', () => {
  async function tool(userId: string, name: string, body: object = {}) {
    const answer = await callService(fx.app, 'dashboard', 'post', `/tools/${name}`, { userId, body });
    return answer;
  }

  it('each tool answers from the owner’s rows, says what it used, and says when it has nothing', async () => {
    const userId = newUser();
    await seed(userId);
    const executive = (await tool(userId, 'get_executive_dashboard', { days: 3 })).body;
    expect(executive).toMatchObject({ tool: 'get_executive_dashboard', available: true });
    expect(executive.result.kpis.totalSales).toBe(400);
    expect(executive.dataUsed[0]).toContain(daysAgo(2));

    // Instagram's engagement (50, 30, 20) moves with revenue (100, 300, 0) at r = 0.14; TikTok's
    // (10, 20, 30) against it (r = -0.33): Instagram gets 14.3 %, the rest stays unattributed.
    const attribution = (await tool(userId, 'analyze_revenue_attribution', { days: 3 })).body.result;
    expect(attribution.platforms).toEqual([
      { platform: 'instagram', accountId: 'ig1', engagement: 100, correlation: 0.14, share: 14.3 },
      { platform: 'tiktok', accountId: 'tt1', engagement: 60, correlation: -0.33, share: 0 },
    ]);
    expect(attribution.unattributedShare).toBe(85.7);

    const video = (await tool(userId, 'predict_content_performance', { content_type: 'video' })).body.result;
    expect(
      video.platforms.map((row: { platform: string; expectedEngagement: number }) => [
        row.platform,
        row.expectedEngagement,
      ]),
    ).toEqual([
      ['instagram', 3.3],
      ['tiktok', 2],
    ]);
    // Nothing synced by hour: no time to suggest.
    expect(video.audienceHours).toBeNull();

    const week = (await tool(userId, 'generate_weekly_report')).body.result;
    expect(week.revenue.value).toBe(500);
    expect(week.bestDay).toEqual({ date: daysAgo(1), revenue: 300 });
    expect(week.topProduct).toEqual({ productTitle: 'Bread', totalSales: 540, rank: 1 });

    expect((await tool(userId, 'get_competitor_matrix')).body).toMatchObject({ available: false, result: null });
    const ltv = (await tool(userId, 'analyze_customer_ltv')).body;
    expect(ltv).toMatchObject({ available: false, result: { orders90Days: 7, averageOrderValue: 71.43 } });
  });

  it('predict_content_performance adds when the Instagram audience is online, averaged per account and summed', async () => {
    const userId = newUser();
    await seed(userId);
    await PlatformDailyMetricModel.insertMany(
      [1, 0].map((back) => ({
        userId,
        platform: 'instagram',
        accountId: 'ig2',
        date: daysAgo(back),
        metrics: { followers: 500 },
      })),
    );
    const hours = (counts: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => counts[hour] ?? 0);
    const rows: Array<[string, string, number, Record<number, number>, string?]> = [
      // ig1 three days: hour 9 averages (10 + 20 + 31) / 3 = 20.33, hour 19 (100 + 61 + 40) / 3 = 67.
      ['ig1', 'instagram', 2, { 9: 10, 19: 100 }],
      ['ig1', 'instagram', 1, { 9: 20, 19: 61 }],
      ['ig1', 'instagram', 0, { 9: 31, 19: 40 }],
      // ig2 one day: hour 9 70, hour 20 90; its average is over its own day, not ig1's three.
      ['ig2', 'instagram', 1, { 9: 70, 20: 90 }],
      // Outside the last 30 days, another platform and another owner: none of them counts.
      ['ig1', 'instagram', 30, { 3: 5000 }],
      ['tt1', 'tiktok', 1, { 3: 5000 }],
      ['ig1', 'instagram', 1, { 3: 5000 }, newUser()],
    ];
    await PlatformHourlyActivityModel.insertMany(
      rows.map(([accountId, platform, back, counts, owner]) => ({
        userId: owner ?? userId,
        platform,
        accountId,
        date: daysAgo(back),
        hours: hours(counts),
      })),
    );
    const answer = (await tool(userId, 'predict_content_performance', { content_type: 'carousel' })).body;
    expect(answer.dataUsed).toEqual([
      `platform daily rows, ${daysAgo(29)} to ${daysAgo(0)}`,
      `Instagram followers online by hour, ${daysAgo(29)} to ${daysAgo(0)}`,
    ]);
    const result = contentPredictionResultSchema.parse(answer.result);
    // Hour 9: 20.33 + 70 = 90.33; hour 19: 67; hour 20: 90. Summing each day first would have
    // made hour 9 (10 + 90 + 31) / 3 = 43.67 and hour 20 30: the one-day account diluted.
    expect(result.audienceHours).toEqual({
      timeZone: 'UTC',
      hours: hours({ 9: 90.3, 19: 67, 20: 90 }),
      bestHour: 9,
      hoursDataDays: 3,
      accounts: 2,
    });
    // The audience is the same whatever is posted.
    const video = (await tool(userId, 'predict_content_performance', { content_type: 'video' })).body.result;
    expect(video.audienceHours).toEqual(result.audienceHours);
  });

  it('attribution without a shop says there is nothing to attribute', async () => {
    const answer = (await tool(newUser(), 'analyze_revenue_attribution')).body;
    expect(answer).toMatchObject({ available: false, result: null });
  });

  it.each([
    ['get_everything', {}, 404],
    ['analyze_revenue_attribution', { days: 0 }, 400],
    ['analyze_revenue_attribution', { days: 'many' }, 400],
    ['predict_content_performance', { content_type: 'hologram' }, 400],
    ['generate_weekly_report', { extra: true }, 400],
  ])('%s with %j is a %i', async (name, body, status) => {
    expect((await tool(newUser(), name, body)).status).toBe(status);
  });
});
