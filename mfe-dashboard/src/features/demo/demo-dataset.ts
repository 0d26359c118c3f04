import {
  isoDay,
  resolveDateRange,
  spanOf,
  type AnalyticsQuery,
  type AnalyticsSummary,
  type DateSpan,
  type PlatformBreakdown,
  type TrendPoint,
} from '@scp/shared/contracts/dashboard/analytics';
import { analytics, dashboard, healthScoreSimple } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { healthStatusLabelOf, healthStatusOf } from '@scp/shared/contracts/dashboard/dashboard-format';
import { estimatedRoasOf, percentChange, round } from '@scp/shared/contracts/dashboard/dashboard-math';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { benchmarkPercentileOf, healthReading } from '@scp/shared/contracts/dashboard/health-score';
import { platformPerformance } from '@scp/shared/contracts/dashboard/platform-performance';
import type { PlatformKey } from '@scp/shared/contracts/integrations/integrations-constants';

/**
 * The "Demo Data" dataset (dashboard §4): a fictional shop, seeded so every reload and every range
 * shows the same numbers, and shaped exactly like the server's answers so the screens need no demo
 * branch. It never touches the owner's data: the caller swaps the whole answer, never merges.
 */

export const DEMO_SHOP_NAME = 'Demo Boutique';

