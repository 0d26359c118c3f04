import {
  isoDay,
  spanOf,
  type AnalyticsSummary,
  type DateSpan,
  type PlatformBreakdown,
  type TrendPoint,
} from './analytics';
import { analytics } from './dashboard-constants';
import { engagementRateOf, estimatedRoasOf, percentChange, round } from './dashboard-math';
import type { HealthResponse } from './health';
import { healthReading, quickReading } from './health-score';
import { platformHasData, platformPerformance, shopPerformance } from './platform-performance';
import type { PlatformKey } from '../settings/integrations-constants';

/**
 * The analytics answer computed from the synced daily rows, in one place: the dashboard service
 * feeds it the sums its database aggregations return, and the client's demo dataset feeds it the
 * sums of its own synthetic rows, so the demo shows exactly what the service would answer for the
 * same rows. Pure: no I/O, nothing happens at import.
 */

const DAY_MS = 24 * 3600 * 1000;

/** The range asked and the period before it of the same length (null without a comparison). */
export interface AnalyticsRange {
  current: DateSpan;
  previous: DateSpan | null;
}

/** One day of the shop's sales, every shop of the owner added up. */
export interface ShopDayFigures {
  date: string;
  revenue: number;
  orders: number;
}

/** One day of the social accounts (every platform but the web analytics one) added up. */
export interface SocialDayFigures {
  date: string;
  reach: number;
  engagement: number;
  impressions: number;
  followers: number;
}

/** One account's range: its sums, and its follower count on the first and the last day it reported. */
export interface AccountFigures {
  platform: PlatformKey;
  accountId: string;
  reach: number;
  impressions: number;
  engagement: number;
  views: number;
  /** Clicks, and the impressions of the days that reported clicks (the click-through rate's base). */
  clicks: number;
  clickedImpressions: number;
  firstFollowers: number | null;
  lastFollowers: number | null;
  /** How many days the account reported in the range. */
  days: number;
}

/** One product's sales over the range. */
export interface ProductFigures {
  productTitle: string;
  totalSales: number;
}

/**
 * The sums the answer is computed from. The shop days and session days cover the comparison period
 * and the range (both are compared); the social days, accounts and products cover the range.
 */
export interface AnalyticsFigures {
  /** Date ascending; a day without sales may be missing. */
  shopDays: readonly ShopDayFigures[];
  /** Sessions by day of the owner's first web analytics property: what conversion is measured against. */
  sessionDays: ReadonlyMap<string, number>;
  /** Date ascending; a day without rows may be missing. */
  socialDays: readonly SocialDayFigures[];
  /** Sorted by platform then account id: the order of the per-account breakdown. */
  accounts: readonly AccountFigures[];
  /** Best seller first, at most `analytics.topProductsLimit`. */
  topProducts: readonly ProductFigures[];
  /**
   * All ad spend by day over the comparison period and the range, where the owner has an ad account
   * synced (a day without spend may be missing); absent or null without any: ROAS is then the
   * estimate's (spend assumed to be 15 % of revenue) and says so.
   */
  adSpendDays?: ReadonlyMap<string, number> | null;
}

/** Revenue per unit of ad spend: over the real spend when there is an ad account, else the estimate's. */
function roasOf(revenue: number, spend: number | undefined): number | null {
  if (spend === undefined) return estimatedRoasOf(revenue);
  return spend > 0 ? round(revenue / spend) : null;
}

/** What the answer says about the owner's connections, read apart from the daily rows. */
export interface AnalyticsConnections {
  /** The newest successful sync, ISO; null before the first one. */
  lastUpdated: string | null;
  shopConnected: boolean;
  /** The platform of every connected account (repeats allowed). */
  platforms: readonly PlatformKey[];
  connectedAccounts: number;
  cached: boolean;
}

/** Days from start to end, so a series has a point for every day (zeros where nothing was synced). */
export function everyDayOf(span: DateSpan): string[] {
  return Array.from({ length: span.days }, (_, index) =>
    isoDay(Date.parse(`${span.start}T00:00:00Z`) + index * DAY_MS),
  );
}

