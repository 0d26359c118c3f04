import mongoose from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import type { AccountSyncStatus } from '@scp/shared/contracts/dashboard/sync';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { SyncAccount, SyncOutcome } from '@scp/shared/contracts/settings/integrations-internal';
import {
  PlatformDailyMetricModel,
  PlatformHourlyActivityModel,
  ShopDailyMetricModel,
  ShopProductDayModel,
  ShopProductModel,
  SyncStateModel,
  type SyncState,
} from './metrics-models';
import type { HourlyActivityRow, PlatformReader, ShopReader } from './platform-reader';

const DAY_MS = 24 * 3600 * 1000;
/** Days read and written in one step: progress is saved after each, so a crash loses at most one. */
const WINDOW_DAYS = 90;
/** The spec's largest write batch (business constants). */
const BATCH = 1000;
/** Product rank periods, in days (the dashboard's ranges). */
export const PRODUCT_PERIODS = [7, 30, 90] as const;

/** A failure of the platform (refused, unavailable, out of reach) rather than of this service. */
function isPlatformError(err: unknown): err is PlatformFailure | PlatformUnreachable {
  return err instanceof PlatformFailure || err instanceof PlatformUnreachable;
}

export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Where the settings service's internal API is reached (docs/architecture.md, Between services). */
export interface AccountsSource {
  accounts(userId: string): Promise<SyncAccount[]>;
  report(
    userId: string,
    report: { platform: string; accountId: string; outcome: SyncOutcome; reason?: string },
  ): Promise<void>;
}

export interface SyncResult {
  accounts: number;
  documentsWritten: number;
}

/**
 * One user's sync: every usable account read from the day after its last complete one (a first
 * sync: the last `historyDays` days) to today, window by window, each window's rows upserted and
 * the account's progress saved before the next. Writes are keyed by what they describe, so reading
 * a day again writes nothing unless the platform's numbers changed. One account's failure is
 * reported and the others go on.
 */
