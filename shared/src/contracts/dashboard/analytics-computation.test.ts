import { analyticsSummarySchema, spanOf } from './analytics';
import {
  analyticsFiguresOf,
  analyticsHealthOf,
  analyticsSummaryOf,
  comparedSpanOf,
  everyDayOf,
  trendSpanOf,
  type AnalyticsConnections,
  type AnalyticsFigures,
  type AnalyticsRange,
  type AnalyticsRows,
  type PlatformDayRow,
} from './analytics-computation';
import { dashboardTexts } from './dashboard-texts';
import { healthReading, quickReading } from './health-score';
import { platformPerformance } from './platform-performance';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isBundledNotShared } = require('../../../build/shared-modules.cjs') as {
  isBundledNotShared: (subpath: string) => boolean;
};

const range: AnalyticsRange = {
  current: spanOf('2025-03-04', '2025-03-06'),
  previous: spanOf('2025-03-01', '2025-03-03'),
};
const connections: AnalyticsConnections = {
  lastUpdated: '2025-03-06T06:00:00.000Z',
  shopConnected: true,
  platforms: ['tiktok', 'instagram', 'tiktok'],
  connectedAccounts: 3,
  cached: false,
};
const noFigures: AnalyticsFigures = {
  shopDays: [],
  sessionDays: new Map(),
  socialDays: [],
  accounts: [],
  topProducts: [],
};
const social = (
  platform: PlatformDayRow['platform'],
  accountId: string,
  date: string,
  metrics: PlatformDayRow['metrics'],
) => ({
  platform,
  accountId,
  date,
  metrics,
});

describe('spans', () => {
  it('lists every day of a span and reads the comparison with the range', () => {
    expect(everyDayOf(spanOf('2025-02-27', '2025-03-02'))).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(comparedSpanOf(range)).toEqual(spanOf('2025-03-01', '2025-03-06'));
    expect(comparedSpanOf({ current: range.current, previous: null })).toEqual(range.current);
  });

  it('keeps the last 365 days of a longer range for the series', () => {
    expect(trendSpanOf(spanOf('2025-01-01', '2025-01-31'))).toEqual(spanOf('2025-01-01', '2025-01-31'));
    expect(trendSpanOf(spanOf('2020-01-01', '2025-06-15'))).toEqual(spanOf('2024-06-16', '2025-06-15'));
  });
});

