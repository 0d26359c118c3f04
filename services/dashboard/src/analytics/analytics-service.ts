import mongoose from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { RedisClient } from '@scp/service-kit/redis';
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
import { analytics, analyticsCacheTtlMs } from '@scp/shared/contracts/dashboard/dashboard-constants';
import type { PlatformKey } from '@scp/shared/contracts/integrations/integrations-constants';
import {
  PlatformDailyMetricModel,
  ShopDailyMetricModel,
  ShopProductDayModel,
  SyncStateModel,
} from '../sync/metrics-models';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { snapshotFingerprint, type ConnectionSnapshot, type ConnectionSnapshots } from './connection-snapshot';
import { estimatedRoasOf, percentChange, round } from '@scp/shared/contracts/dashboard/dashboard-math';
import { healthReading, quickReading } from '@scp/shared/contracts/dashboard/health-score';
import { platformPerformance } from '@scp/shared/contracts/dashboard/platform-performance';

const DAY_MS = 24 * 3600 * 1000;
const between = (span: DateSpan) => mongoose.trusted({ $gte: span.start, $lte: span.end });

interface ShopDayTotals {
  _id: string;
  revenue: number;
  orders: number;
}
interface SocialDayTotals {
  _id: string;
  reach: number;
  engagement: number;
  impressions: number;
  followers: number;
}
interface AccountTotals {
  _id: { platform: PlatformKey; accountId: string };
  reach: number;
  impressions: number;
  engagement: number;
  views: number;
  /** Clicks, and the impressions of the days that reported clicks (the click-through rate's base). */
  clicks: number;
  clickedImpressions: number;
  firstFollowers: number | null;
  lastFollowers: number | null;
  days: number;
}

/** The cache lifetime of a range (dashboard §9 table, medium priority): shorter the nearer it is to now. */
export function cacheTtlMs(days: number): number {
  if (days <= analyticsCacheTtlMs.realtime.maxRangeDays) return analyticsCacheTtlMs.realtime.medium;
  if (days <= analyticsCacheTtlMs.daily.maxRangeDays) return analyticsCacheTtlMs.daily.medium;
  return analyticsCacheTtlMs.historical.medium;
}

const versionKey = (userId: string) => `analytics:version:${userId}`;

/**
 * The owner's analytics from the synced daily rows: every sum and series is a MongoDB aggregation
 * over the indexed rows (nothing loads raw rows to add them up here), cached in Redis per range for
 * the §9 lifetime and dropped when a sync writes (the user's cache version moves on).
 *
 * With `snapshots`, the platforms and per-account breakdown are those of the accounts connected now
 * (the connection snapshot, dashboard §4), not every account that ever synced; the cache key names
 * the snapshot's account set, so a connection or disconnection shows at once. Without a snapshot
 * (none wired, or settings out of reach) every synced account counts, as before.
 */
