import { spanOf } from './analytics';
import { analyticsSummaryOf, type AnalyticsConnections, type AnalyticsFigures } from './analytics-computation';

// The ROAS card and its daily series: from the synced ad spend where the owner has an ad account,
// from the 15 % estimate (and marked so) where not. The shop's days and the spend are written out
// and every figure below worked out by hand from them.

const range = { current: spanOf('2026-03-04', '2026-03-06'), previous: spanOf('2026-03-01', '2026-03-03') };
const connections: AnalyticsConnections = {
  lastUpdated: null,
  shopConnected: true,
  platforms: ['shopify', 'facebook'],
  connectedAccounts: 2,
  cached: false,
};
const shopDays = [
  { date: '2026-03-02', revenue: 300, orders: 6 },
  { date: '2026-03-04', revenue: 400, orders: 8 },
  { date: '2026-03-05', revenue: 200, orders: 4 },
  { date: '2026-03-06', revenue: 0, orders: 0 },
];
const figures: AnalyticsFigures = {
  shopDays,
  sessionDays: new Map(),
  socialDays: [],
  accounts: [],
  topProducts: [],
};

describe('ROAS in the analytics summary', () => {
  it('from real spend: revenue ÷ spend over the range, its trend against the previous period, per day', () => {
    const summary = analyticsSummaryOf(
      range,
      {
        ...figures,
        adSpendDays: new Map([
          ['2026-03-02', 100],
          ['2026-03-04', 50],
          ['2026-03-05', 30],
        ]),
      },
      connections,
    );
    // Range: 600 revenue ÷ 80 spend = 7.5; before: 300 ÷ 100 = 3, so +150 %.
    expect(summary.metrics.roas).toEqual({ value: 7.5, trend: 150, adSpendEstimated: false });
    const byDay = new Map(summary.trends.map((point) => [point.date, point.roas]));
    // 400 ÷ 50 = 8; 200 ÷ 30 = 6.67; a day without spend has none (not the estimate).
    expect(byDay.get('2026-03-04')).toBe(8);
    expect(byDay.get('2026-03-05')).toBe(6.67);
    expect(byDay.get('2026-03-06')).toBeNull();
  });

  it('an ad account without spend in the range has no ROAS rather than the estimate', () => {
    const summary = analyticsSummaryOf(range, { ...figures, adSpendDays: new Map() }, connections);
    expect(summary.metrics.roas).toEqual({ value: null, trend: null, adSpendEstimated: false });
  });

  it('without an ad account: the estimate (revenue ÷ 15 % of it), marked as estimated', () => {
    for (const withoutAds of [figures, { ...figures, adSpendDays: null }]) {
      const summary = analyticsSummaryOf(range, withoutAds, connections);
      expect(summary.metrics.roas).toEqual({ value: 6.67, trend: null, adSpendEstimated: true });
      expect(summary.trends.find((point) => point.date === '2026-03-04')?.roas).toBe(6.67);
    }
  });
});