/** The days a series covers: one point a day, for the last `analytics.maxDateBuckets` days of the range at most. */
export function trendSpanOf(current: DateSpan): DateSpan {
  return current.days > analytics.maxDateBuckets
    ? spanOf(isoDay(Date.parse(`${current.end}T00:00:00Z`) - (analytics.maxDateBuckets - 1) * DAY_MS), current.end)
    : current;
}

/** The range and its comparison period as one span: what the compared sums are read over. */
export function comparedSpanOf(range: AnalyticsRange): DateSpan {
  return range.previous ? spanOf(range.previous.start, range.current.end) : range.current;
}

const inSpan = (span: DateSpan, day: string) => day >= span.start && day <= span.end;

/** Sales, orders, average order and conversion of one period. */
function periodTotals(figures: AnalyticsFigures, span: DateSpan) {
  const days = figures.shopDays.filter((row) => inSpan(span, row.date));
  const revenue = days.reduce((sum, row) => sum + row.revenue, 0);
  const orders = days.reduce((sum, row) => sum + row.orders, 0);
  let visits = 0;
  for (const [day, count] of figures.sessionDays) if (inSpan(span, day)) visits += count;
  let spend: number | undefined;
  if (figures.adSpendDays) {
    spend = 0;
    for (const [day, amount] of figures.adSpendDays) if (inSpan(span, day)) spend += amount;
  }
  return {
    revenue: round(revenue),
    roas: roasOf(round(revenue), spend === undefined ? undefined : round(spend)),
    orders,
    aov: orders > 0 ? round(revenue / orders) : 0,
    conversion: visits > 0 ? round((orders / visits) * 100) : null,
  };
}

function trendsOf(figures: AnalyticsFigures, current: DateSpan): TrendPoint[] {
  const shopByDay = new Map(figures.shopDays.map((row) => [row.date, row]));
  const socialByDay = new Map(figures.socialDays.map((row) => [row.date, row]));
  return everyDayOf(trendSpanOf(current)).map((date) => {
    const sales = shopByDay.get(date);
    const visits = figures.sessionDays.get(date) ?? 0;
    const social = socialByDay.get(date);
    const revenue = round(sales?.revenue ?? 0);
    const orders = sales?.orders ?? 0;
    return {
      date,
      revenue,
      orders,
      aov: orders > 0 ? round(revenue / orders) : 0,
      conversionRate: visits > 0 ? round((orders / visits) * 100) : null,
      roas: roasOf(revenue, figures.adSpendDays ? round(figures.adSpendDays.get(date) ?? 0) : undefined),
      reach: social?.reach ?? 0,
      engagement: social?.engagement ?? 0,
      followers: social?.followers ?? 0,
      impressions: social?.impressions ?? 0,
    };
  });
}

function breakdownRowOf(account: AccountFigures): PlatformBreakdown {
  const followers = account.lastFollowers ?? 0;
  const first = account.firstFollowers ?? 0;
  const followerGrowth =
    first > 0 && account.lastFollowers !== null ? round(((followers - first) / first) * 100) : null;
  const engagementRate = engagementRateOf(account.engagement, followers);
  // A social account has no sales: its data is its followers, engagement and views.
  const hasData = platformHasData({ followers, engagement: account.engagement, views: account.views });
  const performance = platformPerformance({
    followers,
    engagement: account.engagement,
    followerGrowth,
    engagementRate,
    hasData,
  });
  return {
    platform: account.platform,
    accountId: account.accountId,
    followers,
    followerGrowth,
    reach: account.reach,
    impressions: account.impressions,
    engagement: account.engagement,
    views: account.views,
    engagementRate,
    score: performance.score,
    label: performance.label,
    advice: performance.advice,
  };
}