const DAY_MS = 24 * 3600 * 1000;
const FIRST_DAY_TIME = Date.parse('2024-01-01T00:00:00Z');
const SEED = 0x5eed2024;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** mulberry32: tiny, fast and identical in every engine, unlike Math.random. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Sorted as the server sorts its breakdown. `engagementRate` is engagements per follower per day in
 * percent (the server's formula); scores, labels and advice come from the same platform-performance
 * model the server uses.
 */
const SOCIAL = [
  { platform: 'facebook', followers: 8600, growth: 0.00015, engagementRate: 4.6, reach: 0.3, views: 0.25 },
  { platform: 'instagram', followers: 12400, growth: 0.0003, engagementRate: 6.1, reach: 0.42, views: 0.35 },
  { platform: 'linkedin', followers: 3100, growth: 0.0002, engagementRate: 5.2, reach: 0.25, views: 0.1 },
  { platform: 'pinterest', followers: 4700, growth: 0.00025, engagementRate: 5.4, reach: 0.5, views: 0.2 },
  { platform: 'tiktok', followers: 15200, growth: 0.0005, engagementRate: 8.3, reach: 0.6, views: 0.8 },
] as const satisfies ReadonlyArray<{ platform: PlatformKey } & Record<string, unknown>>;

const PLATFORMS: PlatformKey[] = [
  ...SOCIAL.map((row) => row.platform),
  'shopify' as const,
  'google-analytics' as const,
].sort();

// Shares of the range's revenue, best seller first, so the top products never exceed the sales.
const PRODUCTS = ['Linen Wrap Dress', 'Everyday Canvas Tote', 'Gold Hoop Earrings', 'Cashmere Beanie', 'Pour-Over Set'];
const PRODUCT_SHARES = [0.16, 0.12, 0.1, 0.08, 0.06];

/**
 * One day of the demo shop, seeded by the day itself so its values are the same whatever range
 * contains it; nothing before 2024-01-01 (like a shop with no synced rows yet).
 */
function demoDay(date: string) {
  const time = Date.parse(`${date}T00:00:00Z`);
  const index = Math.round((time - FIRST_DAY_TIME) / DAY_MS);
  if (index < 0) return undefined;
  const random = mulberry32(SEED ^ Math.imul(index + 1, 0x9e3779b1));
  const jitter = (spread: number) => 1 + (random() * 2 - 1) * spread;
  // Weekends sell best, Mondays least; growth is a mild ~5 % a year.
  const weekly = [1.12, 0.9, 0.92, 0.95, 1, 1.06, 1.15][new Date(time).getUTCDay()] ?? 1;
  const target = Math.min(3500, Math.max(1500, 2300 * weekly * (1 + index * 0.00015) * jitter(0.1)));
  const aov = 68 * jitter(0.06);
  const orders = Math.round(target / aov);
  // Kept inside 2.5–4 % even after rounding the sessions.
  const conversion = 2.55 + random() * 1.4;
  const social = SOCIAL.map((profile) => {
    const followers = Math.round(profile.followers * (1 + profile.growth) ** index);
    const reach = Math.round(followers * profile.reach * jitter(0.15));
    const impressions = Math.round(reach * (1.6 + random() * 0.6));
    return {
      followers,
      reach,
      impressions,
      engagement: Math.round(((followers * profile.engagementRate) / 100) * jitter(0.2)),
      views: Math.round(impressions * profile.views * jitter(0.1)),
    };
  });
  return { revenue: round(orders * aov), orders, sessions: Math.round(orders / (conversion / 100)), social };
}

type DemoDay = NonNullable<ReturnType<typeof demoDay>>;
type SocialDay = DemoDay['social'][number];
const total = (rows: readonly SocialDay[], key: keyof SocialDay) => sum(rows.map((row) => row[key]));

const everyDay = (span: DateSpan): string[] =>
  Array.from({ length: span.days }, (_, index) => isoDay(Date.parse(`${span.start}T00:00:00Z`) + index * DAY_MS));

/** The demo analytics of a query, computed from the seeded days the way analytics-service.ts computes real ones. */
export function demoAnalytics(query: AnalyticsQuery, today: string): AnalyticsSummary {
  const range = resolveDateRange(query, today);
  if (!range) throw new Error('The start date is after the end date.');
  const { current, previous } = range;
  // No demo data in the future either: the shop has not sold it yet.
  const dayOf = (date: string) => (date <= today ? demoDay(date) : undefined);
  const daysOf = (span: DateSpan) =>
    everyDay(span)
      .map((date) => dayOf(date))
      .filter((day): day is DemoDay => day !== undefined);

  const totals = (span: DateSpan) => {
    const days = daysOf(span);
    const revenue = round(sum(days.map((day) => day.revenue)));
    const orders = sum(days.map((day) => day.orders));
    const visits = sum(days.map((day) => day.sessions));
    return {
      revenue,
      orders,
      aov: orders > 0 ? round(revenue / orders) : 0,
      conversion: visits > 0 ? round((orders / visits) * 100) : null,
    };
  };
  const now = totals(current);
  const before = previous ? totals(previous) : undefined;

  const trendSpan =
    current.days > analytics.maxDateBuckets
      ? spanOf(isoDay(Date.parse(`${current.end}T00:00:00Z`) - (analytics.maxDateBuckets - 1) * DAY_MS), current.end)
      : current;
  const trends: TrendPoint[] = everyDay(trendSpan).map((date) => {
    const day = dayOf(date);
    const revenue = round(day?.revenue ?? 0);
    const orders = day?.orders ?? 0;
    const social = (key: keyof SocialDay) => total(day?.social ?? [], key);
    return {
      date,
      revenue,
      orders,
      aov: orders > 0 ? round(revenue / orders) : 0,
      conversionRate: day && day.sessions > 0 ? round((orders / day.sessions) * 100) : null,
      roas: estimatedRoasOf(revenue),
      reach: social('reach'),
      engagement: social('engagement'),
      followers: social('followers'),
      impressions: social('impressions'),
    };
  });

  const days = daysOf(current);
  const breakdown: PlatformBreakdown[] = days.length
    ? SOCIAL.map((profile, index) => {
        const rows = days.map((day) => day.social[index] as SocialDay);
        const first = rows[0]?.followers ?? 0;
        const followers = rows[rows.length - 1]?.followers ?? 0;
        const followerGrowth = first > 0 ? round(((followers - first) / first) * 100) : null;
        const engagement = total(rows, 'engagement');
        const engagementRate = followers > 0 ? round((engagement / rows.length / followers) * 100) : 0;
        const performance = platformPerformance({
          followers,
          engagement,
          followerGrowth,
          engagementRate,
          hasData: true,
        });
        return {
          platform: profile.platform,
          accountId: `demo-${profile.platform}`,
          followers,
          followerGrowth,
          reach: total(rows, 'reach'),
          impressions: total(rows, 'impressions'),
          engagement,
          views: total(rows, 'views'),
          engagementRate,
          score: performance.score,
          label: performance.label,
          advice: performance.advice,
        };
      })
    : [];
  const rated = breakdown.filter((row) => row.followers > 0);
  // The demo's LinkedIn and Pinterest pages report clicks, as theirs do: 1.8 per 100 impressions.
  const clickedImpressions = sum(
    breakdown
      .filter((row) => row.platform === 'linkedin' || row.platform === 'pinterest')
      .map((row) => row.impressions),
  );
  const clicks = Math.round(clickedImpressions * 0.018);

  return {
    range: current,
    comparison: previous,
    currency: analytics.currency,
    kpis: {
      totalSales: now.revenue,
      totalOrders: now.orders,
      averageOrderValue: now.aov,
      totalRevenue: now.revenue,
      conversionRate: now.conversion,
      totalFollowers: sum(breakdown.map((row) => row.followers)),
      avgEngagementRate: rated.length ? round(sum(rated.map((row) => row.engagementRate)) / rated.length) : 0,
      totalReach: sum(breakdown.map((row) => row.reach)),
      totalImpressions: sum(breakdown.map((row) => row.impressions)),
      totalEngagements: sum(breakdown.map((row) => row.engagement)),
      clickThroughRate: clickedImpressions > 0 ? round((clicks / clickedImpressions) * 100) : null,
    },
    metrics: {
      revenue: { value: now.revenue, trend: percentChange(now.revenue, before?.revenue) },
      orders: { value: now.orders, trend: percentChange(now.orders, before?.orders) },
      aov: { value: now.aov, trend: percentChange(now.aov, before?.aov) },
      conversionRate: {
        value: now.conversion,
        trend: now.conversion === null ? null : percentChange(now.conversion, before?.conversion ?? undefined),
      },
      roas: { value: estimatedRoasOf(now.revenue), trend: null, adSpendEstimated: true },
    },
    trends,
    platformBreakdown: breakdown,
    topProducts:
      now.revenue > 0
        ? PRODUCTS.map((productTitle, index) => ({
            productTitle,
            totalSales: round(now.revenue * (PRODUCT_SHARES[index] ?? 0)),
            rank: index + 1,
          }))
        : [],
    lastUpdated: `${today}T06:00:00.000Z`,
    metadata: { shopConnected: true, platforms: PLATFORMS, cached: false, connectedAccounts: PLATFORMS.length },
  };
}

/**
 * The demo health (dashboard §4: forced to 96): the weighted reading of a typical demo month,
 * computed by the model the server uses, with the spec's forced score on top. Every demo input meets
 * its target, so every component is at its maximum (the model's best is 95) and there is no tip.
 */
export function demoHealth(): HealthResponse {
  const score = dashboard.demoHealthScore;
  const reading = healthReading({
    totalFollowers: 44000,
    avgEngagementRate: 5.9,
    followerGrowth: 5.4,
    totalSales: 76500,
    connectedPlatforms: PLATFORMS.length,
  });
  return {
    reading: {
      ...reading,
      score,
      status: healthStatusOf(score),
      statusLabel: healthStatusLabelOf(score),
      benchmarkPercentile: benchmarkPercentileOf(score),
    },
    quick: { score, trend: healthScoreSimple.fixedTrend },
  };
}
