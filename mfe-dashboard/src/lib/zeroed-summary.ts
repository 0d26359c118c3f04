import {
  isoDay,
  resolveDateRange,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '@scp/shared/contracts/dashboard/analytics';
import { analytics } from '@scp/shared/contracts/dashboard/dashboard-constants';

/**
 * What a screen shows when the summary cannot be read (dashboard §8: "Dashboard summary failures
 * return zeroed metrics"): the range asked, every figure 0 or unknown, no series. Shown beside the
 * failure's reason, never as the owner's figures.
 */
export function zeroedSummary(query: AnalyticsQuery, now = Date.now()): AnalyticsSummary {
  const today = isoDay(now);
  const range = resolveDateRange(query, today) ?? resolveDateRange({}, today);
  const current = range?.current ?? { start: today, end: today, days: 1 };
  const zero = { value: 0, trend: null };
  return {
    range: current,
    comparison: range?.previous ?? null,
    currency: analytics.currency,
    kpis: {
      totalSales: 0,
      totalOrders: 0,
      averageOrderValue: 0,
      totalRevenue: 0,
      conversionRate: null,
      totalFollowers: 0,
      avgEngagementRate: 0,
      totalReach: 0,
      totalImpressions: 0,
      totalEngagements: 0,
      clickThroughRate: null,
    },
    metrics: {
      revenue: zero,
      orders: zero,
      aov: zero,
      conversionRate: { value: null, trend: null },
      roas: { value: null, trend: null, adSpendEstimated: true },
    },
    trends: [],
    platformBreakdown: [],
    topProducts: [],
    lastUpdated: null,
    metadata: { shopConnected: false, platforms: [], cached: false, connectedAccounts: 0 },
  };
}