describe('analyticsFiguresOf', () => {
  const rows: AnalyticsRows = {
    shopDays: [
      { date: '2025-03-05', totalSales: 100.25, orderCount: 2 },
      { date: '2025-03-02', totalSales: 50, orderCount: 1 },
      // A second shop the same day adds up with the first.
      { date: '2025-03-05', totalSales: 20, orderCount: 1 },
      { date: '2025-02-28', totalSales: 999, orderCount: 9 },
    ],
    platformDays: [
      social('google-analytics', 'property-b', '2025-03-05', { sessions: 500 }),
      social('google-analytics', 'property-a', '2025-03-05', { sessions: 100 }),
      social('google-analytics', 'property-a', '2025-03-02', { sessions: 40 }),
      social('instagram', 'ig-1', '2025-03-06', { followers: 1100, reach: 10, engagement: 5, impressions: 30 }),
      social('instagram', 'ig-1', '2025-03-04', {
        followers: 1000,
        reach: 20,
        engagement: 7,
        impressions: 40,
        views: 3,
      }),
      social('facebook', 'fb-1', '2025-03-05', { followers: 300, reach: 1, clicks: 4, impressions: 200 }),
      social('facebook', 'fb-1', '2025-03-06', { reach: 2, impressions: 100 }),
      social('instagram', 'ig-1', '2025-03-01', { followers: 900, reach: 1000 }),
    ],
    productDays: [
      { date: '2025-03-04', shopifyProductId: 'p2', productTitle: 'Mug', totalSales: 10 },
      { date: '2025-03-06', shopifyProductId: 'p1', productTitle: 'Cup (new name)', totalSales: 5 },
      { date: '2025-03-05', shopifyProductId: 'p1', productTitle: 'Cup', totalSales: 5 },
      { date: '2025-03-05', shopifyProductId: 'p3', productTitle: 'Bowl', totalSales: 1 },
      { date: '2025-03-01', shopifyProductId: 'p3', productTitle: 'Bowl', totalSales: 1000 },
      ...['p4', 'p5', 'p6', 'p7'].map((id) => ({
        date: '2025-03-04',
        shopifyProductId: id,
        productTitle: id,
        totalSales: 0.5,
      })),
    ],
  };

  it('sums the shop and its sessions by day over the range and its comparison', () => {
    const figures = analyticsFiguresOf(rows, range);
    expect(figures.shopDays).toEqual([
      { date: '2025-03-02', revenue: 50, orders: 1 },
      { date: '2025-03-05', revenue: 120.25, orders: 3 },
    ]);
    // The first property only, as the service reads it.
    expect([...figures.sessionDays].sort()).toEqual([
      ['2025-03-02', 40],
      ['2025-03-05', 100],
    ]);
  });

  it('sums the social accounts of the range by day and by account, the web analytics left out', () => {
    const figures = analyticsFiguresOf(rows, range);
    expect(figures.socialDays).toEqual([
      { date: '2025-03-04', reach: 20, engagement: 7, impressions: 40, followers: 1000 },
      { date: '2025-03-05', reach: 1, engagement: 0, impressions: 200, followers: 300 },
      { date: '2025-03-06', reach: 12, engagement: 5, impressions: 130, followers: 1100 },
    ]);
    expect(figures.accounts).toEqual([
      {
        platform: 'facebook',
        accountId: 'fb-1',
        reach: 3,
        impressions: 300,
        engagement: 0,
        views: 0,
        clicks: 4,
        // Only the impressions of the days that reported clicks.
        clickedImpressions: 200,
        firstFollowers: 300,
        lastFollowers: null,
        days: 2,
      },
      {
        platform: 'instagram',
        accountId: 'ig-1',
        reach: 30,
        impressions: 70,
        engagement: 12,
        views: 3,
        clicks: 0,
        clickedImpressions: 0,
        firstFollowers: 1000,
        lastFollowers: 1100,
        days: 2,
      },
    ]);
  });

  it("ranks the range's products best first, ties by id, the newest title, five at most", () => {
    expect(analyticsFiguresOf(rows, range).topProducts).toEqual([
      { productTitle: 'Cup (new name)', totalSales: 10 },
      { productTitle: 'Mug', totalSales: 10 },
      { productTitle: 'Bowl', totalSales: 1 },
      { productTitle: 'p4', totalSales: 0.5 },
      { productTitle: 'p5', totalSales: 0.5 },
    ]);
  });

  it('has nothing without rows', () => {
    expect(analyticsFiguresOf({ shopDays: [], platformDays: [], productDays: [] }, range)).toEqual(noFigures);
  });
});

