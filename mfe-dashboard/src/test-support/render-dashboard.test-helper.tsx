import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import type { AnalyticsSummary, TrendPoint } from '@scp/shared/contracts/dashboard/analytics';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import DashboardRoutes from '../routes';

export const ANALYTICS = 'GET /api/dashboard/analytics';
export const HEALTH = 'GET /api/dashboard/health';
export const SYNC = 'POST /api/dashboard/sync';
export const DEMO_KEY = 'scp.dashboard.demoData';

export const dashboardUser: SessionUser = {
  id: '6b05cac40c175ed74e457925',
  email: 'ann@example.com',
  user_metadata: { full_name: 'Ann Baker' },
};

/** The dashboard remote at `path`, signed in. */
export function renderDashboard(path = '/') {
  return renderRemote(<DashboardRoutes />, path, (store) => {
    store.dispatch(sessionResolved({ user: dashboardUser, expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
  });
}

/** 30 days of known figures, oldest first: day i (1-based) sells i orders of $50 and gets 10·i engagements. */
export function trendFixture(days = 30, end = '2026-11-24'): TrendPoint[] {
  const endTime = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = index + 1;
    return {
      date: new Date(endTime - (days - day) * 86_400_000).toISOString().slice(0, 10),
      revenue: day * 50,
      orders: day,
      aov: 50,
      conversionRate: 2,
      roas: 6.67,
      reach: day * 100,
      engagement: day * 10,
      followers: 1000 + day * 10,
      impressions: day * 150,
    };
  });
}

/** An owner with a Shopify store and an Instagram account, over `trendFixture`'s 30 days. */
export function summaryFixture(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  const trends = trendFixture();
  return {
    range: { start: trends[0]!.date, end: trends.at(-1)!.date, days: 30 },
    comparison: { start: '2026-09-26', end: '2026-10-25', days: 30 },
    currency: 'USD',
    kpis: {
      totalSales: 23250,
      totalOrders: 465,
      averageOrderValue: 50,
      totalRevenue: 23250,
      conversionRate: 2,
      totalFollowers: 1300,
      avgEngagementRate: 1.2,
      totalReach: 46500,
      totalImpressions: 69750,
      totalEngagements: 4650,
      clickThroughRate: 1.5,
    },
    metrics: {
      revenue: { value: 23250, trend: 12.5 },
      orders: { value: 465, trend: -4 },
      aov: { value: 50, trend: 0 },
      conversionRate: { value: 2, trend: null },
      roas: { value: 6.67, trend: null, adSpendEstimated: true },
    },
    trends,
    platformBreakdown: [
      {
        platform: 'instagram',
        accountId: '17841400000000001',
        followers: 1300,
        followerGrowth: 29.7,
        reach: 46500,
        impressions: 69750,
        engagement: 4650,
        views: 0,
        engagementRate: 1.2,
        score: 62.5,
        label: 'Good',
        advice: ['Good engagement at 1.2%: try more short videos and questions to push it further.'],
      },
    ],
    shop: {
      platform: 'shopify',
      sales: 23250,
      orders: 465,
      averageOrderValue: 50,
      conversionRate: 2,
      score: 100,
      label: 'Excellent',
      advice: [],
    },
    topProducts: [
      { productTitle: 'Sourdough loaf', totalSales: 9000, rank: 1 },
      { productTitle: 'Croissant box', totalSales: 4000, rank: 2 },
    ],
    lastUpdated: '2026-11-24T06:00:00.000Z',
    metadata: { shopConnected: true, platforms: ['instagram', 'shopify'], cached: false, connectedAccounts: 2 },
    ...overrides,
  };
}

export function healthFixture(
  score = 61.5,
  tips: string[] = ['Post 3 times a week on your strongest platform to grow followers toward 20,000.'],
): HealthResponse {
  return {
    reading: {
      score,
      status: score >= 85 ? 'excellent' : score >= 70 ? 'good' : score >= 50 ? 'warning' : 'critical',
      statusLabel: '',
      components: [
        { key: 'followers', points: 1.6, maxPoints: 25, input: 1300, target: 20000, action: tips[0] ?? 'Grow.' },
        { key: 'engagement', points: 7.6, maxPoints: 35, input: 1.2, target: 5.5, action: 'Reply to every comment.' },
        { key: 'growth', points: 10, maxPoints: 20, input: 2.5, target: 5, estimated: true, action: 'Run a giveaway.' },
        { key: 'revenue', points: 20, maxPoints: 20, input: 23250, target: 10000, action: 'Tag products.' },
        { key: 'diversification', points: 3, maxPoints: 5, input: 2, target: 4, action: 'Connect another platform.' },
      ],
      tips,
      benchmarkPercentile: 65.4,
    },
    quick: { score: 58, trend: 4.2 },
  };
}
