import { analyticsSummarySchema } from '@scp/shared/contracts/dashboard/analytics';
import { analyticsHealthOf } from '@scp/shared/contracts/dashboard/analytics-computation';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { healthResponseSchema } from '@scp/shared/contracts/dashboard/health';
import { demoAnalytics } from './demo-dataset';

const TODAY = '2025-06-15';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('demoAnalytics', () => {
  it('gives the same answer for the same query and day', () => {
    expect(demoAnalytics({ range: 'last_30_days' }, TODAY)).toEqual(demoAnalytics({ range: 'last_30_days' }, TODAY));
  });

  it('adds its totals up from its own daily series', () => {
    const summary = demoAnalytics({ range: 'last_30_days' }, TODAY);
    const { kpis, trends } = summary;
    expect(trends).toHaveLength(30);
    expect(kpis.totalSales).toBeCloseTo(sum(trends.map((point) => point.revenue)), 2);
    expect(kpis.totalOrders).toBe(sum(trends.map((point) => point.orders)));
    expect(kpis.averageOrderValue).toBe(Math.round((kpis.totalSales / kpis.totalOrders) * 100) / 100);
    expect(kpis.totalReach).toBe(sum(trends.map((point) => point.reach)));
    expect(kpis.totalEngagements).toBe(sum(trends.map((point) => point.engagement)));
    expect(kpis.totalImpressions).toBe(sum(trends.map((point) => point.impressions)));
    expect(kpis.totalFollowers).toBe(trends.at(-1)?.followers);
    expect(summary.metrics.roas).toEqual({ value: 6.67, trend: null, adSpendEstimated: true });
    expect(sum(summary.topProducts.map((product) => product.totalSales))).toBeLessThan(kpis.totalSales);
    expect(summary.topProducts.map((product) => product.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stays in the promised ranges', () => {
    const { trends, metadata, platformBreakdown, lastUpdated } = demoAnalytics({ range: 'last_12_months' }, TODAY);
    for (const point of trends) {
      expect(point.revenue).toBeGreaterThanOrEqual(1400);
      expect(point.revenue).toBeLessThanOrEqual(3700);
      expect(point.conversionRate).toBeGreaterThanOrEqual(2.5);
      expect(point.conversionRate).toBeLessThanOrEqual(4);
    }
    expect(metadata).toMatchObject({ shopConnected: true, cached: false, connectedAccounts: 7 });
    expect(metadata.platforms).toHaveLength(7);
    expect(platformBreakdown.map((row) => row.platform)).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'tiktok',
    ]);
    expect(lastUpdated).toBe(`${TODAY}T06:00:00.000Z`);
  });

  it("keeps at most 365 points for 'all', ending today", () => {
    const { trends, range } = demoAnalytics({ startDate: 'all' }, TODAY);
    expect(range.start).toBe('2020-01-01');
    expect(trends.length).toBeLessThanOrEqual(365);
    expect(trends.at(-1)?.date).toBe(TODAY);
  });

  it('keeps a day the same whatever range contains it', () => {
    const day = '2025-06-10';
    const pick = (query: Parameters<typeof demoAnalytics>[0]) =>
      demoAnalytics(query, TODAY).trends.find((point) => point.date === day);
    const week = pick({ range: 'last_7_days' });
    expect(week?.revenue).toBeGreaterThan(0);
    expect(pick({ range: 'last_90_days' })).toEqual(week);
    expect(pick({ startDate: day, endDate: day, comparison: 'none' })).toEqual(week);
    expect(demoAnalytics({ range: 'last_7_days' }, '2025-06-12').trends.find((p) => p.date === day)).toEqual(week);
  });

  it('has nothing before the demo starts and no trend against it', () => {
    const summary = demoAnalytics({ startDate: '2024-01-01', endDate: '2024-01-31' }, TODAY);
    expect(summary.metrics.revenue.trend).toBeNull();
    expect(demoAnalytics({ startDate: '2023-01-01', endDate: '2023-01-31' }, TODAY).platformBreakdown).toEqual([]);
  });

  it('parses with the contract schema', () => {
    expect(() => analyticsSummarySchema.parse(demoAnalytics({}, TODAY))).not.toThrow();
    expect(() => analyticsSummarySchema.parse(demoAnalytics({ startDate: 'all' }, TODAY))).not.toThrow();
  });

  it('rejects a start after the end', () => {
    expect(() => demoAnalytics({ startDate: '2025-06-10', endDate: '2025-06-01' }, TODAY)).toThrow(Error);
  });
});

describe("the demo's health", () => {
  const DASHBOARD = { range: 'last_30_days', comparison: 'previous_period' } as const;

  it("reads the product's demo score, 96, from the demo's own month by the model (nothing forced)", () => {
    const summary = demoAnalytics(DASHBOARD, TODAY);
    const { reading, quick } = healthResponseSchema.parse(analyticsHealthOf(summary));
    expect(reading.score).toBe(dashboard.demoHealthScore);
    expect(reading).toMatchObject({
      status: 'excellent',
      statusLabel: dashboardTexts.dashboard.healthStatus.excellent,
      // 96 × 0.9 + 10 = 96.4, clamped to 95.
      benchmarkPercentile: 95,
    });
    // Followers, engagement, revenue and platforms at their targets (25 + 35 + 20 + 5); follower growth
    // 2.75 % of the 5 % target: 20 × 2.75 / 5 = 11 points. 25 + 35 + 11 + 20 + 5 = 96.
    const points = Object.fromEntries(reading.components.map((component) => [component.key, component.points]));
    expect(points).toEqual({ followers: 25, engagement: 35, growth: 11, revenue: 20, diversification: 5 });
    expect(reading.components.find((component) => component.key === 'growth')?.input).toBeCloseTo(2.75, 1);
    // The one part below its target is the one tip.
    expect(reading.tips).toEqual([dashboardTexts.healthActions.growth('5')]);
    // The inputs are the figures the screens show.
    expect(reading.components[0]?.input).toBe(summary.kpis.totalFollowers);
    expect(reading.components[1]?.input).toBe(summary.kpis.avgEngagementRate);
    expect(reading.components[3]?.input).toBe(summary.kpis.totalSales);
    // The quick reading from the same month: 50 + 25 (rate above 5 %) + TikTok 2.75 % × 3 + the correlation.
    expect(quick.trend).toBe(4.2);
    expect(quick.score).toBeGreaterThanOrEqual(83.2);
    expect(quick.score).toBeLessThanOrEqual(93.3);
  });

  it('reads 96 whenever the dashboard is opened (a day a week over four years), the period engagement rate above the 5.5 % target', () => {
    const start = Date.parse('2024-03-01T00:00:00Z');
    for (let day = 0; day < 1500; day += 7) {
      const today = new Date(start + day * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const summary = demoAnalytics(DASHBOARD, today);
      expect({ today, score: analyticsHealthOf(summary).reading.score }).toEqual({ today, score: 96 });
      expect(summary.kpis.avgEngagementRate).toBeGreaterThan(5.5);
    }
  });
});
