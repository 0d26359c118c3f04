import mongoose from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import { isoDay, resolveDateRange, type AnalyticsQuery } from '@scp/shared/contracts/dashboard/analytics';
import { roiOf, type AdSpendRow, type RoiResponse } from '@scp/shared/contracts/dashboard/roi';
import { ShopDailyMetricModel, type ShopDailyMetric } from '../sync/shop-daily-metric-model';
import { AdAccountModel, AdSpendDayModel, type AdSpendDay } from './ad-spend-model';

/**
 * Marketing ROI over the range a query names: the shop's synced sales against the synced ad spend
 * (every ad account of the owner's), or the 15 % estimate when no ad account is synced.
 */
export async function readRoi(userId: string, query: AnalyticsQuery, now = Date.now()): Promise<RoiResponse> {
  const range = resolveDateRange(query, isoDay(now));
  if (!range) throw AppError.validation('The start date must not be after the end date.', 'startDate');
  const { start, end } = range.current;
  // Built here from a checked range, so Mongo's operators are ours (the filters are sanitized otherwise).
  const inRange = { date: mongoose.trusted({ $gte: start, $lte: end }) };
  const [shopDays, spendDays, adAccounts] = await Promise.all([
    userScope(ShopDailyMetricModel, userId)
      .find(inRange)
      .select({ _id: 0, totalSales: 1, orderCount: 1, currency: 1 })
      .lean<Array<Pick<ShopDailyMetric, 'totalSales' | 'orderCount' | 'currency'>>>(),
    userScope(AdSpendDayModel, userId)
      .find(inRange)
      .sort({ date: 1 })
      .select({ _id: 0, userId: 0, accountId: 0 })
      .lean<Array<Omit<AdSpendDay, 'userId' | 'accountId'>>>(),
    userScope(AdAccountModel, userId).countDocuments(),
  ]);
  const rows: AdSpendRow[] = spendDays.map((day) => ({
    platform: day.platform,
    adAccountId: day.adAccountId,
    campaignId: day.campaignId,
    campaignName: day.campaignName,
    currency: day.currency,
    spend: day.spend,
    impressions: day.impressions,
    clicks: day.clicks,
    purchases: day.purchases,
  }));
  return roiOf({
    range: range.current,
    revenue: shopDays.reduce((sum, day) => sum + day.totalSales, 0),
    orders: shopDays.reduce((sum, day) => sum + day.orderCount, 0),
    shopCurrency: shopDays.find((day) => day.currency)?.currency ?? 'USD',
    hasAdAccounts: adAccounts > 0,
    rows,
  });
}