describe('analyticsSummaryOf', () => {
  const figures: AnalyticsFigures = {
    shopDays: [
      { date: '2025-03-01', revenue: 100, orders: 4 },
      { date: '2025-03-04', revenue: 100.004, orders: 2 },
      { date: '2025-03-06', revenue: 50, orders: 1 },
    ],
    sessionDays: new Map([
      ['2025-03-01', 200],
      ['2025-03-04', 50],
      ['2025-03-06', 50],
    ]),
    socialDays: [{ date: '2025-03-05', reach: 9, engagement: 8, impressions: 7, followers: 6 }],
    accounts: [
      {
        platform: 'instagram',
        accountId: 'ig-1',
        reach: 300,
        impressions: 900,
        engagement: 60,
        views: 10,
        clicks: 0,
        clickedImpressions: 0,
        firstFollowers: 1000,
        lastFollowers: 1100,
        days: 3,
      },
      {
        platform: 'tiktok',
        accountId: 'tt-1',
        reach: 30,
        impressions: 100,
        engagement: 0,
        views: 0,
        clicks: 3,
        clickedImpressions: 150,
        firstFollowers: 0,
        lastFollowers: 0,
        days: 1,
      },
    ],
    topProducts: [
      { productTitle: 'Mug', totalSales: 10.006 },
      { productTitle: 'Cup', totalSales: 4 },
    ],
  };

  it("adds the range's totals up and compares them with the period before", () => {
    const summary = analyticsSummaryOf(range, figures, connections);
    expect(summary.range).toEqual(range.current);
    expect(summary.comparison).toEqual(range.previous);
    expect(summary.kpis).toEqual({
      totalSales: 150,
      totalOrders: 3,
      averageOrderValue: 50,
      totalRevenue: 150,
      conversionRate: 3,
      totalFollowers: 1100,
      // The accounts with followers only: Instagram's 60 engagements of the period over its 1,100
      // followers (entities: engagement divided by followers), 60 / 1100 × 100 = 5.4545 -> 5.45.
      avgEngagementRate: 5.45,
      totalReach: 330,
      totalImpressions: 1000,
      totalEngagements: 60,
      clickThroughRate: 2,
    });
    expect(summary.metrics).toEqual({
      revenue: { value: 150, trend: 50 },
      orders: { value: 3, trend: -25 },
      aov: { value: 50, trend: 100 },
      conversionRate: { value: 3, trend: 50 },
      roas: { value: 6.67, trend: null, adSpendEstimated: true },
    });
  });

  it('gives a point for every day of the range, zeros where nothing was synced', () => {
    expect(analyticsSummaryOf(range, figures, connections).trends).toEqual([
      {
        date: '2025-03-04',
        revenue: 100,
        orders: 2,
        aov: 50,
        conversionRate: 4,
        roas: 6.67,
        reach: 0,
        engagement: 0,
        followers: 0,
        impressions: 0,
      },
      {
        date: '2025-03-05',
        revenue: 0,
        orders: 0,
        aov: 0,
        conversionRate: null,
        roas: null,
        reach: 9,
        engagement: 8,
        followers: 6,
        impressions: 7,
      },
      {
        date: '2025-03-06',
        revenue: 50,
        orders: 1,
        aov: 50,
        conversionRate: 2,
        roas: 6.67,
        reach: 0,
        engagement: 0,
        followers: 0,
        impressions: 0,
      },
    ]);
  });

  it('scores each account with the platform-performance model, its growth unknown without a first count', () => {
    const [instagram, tiktok] = analyticsSummaryOf(range, figures, connections).platformBreakdown;
    const performance = platformPerformance({
      followers: 1100,
      engagement: 60,
      followerGrowth: 10,
      engagementRate: 5.45,
      hasData: true,
    });
    expect(instagram).toEqual({
      platform: 'instagram',
      accountId: 'ig-1',
      followers: 1100,
      followerGrowth: 10,
      reach: 300,
      impressions: 900,
      engagement: 60,
      views: 10,
      engagementRate: 5.45,
      score: performance.score,
      label: performance.label,
      advice: performance.advice,
    });
    expect(tiktok).toMatchObject({ followers: 0, followerGrowth: null, engagementRate: 0 });
    // Excellent engagement (5.45 % is above 3 %), growth 10 % not flagged.
    expect(instagram?.advice).toEqual([dashboardTexts.platformAdvice.engagementExcellent('5.45')]);
  });

  it('has data only with followers, sales, engagement or views (entities: hasData), reach alone is none', () => {
    const reachOnly: AnalyticsFigures = {
      ...noFigures,
      accounts: [
        {
          platform: 'tiktok',
          accountId: 'tt-2',
          reach: 500,
          impressions: 800,
          engagement: 0,
          views: 0,
          clicks: 0,
          clickedImpressions: 0,
          firstFollowers: 0,
          lastFollowers: 0,
          days: 3,
        },
      ],
    };
    const [row] = analyticsSummaryOf(range, reachOnly, connections).platformBreakdown;
    // No data: score 0, Poor, no advice (a 25 with low-engagement advice before).
    expect(row).toMatchObject({ reach: 500, score: 0, label: 'Poor', advice: [] });
    const viewed = analyticsSummaryOf(
      range,
      { ...reachOnly, accounts: reachOnly.accounts.map((account) => ({ ...account, views: 40 })) },
      connections,
    ).platformBreakdown[0];
    // Data, but no scoring part: 25, with the low-engagement advice (0 %).
    expect(viewed).toMatchObject({
      score: 25,
      label: 'Poor',
      advice: [dashboardTexts.platformAdvice.engagementLow('0')],
    });
  });

  it('scores the shop like the other platforms: its sales part and its order value and conversion advice', () => {
    // Sales 150 (of 10,000 for the 50 points): 150 / 10000 × 50 = 0.75 points of 50 = 1.5 %.
    // Order value 150 / 3 = 50 (not below 50); conversion 3 orders / 100 sessions = 3 % (not below 2 %).
    expect(analyticsSummaryOf(range, figures, connections).shop).toEqual({
      platform: 'shopify',
      sales: 150,
      orders: 3,
      averageOrderValue: 50,
      conversionRate: 3,
      score: 1.5,
      label: 'Poor',
      advice: [],
    });
    // A busier month with a smaller basket and fewer orders per visit.
    const busy: AnalyticsFigures = {
      ...noFigures,
      shopDays: [{ date: '2025-03-05', revenue: 6000, orders: 150 }],
      sessionDays: new Map([['2025-03-05', 10000]]),
    };
    // 6000 / 10000 × 50 = 30 points of 50 = 60 %; order value 40; conversion 150 / 10000 = 1.5 %.
    expect(analyticsSummaryOf(range, busy, connections).shop).toEqual({
      platform: 'shopify',
      sales: 6000,
      orders: 150,
      averageOrderValue: 40,
      conversionRate: 1.5,
      score: 60,
      label: 'Good',
      advice: [
        dashboardTexts.platformAdvice.averageOrderValueLow('$40'),
        dashboardTexts.platformAdvice.conversionLow('1.5'),
      ],
    });
    // Without sessions the rate is unknown, and the advice says so instead of inventing one.
    expect(analyticsSummaryOf(range, { ...busy, sessionDays: new Map() }, connections).shop?.advice).toEqual([
      dashboardTexts.platformAdvice.averageOrderValueLow('$40'),
      dashboardTexts.platformAdvice.conversionUnknown,
    ]);
    // No sales in the range: no data, no advice; no shop connected: no shop.
    expect(analyticsSummaryOf(range, noFigures, connections).shop).toMatchObject({ score: 0, advice: [] });
    expect(analyticsSummaryOf(range, busy, { ...connections, shopConnected: false }).shop).toBeNull();
  });

  it('ranks the top products, rounds their sales and names the connections as given', () => {
    const summary = analyticsSummaryOf(range, figures, connections);
    expect(summary.topProducts).toEqual([
      { productTitle: 'Mug', totalSales: 10.01, rank: 1 },
      { productTitle: 'Cup', totalSales: 4, rank: 2 },
    ]);
    expect(summary.lastUpdated).toBe(connections.lastUpdated);
    expect(summary.metadata).toEqual({
      shopConnected: true,
      platforms: ['instagram', 'tiktok'],
      connectedAccounts: 3,
      cached: false,
    });
    expect(() => analyticsSummarySchema.parse(summary)).not.toThrow();
  });

  it('knows no conversion, click-through or trend without sessions, clicks or a comparison', () => {
    const summary = analyticsSummaryOf(
      { current: range.current, previous: null },
      { ...figures, sessionDays: new Map(), accounts: [] },
      connections,
    );
    expect(summary.kpis).toMatchObject({ conversionRate: null, clickThroughRate: null, avgEngagementRate: 0 });
    expect(summary.metrics.revenue.trend).toBeNull();
    expect(summary.metrics.conversionRate).toEqual({ value: null, trend: null });
    expect(analyticsSummaryOf(range, noFigures, connections).metrics.roas.value).toBeNull();
  });
});