export function createAnalyticsService(deps: {
  redis: RedisClient | undefined;
  snapshots?: Pick<ConnectionSnapshots, 'get'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  const shopDays = (userId: string, span: DateSpan): Promise<ShopDayTotals[]> =>
    ShopDailyMetricModel.aggregate([
      { $match: { userId, date: between(span) } },
      { $group: { _id: '$date', revenue: { $sum: '$totalSales' }, orders: { $sum: '$orderCount' } } },
      { $sort: { _id: 1 } },
    ]);

  /** Sessions of the owner's first Google Analytics property: what conversion is measured against. */
  const sessionDays = async (userId: string, span: DateSpan): Promise<Map<string, number>> => {
    const [property] = (
      (await PlatformDailyMetricModel.distinct('accountId', { userId, platform: 'google-analytics' })) as string[]
    ).sort();
    if (!property) return new Map();
    const rows: Array<{ _id: string; sessions: number }> = await PlatformDailyMetricModel.aggregate([
      { $match: { userId, platform: 'google-analytics', accountId: property, date: between(span) } },
      { $group: { _id: '$date', sessions: { $sum: '$metrics.sessions' } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.sessions]));
  };

  const socialDays = (userId: string, span: DateSpan): Promise<SocialDayTotals[]> =>
    PlatformDailyMetricModel.aggregate([
      { $match: { userId, platform: mongoose.trusted({ $ne: 'google-analytics' }), date: between(span) } },
      {
        $group: {
          _id: '$date',
          reach: { $sum: { $ifNull: ['$metrics.reach', 0] } },
          engagement: { $sum: { $ifNull: ['$metrics.engagement', 0] } },
          impressions: { $sum: { $ifNull: ['$metrics.impressions', 0] } },
          followers: { $sum: { $ifNull: ['$metrics.followers', 0] } },
        },
      },
      { $sort: { _id: 1 } },
    ]);

  const accountTotals = (userId: string, span: DateSpan): Promise<AccountTotals[]> =>
    PlatformDailyMetricModel.aggregate([
      { $match: { userId, platform: mongoose.trusted({ $ne: 'google-analytics' }), date: between(span) } },
      { $sort: { date: 1 } },
      {
        $group: {
          _id: { platform: '$platform', accountId: '$accountId' },
          reach: { $sum: { $ifNull: ['$metrics.reach', 0] } },
          impressions: { $sum: { $ifNull: ['$metrics.impressions', 0] } },
          engagement: { $sum: { $ifNull: ['$metrics.engagement', 0] } },
          views: { $sum: { $ifNull: ['$metrics.views', 0] } },
          clicks: { $sum: { $ifNull: ['$metrics.clicks', 0] } },
          clickedImpressions: {
            $sum: {
              $cond: [{ $eq: [{ $type: '$metrics.clicks' }, 'missing'] }, 0, { $ifNull: ['$metrics.impressions', 0] }],
            },
          },
          firstFollowers: { $first: '$metrics.followers' },
          lastFollowers: { $last: '$metrics.followers' },
          days: { $sum: 1 },
        },
      },
      { $sort: { '_id.platform': 1, '_id.accountId': 1 } },
    ]);

  const topProducts = async (userId: string, span: DateSpan) => {
    const rows: Array<{ _id: string; productTitle: string; totalSales: number }> = await ShopProductDayModel.aggregate([
      { $match: { userId, date: between(span) } },
      {
        $group: {
          _id: '$shopifyProductId',
          productTitle: { $last: '$productTitle' },
          totalSales: { $sum: '$totalSales' },
        },
      },
      { $sort: { totalSales: -1, _id: 1 } },
      { $limit: analytics.topProductsLimit },
    ]);
    return rows.map((row, index) => ({
      productTitle: row.productTitle,
      totalSales: round(row.totalSales),
      rank: index + 1,
    }));
  };

  /** Days from start to end, so a series has a point for every day (zeros where nothing was synced). */
  const everyDay = (span: DateSpan): string[] =>
    Array.from({ length: span.days }, (_, index) => isoDay(Date.parse(`${span.start}T00:00:00Z`) + index * DAY_MS));

  const compute = async (
    userId: string,
    current: DateSpan,
    previous: DateSpan | null,
    cached: boolean,
    snapshot: ConnectionSnapshot | null,
  ) => {
    const whole = previous ? spanOf(previous.start, current.end) : current;
    const [shop, sessions, social, accounts, products, states, shopCount] = await Promise.all([
      shopDays(userId, whole),
      sessionDays(userId, whole),
      socialDays(userId, current),
      accountTotals(userId, current),
      topProducts(userId, current),
      SyncStateModel.find({ userId }, { platform: 1, lastSuccessAt: 1 }).lean(),
      ShopDailyMetricModel.countDocuments({ userId }),
    ]);
    const inSpan = (span: DateSpan | null) => (day: string) => !!span && day >= span.start && day <= span.end;
    const totals = (span: DateSpan | null) => {
      const days = shop.filter((row) => inSpan(span)(row._id));
      const revenue = days.reduce((sum, row) => sum + row.revenue, 0);
      const orders = days.reduce((sum, row) => sum + row.orders, 0);
      let visits = 0;
      for (const [day, count] of sessions) if (inSpan(span)(day)) visits += count;
      return {
        revenue: round(revenue),
        orders,
        aov: orders > 0 ? round(revenue / orders) : 0,
        conversion: visits > 0 ? round((orders / visits) * 100) : null,
      };
    };
    const now_ = totals(current);
    const before = previous ? totals(previous) : undefined;

    const shopByDay = new Map(shop.map((row) => [row._id, row]));
    const socialByDay = new Map(social.map((row) => [row._id, row]));
    // One point a day, for the last 365 days of the range at most (dashboard §9 date buckets).
    const trendSpan =
      current.days > analytics.maxDateBuckets
        ? spanOf(isoDay(Date.parse(`${current.end}T00:00:00Z`) - (analytics.maxDateBuckets - 1) * DAY_MS), current.end)
        : current;
    const trends: TrendPoint[] = everyDay(trendSpan).map((date) => {
      const sales = shopByDay.get(date);
      const visits = sessions.get(date) ?? 0;
      const socialDay = socialByDay.get(date);
      const revenue = round(sales?.revenue ?? 0);
      const orders = sales?.orders ?? 0;
      return {
        date,
        revenue,
        orders,
        aov: orders > 0 ? round(revenue / orders) : 0,
        conversionRate: visits > 0 ? round((orders / visits) * 100) : null,
        roas: estimatedRoasOf(revenue),
        reach: socialDay?.reach ?? 0,
        engagement: socialDay?.engagement ?? 0,
        followers: socialDay?.followers ?? 0,
        impressions: socialDay?.impressions ?? 0,
      };
    });

    // A disconnected account's history is kept, but it is no longer one of the owner's platforms.
    const connected = snapshot
      ? new Set(snapshot.accounts.map((account) => `${account.platform}\n${account.accountId}`))
      : null;
    const live = connected
      ? accounts.filter((account) => connected.has(`${account._id.platform}\n${account._id.accountId}`))
      : accounts;
    const breakdown: PlatformBreakdown[] = live.map((account) => {
      const followers = account.lastFollowers ?? 0;
      const first = account.firstFollowers ?? 0;
      const followerGrowth =
        first > 0 && account.lastFollowers !== null ? round(((followers - first) / first) * 100) : null;
      // Engagements per day per follower, in percent: the period's average daily engagement rate.
      const engagementRate = followers > 0 ? round((account.engagement / account.days / followers) * 100) : 0;
      const hasData = followers > 0 || account.engagement > 0 || account.views > 0 || account.reach > 0;
      const performance = platformPerformance({
        followers,
        engagement: account.engagement,
        followerGrowth,
        engagementRate,
        hasData,
      });
      return {
        platform: account._id.platform,
        accountId: account._id.accountId,
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
    });
    const totalFollowers = breakdown.reduce((sum, row) => sum + row.followers, 0);
    const clicks = live.reduce((sum, account) => sum + account.clicks, 0);
    const clickedImpressions = live.reduce((sum, account) => sum + account.clickedImpressions, 0);
    const rated = breakdown.filter((row) => row.followers > 0);
    const avgEngagementRate = rated.length
      ? round(rated.reduce((sum, row) => sum + row.engagementRate, 0) / rated.length)
      : 0;
    const lastSuccess = states
      .map((state) => state.lastSuccessAt)
      .filter((at): at is Date => at instanceof Date)
      .sort((a, b) => b.getTime() - a.getTime())[0];

    const summary: AnalyticsSummary = {
      range: current,
      comparison: previous,
      currency: analytics.currency,
      kpis: {
        totalSales: now_.revenue,
        totalOrders: now_.orders,
        averageOrderValue: now_.aov,
        totalRevenue: now_.revenue,
        conversionRate: now_.conversion,
        totalFollowers,
        avgEngagementRate,
        totalReach: breakdown.reduce((sum, row) => sum + row.reach, 0),
        totalImpressions: breakdown.reduce((sum, row) => sum + row.impressions, 0),
        totalEngagements: breakdown.reduce((sum, row) => sum + row.engagement, 0),
        clickThroughRate: clickedImpressions > 0 ? round((clicks / clickedImpressions) * 100) : null,
      },
      metrics: {
        revenue: { value: now_.revenue, trend: percentChange(now_.revenue, before?.revenue) },
        orders: { value: now_.orders, trend: percentChange(now_.orders, before?.orders) },
        aov: { value: now_.aov, trend: percentChange(now_.aov, before?.aov) },
        conversionRate: {
          value: now_.conversion,
          trend: now_.conversion === null ? null : percentChange(now_.conversion, before?.conversion ?? undefined),
        },
        roas: {
          value: estimatedRoasOf(now_.revenue),
          trend: null,
          adSpendEstimated: true,
        },
      },
      trends,
      platformBreakdown: breakdown,
      topProducts: products,
      lastUpdated: lastSuccess ? lastSuccess.toISOString() : null,
      metadata: {
        shopConnected: shopCount > 0,
        platforms: [
          ...new Set(
            snapshot
              ? snapshot.accounts.map((account) => account.platform)
              : states.map((state) => state.platform as PlatformKey),
          ),
        ].sort(),
        connectedAccounts: snapshot ? snapshot.accounts.length : states.length,
        cached,
      },
    };
    return summary;
  };

  const service = {
    async summary(userId: string, query: AnalyticsQuery): Promise<AnalyticsSummary> {
      const today = isoDay(now());
      const range = resolveDateRange(query, today);
      if (!range) throw AppError.validation('The start date is after the end date.', 'startDate');
      // Revalidated before the parallel reads: a stale snapshot is built again from settings here.
      const snapshot = deps.snapshots ? await deps.snapshots.get(userId) : null;
      const redis = deps.redis;
      const version = redis ? ((await redis.get(versionKey(userId)).catch(() => null)) ?? '0') : '0';
      const accountSet = snapshot ? snapshotFingerprint(snapshot) : 'synced';
      const key = `analytics:summary:${userId}:${version}:${accountSet}:${range.current.start}:${range.current.end}:${range.previous ? 'prev' : 'none'}`;
      if (redis) {
        const hit = await redis.get(key).catch(() => null);
        if (hit)
          return { ...(JSON.parse(hit) as AnalyticsSummary), metadata: { ...JSON.parse(hit).metadata, cached: true } };
      }
      const summary = await compute(userId, range.current, range.previous, false, snapshot);
      if (redis) {
        await redis.set(key, JSON.stringify(summary), { PX: cacheTtlMs(range.current.days) }).catch(() => undefined);
      }
      return summary;
    },

    /**
     * Both health readings from the same figures the summary shows: the weighted one (§9) over the
     * range's totals, the quick one (§4) with TikTok's growth and the daily sales/engagement series.
     */
    async health(userId: string, query: AnalyticsQuery): Promise<HealthResponse> {
      const summary = await service.summary(userId, query);
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
    },

    /** A sync wrote new rows: the user's cached analytics no longer hold. */
    async invalidate(userId: string): Promise<void> {
      await deps.redis?.incr(versionKey(userId)).catch(() => undefined);
    },
  };
  return service;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