/** The analytics answer of a range: KPIs, the comparison's trends, the daily series, the per-account breakdown. */
export function analyticsSummaryOf(
  range: AnalyticsRange,
  figures: AnalyticsFigures,
  connections: AnalyticsConnections,
): AnalyticsSummary {
  const { current, previous } = range;
  const now = periodTotals(figures, current);
  const before = previous ? periodTotals(figures, previous) : undefined;
  const breakdown = figures.accounts.map(breakdownRowOf);
  const clicks = figures.accounts.reduce((sum, account) => sum + account.clicks, 0);
  const clickedImpressions = figures.accounts.reduce((sum, account) => sum + account.clickedImpressions, 0);
  const rated = breakdown.filter((row) => row.followers > 0);
  const avgEngagementRate = rated.length
    ? round(rated.reduce((sum, row) => sum + row.engagementRate, 0) / rated.length)
    : 0;
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
      totalFollowers: breakdown.reduce((sum, row) => sum + row.followers, 0),
      avgEngagementRate,
      totalReach: breakdown.reduce((sum, row) => sum + row.reach, 0),
      totalImpressions: breakdown.reduce((sum, row) => sum + row.impressions, 0),
      totalEngagements: breakdown.reduce((sum, row) => sum + row.engagement, 0),
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
      roas: figures.adSpendDays
        ? {
            value: now.roas,
            trend: now.roas === null ? null : percentChange(now.roas, before?.roas ?? undefined),
            adSpendEstimated: false,
          }
        : { value: now.roas, trend: null, adSpendEstimated: true },
    },
    trends: trendsOf(figures, current),
    platformBreakdown: breakdown,
    shop: connections.shopConnected
      ? {
          platform: 'shopify',
          sales: now.revenue,
          orders: now.orders,
          averageOrderValue: now.aov,
          conversionRate: now.conversion,
          ...shopPerformance({ sales: now.revenue, averageOrderValue: now.aov, conversionRate: now.conversion }),
        }
      : null,
    topProducts: figures.topProducts.slice(0, analytics.topProductsLimit).map((product, index) => ({
      productTitle: product.productTitle,
      totalSales: round(product.totalSales),
      rank: index + 1,
    })),
    lastUpdated: connections.lastUpdated,
    metadata: {
      shopConnected: connections.shopConnected,
      platforms: [...new Set(connections.platforms)].sort(),
      connectedAccounts: connections.connectedAccounts,
      cached: connections.cached,
    },
  };
}

/**
 * Both health readings from the figures a summary shows: the weighted one over the range's totals
 * (follower growth averaged over the accounts, weighted by their followers), the quick one with
 * TikTok's growth and the daily sales and engagement series.
 */
export function analyticsHealthOf(summary: AnalyticsSummary): HealthResponse {
  const known = summary.platformBreakdown.filter((row) => row.followerGrowth !== null && row.followers > 0);
  const weight = known.reduce((sum, row) => sum + row.followers, 0);
  const followerGrowth =
    weight > 0 ? known.reduce((sum, row) => sum + (row.followerGrowth ?? 0) * row.followers, 0) / weight : null;
  const tiktok = summary.platformBreakdown.find((row) => row.platform === 'tiktok');
  return {
    reading: healthReading({
      totalFollowers: summary.kpis.totalFollowers,
      avgEngagementRate: summary.kpis.avgEngagementRate,
      followerGrowth,
      totalSales: summary.kpis.totalSales,
      connectedPlatforms: summary.metadata.platforms.length,
    }),
    quick: quickReading({
      avgEngagementRate: summary.kpis.avgEngagementRate,
      tiktokGrowthRate: tiktok?.followerGrowth ?? null,
      dailySales: summary.trends.map((point) => point.revenue),
      dailyEngagement: summary.trends.map((point) => point.engagement),
    }),
  };
}

/** A synced day of one platform account, as the dashboard stores it. */
export interface PlatformDayRow {
  platform: PlatformKey;
  accountId: string;
  date: string;
  metrics: Readonly<Record<string, number>>;
}

/** A synced day of one shop. */
export interface ShopDayRow {
  date: string;
  totalSales: number;
  orderCount: number;
}

/** A synced day of one product's sales. */
export interface ProductDayRow {
  date: string;
  shopifyProductId: string;
  productTitle: string;
  totalSales: number;
}

export interface AnalyticsRows {
  shopDays: readonly ShopDayRow[];
  platformDays: readonly PlatformDayRow[];
  productDays: readonly ProductDayRow[];
}