export function createSyncService(deps: {
  source: AccountsSource;
  readers: Partial<Record<string, PlatformReader>>;
  shop: ShopReader | undefined;
  historyDays: number;
  logger: Logger;
  /** Told when a run wrote something: what was computed from the old rows no longer holds. */
  onWritten?: (userId: string) => Promise<void>;
  now?: () => number;
}) {
  const { source, readers, shop, logger } = deps;
  const now = deps.now ?? Date.now;

  const upsertAll = async (
    model: {
      bulkWrite(
        ops: Array<{ updateOne: { filter: object; update: object; upsert: boolean } }>,
        options: { ordered: boolean },
      ): Promise<{ upsertedCount: number; modifiedCount: number }>;
    },
    docs: Array<{ filter: Record<string, unknown>; set: Record<string, unknown> }>,
  ): Promise<number> => {
    let written = 0;
    for (let start = 0; start < docs.length; start += BATCH) {
      const ops = docs.slice(start, start + BATCH).map(({ filter, set }) => ({
        updateOne: { filter, update: { $set: set }, upsert: true },
      }));
      const result = await model.bulkWrite(ops, { ordered: false });
      written += result.upsertedCount + result.modifiedCount;
    }
    return written;
  };

  const writeDaily = async (userId: string, account: SyncAccount, reader: PlatformReader, from: string, to: string) => {
    const rows = await reader.readDaily(userId, account, from, to);
    return upsertAll(
      PlatformDailyMetricModel,
      rows.map((row) => ({
        filter: { userId, platform: account.platform, accountId: account.accountId, date: row.date },
        set: { metrics: row.metrics },
      })),
    );
  };

  /**
   * The account's audience by hour, every day its platform still keeps (Instagram: 30, one call), so
   * a run that could not read them is made up by the next. The hours only add to the days: a read
   * that fails is logged and the account's sync goes on without them.
   */
  const writeHourly = async (userId: string, account: SyncAccount, reader: PlatformReader, from: string) => {
    if (!reader.readHourly) return 0;
    let rows: HourlyActivityRow[];
    try {
      rows = await reader.readHourly(userId, account, from, isoDay(now()));
    } catch (err) {
      if (isPlatformError(err))
        logger.warn({ platform: account.platform, reason: err.message }, 'hourly activity not read');
      else logger.error({ err, platform: account.platform }, 'hourly activity not read');
      return 0;
    }
    return upsertAll(
      PlatformHourlyActivityModel,
      rows.map((row) => ({
        filter: { userId, platform: account.platform, accountId: account.accountId, date: row.date },
        set: { hours: row.hours },
      })),
    );
  };

  const writeShop = async (userId: string, account: SyncAccount, reader: ShopReader, from: string, to: string) => {
    const read = await reader.readShop(userId, account, from, to);
    const shopDomain = account.accountId;
    let written = await upsertAll(
      ShopDailyMetricModel,
      read.days.map((day) => ({
        filter: { userId, shopDomain, date: day.date },
        set: {
          totalSales: day.totalSales,
          orderCount: day.orderCount,
          averageOrderValue: day.averageOrderValue,
          currency: read.currency,
        },
      })),
    );
    written += await upsertAll(
      ShopProductDayModel,
      read.productSalesByDay.flatMap(({ date, products }) =>
        products.map((product) => ({
          filter: { userId, shopDomain, date, shopifyProductId: product.shopifyProductId },
          set: { productTitle: product.productTitle, totalSales: product.totalSales },
        })),
      ),
    );
    return written;
  };

  /** The best sellers of each period ending today, ranked from the stored product days. */
  const rankProducts = async (userId: string, shopDomain: string): Promise<number> => {
    const today = isoDay(now());
    let written = 0;
    for (const periodDays of PRODUCT_PERIODS) {
      const start = isoDay(dayTime(today) - (periodDays - 1) * DAY_MS);
      const totals: Array<{ _id: string; productTitle: string; totalSales: number }> =
        await ShopProductDayModel.aggregate([
          { $match: { userId, shopDomain, date: mongoose.trusted({ $gte: start, $lte: today }) } },
          {
            $group: {
              _id: '$shopifyProductId',
              productTitle: { $last: '$productTitle' },
              totalSales: { $sum: '$totalSales' },
            },
          },
          { $sort: { totalSales: -1, _id: 1 } },
        ]);
      written += await upsertAll(
        ShopProductModel,
        totals.map((product, index) => ({
          filter: { userId, shopDomain, periodDays, shopifyProductId: product._id },
          set: {
            productTitle: product.productTitle,
            totalSales: Math.round(product.totalSales * 100) / 100,
            rank: index + 1,
            periodStartDate: start,
            periodEndDate: today,
          },
        })),
      );
      const ranked = totals.map((product) => product._id);
      const stale = await ShopProductModel.deleteMany({
        userId,
        shopDomain,
        periodDays,
        shopifyProductId: mongoose.trusted({ $nin: ranked }),
      });
      written += stale.deletedCount;
    }
    return written;
  };

  const syncAccount = async (userId: string, account: SyncAccount): Promise<{ written: number; from: string }> => {
    const reader = account.platform === 'shopify' ? shop : readers[account.platform];
    if (!reader) return { written: 0, from: isoDay(now()) };
    const states = userScope(SyncStateModel, userId);
    const key = { platform: account.platform, accountId: account.accountId };
    const state = (await states.findOne(key).lean()) as SyncState | null;
    const today = isoDay(now());
    const yesterday = isoDay(now() - DAY_MS);
    const first = isoDay(now() - (deps.historyDays - 1) * DAY_MS);
    // The last complete day is read again: a platform may still revise its numbers for it.
    let from = state?.lastCompleteDay && state.lastCompleteDay > first ? state.lastCompleteDay : first;
    const start = from;
    let written = 0;
    while (from <= today) {
      const to = isoDay(Math.min(dayTime(from) + (WINDOW_DAYS - 1) * DAY_MS, dayTime(today)));
      written +=
        account.platform === 'shopify'
          ? await writeShop(userId, account, reader as ShopReader, from, to)
          : await writeDaily(userId, account, reader as PlatformReader, from, to);
      const complete = to < today ? to : yesterday;
      await SyncStateModel.updateOne({ userId, ...key }, { $set: { lastCompleteDay: complete } }, { upsert: true });
      from = isoDay(dayTime(to) + DAY_MS);
    }
    written +=
      account.platform === 'shopify'
        ? await rankProducts(userId, account.accountId)
        : await writeHourly(userId, account, reader as PlatformReader, first);
    return { written, from: start };
  };

  /**
   * The shop's conversion rate (entities: conversion_rate): Shopify's Admin API has no sessions,
   * so a day's orders are set against the sessions of the owner's Google Analytics property (the
   * first, when there are several). Without a property the rate stays null.
   */
  const linkConversion = async (userId: string, from: string): Promise<number> => {
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
    return upsertAll(
      ShopDailyMetricModel,
      days.map((day) => {
        const visits = sessions.get(day.date) ?? 0;
        return {
          filter: { userId, shopDomain: day.shopDomain, date: day.date },
          set: { conversionRate: visits > 0 ? Math.round((day.orderCount / visits) * 10000) / 100 : null },
        };
      }),
    );
  };

  const record = async (
    userId: string,
    account: SyncAccount,
    outcome: SyncOutcome,
    written: number,
    error?: string,
  ) => {
    const at = new Date(now());
    await SyncStateModel.updateOne(
      { userId, platform: account.platform, accountId: account.accountId },
      {
        $set: {
          lastRunAt: at,
          outcome,
          error: error ?? null,
          documentsWritten: written,
          ...(outcome === 'ok' ? { lastSuccessAt: at } : {}),
        },
      },
      { upsert: true },
    );
    try {
      await source.report(userId, { platform: account.platform, accountId: account.accountId, outcome, reason: error });
    } catch (err) {
      logger.warn({ err, platform: account.platform }, 'sync outcome not reported to settings');
    }
  };

  return {
    /** Syncs the user's accounts (or the one named); answers how many documents it wrote. */
    async syncUser(userId: string, only?: { platform: string; accountId: string }): Promise<SyncResult> {
      const accounts = (await source.accounts(userId)).filter(
        (account) =>
          account.usable && (!only || (account.platform === only.platform && account.accountId === only.accountId)),
      );
      let documentsWritten = 0;
      let earliest: string | undefined;
      for (const account of accounts) {
        try {
          const { written, from } = await syncAccount(userId, account);
          if (account.platform === 'shopify' || account.platform === 'google-analytics')
            earliest = earliest && earliest < from ? earliest : from;
          documentsWritten += written;
          await record(userId, account, 'ok', written);
        } catch (err) {
          if (!isPlatformError(err)) throw err;
          const outcome: SyncOutcome =
            err instanceof PlatformFailure
              ? err.kind === 'rejected'
                ? 'rejected'
                : err.kind === 'unavailable'
                  ? 'unavailable'
                  : 'error'
              : 'unavailable';
          const reason = (err instanceof PlatformFailure ? err.platformReason : undefined) ?? err.message;
          logger.warn({ platform: account.platform, outcome, reason: err.message }, 'account sync failed');
          await record(userId, account, outcome, 0, reason.slice(0, 500));
        }
      }
      if (earliest) documentsWritten += await linkConversion(userId, earliest);
      if (documentsWritten > 0) await deps.onWritten?.(userId);
      logger.info({ accounts: accounts.length, documentsWritten }, 'user synced');
      return { accounts: accounts.length, documentsWritten };
    },

    async status(userId: string): Promise<AccountSyncStatus[]> {
      const states = (await userScope(SyncStateModel, userId).find().lean()) as SyncState[];
      return states.map((state) => ({
        platform: state.platform,
        accountId: state.accountId,
        lastCompleteDay: state.lastCompleteDay ?? null,
        lastRunAt: state.lastRunAt ? state.lastRunAt.toISOString() : null,
        lastSuccessAt: state.lastSuccessAt ? state.lastSuccessAt.toISOString() : null,
        outcome: state.outcome ?? null,
        error: state.error ?? null,
        documentsWritten: state.documentsWritten ?? 0,
      }));
    },

    /** Deletes everything synced of one account, and its progress; answers the documents deleted. */
    async forgetAccount(userId: string, platform: PlatformKey, accountId: string): Promise<number> {
      const results = await Promise.all([
        PlatformDailyMetricModel.deleteMany({ userId, platform, accountId }),
        PlatformHourlyActivityModel.deleteMany({ userId, platform, accountId }),
        SyncStateModel.deleteMany({ userId, platform, accountId }),
        ...(platform === 'shopify'
          ? [
              ShopDailyMetricModel.deleteMany({ userId, shopDomain: accountId }),
              ShopProductDayModel.deleteMany({ userId, shopDomain: accountId }),
              ShopProductModel.deleteMany({ userId, shopDomain: accountId }),
            ]
          : []),
      ]);
      return results.reduce((sum, result) => sum + result.deletedCount, 0);
    },

    /** Whether the user still has accounts to sync (a schedule without any is removed). */
    async hasAccounts(userId: string): Promise<boolean> {
      return (await source.accounts(userId)).length > 0;
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
