import mongoose from 'mongoose';
import type { DateSpan } from '@scp/shared/contracts/dashboard/analytics';
import {
  comparedSpanOf,
  type AccountFigures,
  type AnalyticsFigures,
  type AnalyticsRange,
  type ProductFigures,
  type ShopDayFigures,
  type SocialDayFigures,
} from '@scp/shared/contracts/dashboard/analytics-computation';
import { analytics } from '@scp/shared/contracts/dashboard/dashboard-constants';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { AdAccountModel, AdSpendTotalModel } from '../ads/ad-spend-model';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { PlatformHourlyActivityModel } from '../sync/platform-hourly-activity-model';
import { ShopDailyMetricModel } from '../sync/shop-daily-metric-model';
import { ShopProductDayModel } from '../sync/shop-product-day-model';
import { SyncStateModel } from '../sync/sync-state-model';

/**
 * The analytics' reads of the synced rows: every sum is a MongoDB aggregation over the indexed rows
 * (nothing loads raw rows to add them up here). What the sums become is computed by the shared
 * analytics computation, which the demo dataset runs on its own rows.
 *
 * A metric is summed by its plain path: $sum skips a missing or non-numeric value (0 when a group has
 * none), so `$ifNull: [path, 0]` would add the same and only double the work per row, which on the
 * embedded database is most of a cold summary (the year's social rows are read twice).
 */

const between = (span: DateSpan) => mongoose.trusted({ $gte: span.start, $lte: span.end });
const social = mongoose.trusted({ $ne: 'google-analytics' });

async function shopDays(userId: string, span: DateSpan): Promise<ShopDayFigures[]> {
  const rows: Array<{ _id: string; revenue: number; orders: number }> = await ShopDailyMetricModel.aggregate([
    { $match: { userId, date: between(span) } },
    { $group: { _id: '$date', revenue: { $sum: '$totalSales' }, orders: { $sum: '$orderCount' } } },
    { $sort: { _id: 1 } },
  ]);
  return rows.map(({ _id, ...day }) => ({ date: _id, ...day }));
}

/** Sessions of the owner's first Google Analytics property: what conversion is measured against. */
async function sessionDays(userId: string, span: DateSpan): Promise<Map<string, number>> {
  const [property] = (
    (await PlatformDailyMetricModel.distinct('accountId', { userId, platform: 'google-analytics' })) as string[]
  ).sort();
  if (!property) return new Map();
  const rows: Array<{ _id: string; sessions: number }> = await PlatformDailyMetricModel.aggregate([
    { $match: { userId, platform: 'google-analytics', accountId: property, date: between(span) } },
    { $group: { _id: '$date', sessions: { $sum: '$metrics.sessions' } } },
  ]);
  return new Map(rows.map((row) => [row._id, row.sessions]));
}

async function socialDays(userId: string, span: DateSpan): Promise<SocialDayFigures[]> {
  const rows: Array<Omit<SocialDayFigures, 'date'> & { _id: string }> = await PlatformDailyMetricModel.aggregate([
    { $match: { userId, platform: social, date: between(span) } },
    {
      $group: {
        _id: '$date',
        reach: { $sum: '$metrics.reach' },
        engagement: { $sum: '$metrics.engagement' },
        impressions: { $sum: '$metrics.impressions' },
        followers: { $sum: '$metrics.followers' },
      },
    },
    { $sort: { _id: 1 } },
  ]);
  return rows.map(({ _id, ...day }) => ({ date: _id, ...day }));
}

async function accountTotals(userId: string, span: DateSpan): Promise<AccountFigures[]> {
  const rows: Array<
    Omit<AccountFigures, 'platform' | 'accountId'> & { _id: { platform: PlatformKey; accountId: string } }
  > = await PlatformDailyMetricModel.aggregate([
    { $match: { userId, platform: social, date: between(span) } },
    // The index's own order (after the user): each account's days oldest first, for $first and $last,
    // with no sort of the year's rows in memory.
    { $sort: { platform: 1, accountId: 1, date: 1 } },
    {
      $group: {
        _id: { platform: '$platform', accountId: '$accountId' },
        reach: { $sum: '$metrics.reach' },
        impressions: { $sum: '$metrics.impressions' },
        engagement: { $sum: '$metrics.engagement' },
        views: { $sum: '$metrics.views' },
        clicks: { $sum: '$metrics.clicks' },
        clickedImpressions: {
          $sum: { $cond: [{ $eq: [{ $type: '$metrics.clicks' }, 'missing'] }, 0, '$metrics.impressions'] },
        },
        firstFollowers: { $first: '$metrics.followers' },
        lastFollowers: { $last: '$metrics.followers' },
        days: { $sum: 1 },
      },
    },
    { $sort: { '_id.platform': 1, '_id.accountId': 1 } },
  ]);
  return rows.map(({ _id, ...totals }) => ({ ..._id, ...totals }));
}