const WEB_ANALYTICS: PlatformKey = 'google-analytics';
const metricOf = (row: PlatformDayRow, key: string) => row.metrics[key] ?? 0;
const byDate = <T extends { date: string }>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Groups rows by a key, keeping the order rows come in within each group. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * The sums of rows held in memory, as the dashboard service's database aggregations sum its synced
 * rows: the same days, the same accounts in the same order, the same products. For rows that are not
 * in a database (the demo dataset's).
 */
export function analyticsFiguresOf(rows: AnalyticsRows, range: AnalyticsRange): AnalyticsFigures {
  const compared = comparedSpanOf(range);
  const { current } = range;

  const shopDays = [
    ...groupBy(
      rows.shopDays.filter((row) => inSpan(compared, row.date)),
      (row) => row.date,
    ),
  ]
    .map(([date, day]) => ({
      date,
      revenue: day.reduce((sum, row) => sum + row.totalSales, 0),
      orders: day.reduce((sum, row) => sum + row.orderCount, 0),
    }))
    .sort(byDate);

  const [property] = [
    ...new Set(rows.platformDays.filter((row) => row.platform === WEB_ANALYTICS).map((row) => row.accountId)),
  ].sort(byKey);
  const sessionDays = new Map<string, number>();
  for (const row of rows.platformDays) {
    if (row.platform !== WEB_ANALYTICS || row.accountId !== property || !inSpan(compared, row.date)) continue;
    sessionDays.set(row.date, (sessionDays.get(row.date) ?? 0) + metricOf(row, 'sessions'));
  }

  const social = rows.platformDays
    .filter((row) => row.platform !== WEB_ANALYTICS && inSpan(current, row.date))
    .sort(byDate);
  const socialDays = [...groupBy(social, (row) => row.date)].map(([date, day]) => ({
    date,
    reach: day.reduce((sum, row) => sum + metricOf(row, 'reach'), 0),
    engagement: day.reduce((sum, row) => sum + metricOf(row, 'engagement'), 0),
    impressions: day.reduce((sum, row) => sum + metricOf(row, 'impressions'), 0),
    followers: day.reduce((sum, row) => sum + metricOf(row, 'followers'), 0),
  }));

  const accounts = [...groupBy(social, (row) => `${row.platform}\n${row.accountId}`).values()]
    .map((days): AccountFigures => {
      const first = days[0] as PlatformDayRow;
      const last = days[days.length - 1] as PlatformDayRow;
      return {
        platform: first.platform,
        accountId: first.accountId,
        reach: days.reduce((sum, row) => sum + metricOf(row, 'reach'), 0),
        impressions: days.reduce((sum, row) => sum + metricOf(row, 'impressions'), 0),
        engagement: days.reduce((sum, row) => sum + metricOf(row, 'engagement'), 0),
        views: days.reduce((sum, row) => sum + metricOf(row, 'views'), 0),
        clicks: days.reduce((sum, row) => sum + metricOf(row, 'clicks'), 0),
        clickedImpressions: days.reduce(
          (sum, row) => sum + (row.metrics.clicks === undefined ? 0 : metricOf(row, 'impressions')),
          0,
        ),
        firstFollowers: first.metrics.followers ?? null,
        lastFollowers: last.metrics.followers ?? null,
        days: days.length,
      };
    })
    .sort((a, b) => byKey(a.platform, b.platform) || byKey(a.accountId, b.accountId));

  const products = rows.productDays.filter((row) => inSpan(current, row.date)).sort(byDate);
  const topProducts = [...groupBy(products, (row) => row.shopifyProductId)]
    .map(([id, days]) => ({
      id,
      productTitle: (days[days.length - 1] as ProductDayRow).productTitle,
      totalSales: days.reduce((sum, row) => sum + row.totalSales, 0),
    }))
    .sort((a, b) => b.totalSales - a.totalSales || byKey(a.id, b.id))
    .slice(0, analytics.topProductsLimit)
    .map(({ productTitle, totalSales }) => ({ productTitle, totalSales }));

  return { shopDays, sessionDays, socialDays, accounts, topProducts };
}