describe('analyticsHealthOf', () => {
  it("reads both health scores from the summary's figures", () => {
    const summary = analyticsSummaryOf(
      range,
      analyticsFiguresOf(
        {
          shopDays: [
            { date: '2025-03-04', totalSales: 300, orderCount: 3 },
            { date: '2025-03-05', totalSales: 100, orderCount: 1 },
            { date: '2025-03-06', totalSales: 200, orderCount: 2 },
          ],
          platformDays: [
            social('instagram', 'ig-1', '2025-03-04', { followers: 1000, engagement: 30 }),
            social('instagram', 'ig-1', '2025-03-06', { followers: 1100, engagement: 20 }),
            social('tiktok', 'tt-1', '2025-03-04', { followers: 3000, engagement: 10 }),
            social('tiktok', 'tt-1', '2025-03-05', { followers: 3000, engagement: 5 }),
            social('tiktok', 'tt-1', '2025-03-06', { followers: 3300, engagement: 40 }),
          ],
          productDays: [],
        },
        range,
      ),
      connections,
    );
    expect(analyticsHealthOf(summary)).toEqual({
      reading: healthReading({
        totalFollowers: 4400,
        avgEngagementRate: summary.kpis.avgEngagementRate,
        // Instagram +10 % on 1,100 followers and TikTok +10 % on 3,300: weighted by followers.
        followerGrowth: 10,
        totalSales: 600,
        connectedPlatforms: 2,
      }),
      quick: quickReading({
        avgEngagementRate: summary.kpis.avgEngagementRate,
        tiktokGrowthRate: 10,
        dailySales: [300, 100, 200],
        dailyEngagement: [40, 5, 60],
      }),
    });
  });

  it('estimates the growth when no account knows it', () => {
    const summary = analyticsSummaryOf(range, noFigures, { ...connections, platforms: [] });
    expect(analyticsHealthOf(summary).reading).toEqual(
      healthReading({
        totalFollowers: 0,
        avgEngagementRate: 0,
        followerGrowth: null,
        totalSales: 0,
        connectedPlatforms: 0,
      }),
    );
  });
});

describe('bundling', () => {
  it('is bundled into the apps that compute analytics, never a federation share of every first visit', () => {
    expect(isBundledNotShared('contracts/dashboard/analytics-computation')).toBe(true);
  });
});