async function topProducts(userId: string, span: DateSpan): Promise<ProductFigures[]> {
  const rows: Array<{ _id: string; productTitle: string; totalSales: number }> = await ShopProductDayModel.aggregate([
    { $match: { userId, date: between(span) } },
    // By day, so a renamed product goes by the name of its newest day.
    { $sort: { date: 1 } },
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
  return rows.map(({ productTitle, totalSales }) => ({ productTitle, totalSales }));
}

/**
 * All ad spend by day where the owner has an ad account synced; null without any (ROAS is then
 * estimated). A row a day, kept by the sync (ad_spend_totals), rather than every campaign's day.
 */
async function adSpendDays(userId: string, span: DateSpan): Promise<Map<string, number> | null> {
  const [account, rows] = await Promise.all([
    AdAccountModel.exists({ userId }),
    AdSpendTotalModel.find({ userId, date: between(span) }, { _id: 0, date: 1, spend: 1 }).lean(),
  ]);
  if (!account) return null;
  return new Map(rows.map((row) => [row.date, row.spend]));
}

/** The sums of a range (and its comparison period) that the analytics answer is computed from. */
export async function readAnalyticsFigures(userId: string, range: AnalyticsRange): Promise<AnalyticsFigures> {
  const compared = comparedSpanOf(range);
  const [shop, sessions, socialByDay, accounts, products, spend] = await Promise.all([
    shopDays(userId, compared),
    sessionDays(userId, compared),
    socialDays(userId, range.current),
    accountTotals(userId, range.current),
    topProducts(userId, range.current),
    adSpendDays(userId, compared),
  ]);
  return {
    shopDays: shop,
    sessionDays: sessions,
    socialDays: socialByDay,
    accounts,
    topProducts: products,
    // Left out without an ad account, as the rows held in memory leave it out.
    ...(spend ? { adSpendDays: spend } : {}),
  };
}

/** What the owner's sync states say: the platforms synced, and when a sync last succeeded. */
export async function readSyncStates(
  userId: string,
): Promise<{ platforms: PlatformKey[]; lastSuccessAt: Date | null }> {
  const states = await SyncStateModel.find({ userId }, { platform: 1, lastSuccessAt: 1 }).lean();
  const lastSuccess = states
    .map((state) => state.lastSuccessAt)
    .filter((at): at is Date => at instanceof Date)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return { platforms: states.map((state) => state.platform as PlatformKey), lastSuccessAt: lastSuccess ?? null };
}

/** Whether the owner has any synced shop day. */
export async function hasShopRows(userId: string): Promise<boolean> {
  return (await ShopDailyMetricModel.countDocuments({ userId })) > 0;
}

/**
 * The Instagram accounts' followers online in each UTC hour over `span`: each account's average for
 * the hour over its own days, then summed, so an account synced for fewer days counts at its usual
 * size rather than diluted by the days it has no figures for. Null without any day of hours.
 */
export async function readAudienceByHour(
  userId: string,
  span: DateSpan,
  accountIds: string[],
): Promise<{ hours: number[]; days: number; accounts: number } | null> {
  if (accountIds.length === 0) return null;
  const [answer]: Array<{
    byHour: Array<{ _id: number; online: number }>;
    days: Array<{ count: number }>;
    accounts: Array<{ count: number }>;
  }> = await PlatformHourlyActivityModel.aggregate([
    {
      $match: {
        userId,
        platform: 'instagram',
        accountId: mongoose.trusted({ $in: accountIds }),
        date: between(span),
      },
    },
    {
      $facet: {
        byHour: [
          { $unwind: { path: '$hours', includeArrayIndex: 'hour' } },
          { $group: { _id: { accountId: '$accountId', hour: '$hour' }, online: { $avg: '$hours' } } },
          { $group: { _id: '$_id.hour', online: { $sum: '$online' } } },
        ],
        days: [{ $group: { _id: '$date' } }, { $count: 'count' }],
        accounts: [{ $group: { _id: '$accountId' } }, { $count: 'count' }],
      },
    },
  ]);
  const days = answer?.days[0]?.count ?? 0;
  if (!answer || days === 0) return null;
  const online = new Map(answer.byHour.map((row) => [Number(row._id), row.online]));
  const hours = Array.from({ length: 24 }, (_, hour) => online.get(hour) ?? 0);
  return { hours, days, accounts: answer.accounts[0]?.count ?? 0 };
}

/** Each social account's engagement day by day over `span`, oldest first (what revenue is set against). */
export async function readEngagementSeries(
  userId: string,
  span: DateSpan,
): Promise<Array<{ platform: PlatformKey; accountId: string; days: Array<{ date: string; engagement: number }> }>> {
  const series: Array<{
    _id: { platform: PlatformKey; accountId: string };
    days: Array<{ date: string; engagement: number }>;
  }> = await PlatformDailyMetricModel.aggregate([
    { $match: { userId, platform: social, date: between(span) } },
    { $sort: { date: 1 } },
    {
      $group: {
        _id: { platform: '$platform', accountId: '$accountId' },
        days: { $push: { date: '$date', engagement: { $ifNull: ['$metrics.engagement', 0] } } },
      },
    },
  ]);
  return series.map(({ _id, days }) => ({ ..._id, days }));
}
