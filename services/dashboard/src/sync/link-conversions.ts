import mongoose from 'mongoose';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { ShopDailyMetricModel } from './shop-daily-metric-model';
import { upsertRows } from './upsert-rows';

/**
 * The shop's conversion rate (entities: conversion_rate) of the days from `from`: Shopify's Admin
 * API has no sessions, so a day's orders are set against the sessions of the owner's Google
 * Analytics property (the first, when there are several). Without a property the rate stays null.
 */
export async function linkConversions(userId: string, from: string): Promise<number> {
  const [property] = (await PlatformDailyMetricModel.distinct('accountId', {
    userId,
    platform: 'google-analytics',
  })) as string[];
  if (!property) return 0;
  const sessions = new Map<string, number>();
  const analytics: Array<{ date: string; metrics: Record<string, number> }> = await PlatformDailyMetricModel.find(
    { userId, platform: 'google-analytics', accountId: property, date: mongoose.trusted({ $gte: from }) },
    { date: 1, metrics: 1 },
  ).lean();
  for (const day of analytics) sessions.set(day.date, day.metrics.sessions ?? 0);
  const days: Array<{ shopDomain: string; date: string; orderCount: number }> = await ShopDailyMetricModel.find(
    { userId, date: mongoose.trusted({ $gte: from }) },
    { shopDomain: 1, date: 1, orderCount: 1 },
  ).lean();
  return upsertRows(
    ShopDailyMetricModel,
    days.map((day) => {
      const visits = sessions.get(day.date) ?? 0;
      return {
        filter: { userId, shopDomain: day.shopDomain, date: day.date },
        set: { conversionRate: visits > 0 ? Math.round((day.orderCount / visits) * 10000) / 100 : null },
      };
    }),
  );
}
