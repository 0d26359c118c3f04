import type { Logger } from '@scp/service-kit/logger';
import { userScope } from '@scp/service-kit/user-scope';
import { isoDay } from '@scp/shared/contracts/dashboard/analytics';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import { writeAdSpend } from '../ads/write-ad-spend';
import type { AdSpendReader } from '../neighbours/settings-ad-reads';
import type { AccountReader, ShopDaysReader } from '../neighbours/settings-reads';
import { rankProducts } from './rank-products';
import { DAY_MS, dayTime } from './sync-days';
import { SyncStateModel, type SyncState } from './sync-state-model';
import { writeDailyMetrics } from './write-daily-metrics';
import { writeHourlyActivity } from './write-hourly-activity';
import { writeShopCatalogue } from './write-shop-catalogue';
import { writeShopDays } from './write-shop-days';

/** Days read and written in one step: progress is saved after each, so a crash loses at most one. */
const WINDOW_DAYS = 90;

/** What reading an account needs: its platform's reader (through settings), how far back, the clock. */
export interface AccountSyncDeps {
  readers: Partial<Record<string, AccountReader>>;
  shop: ShopDaysReader | undefined;
  /** The owner's ad spend, read through a connection whose grant reaches the ad accounts (Facebook's). */
  ads?: AdSpendReader;
  /** How far back a first sync reads. */
  historyDays: number;
  logger: Logger;
  now: () => number;
}

/**
 * One account read from the day after its last complete one (a first sync: the last `historyDays`
 * days) to today, window by window, each window's rows upserted and the account's progress saved
 * before the next; then a shop's products ranked and its catalogue read, or an account's audience by hour. Answers the
 * documents written and the first day read (what the shop's conversion rates are linked from).
 */
export async function syncAccount(
  deps: AccountSyncDeps,
  userId: string,
  account: SyncAccount,
): Promise<{ written: number; from: string }> {
  const { now } = deps;
  const reader = account.platform === 'shopify' ? deps.shop : deps.readers[account.platform];
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
        ? await writeShopDays(userId, account, reader as ShopDaysReader, from, to)
        : (await writeDailyMetrics(userId, account, reader as AccountReader, from, to)) +
          (await writeAdSpend(deps, userId, account, from, to, first));
    const complete = to < today ? to : yesterday;
    await SyncStateModel.updateOne({ userId, ...key }, { $set: { lastCompleteDay: complete } }, { upsert: true });
    from = isoDay(dayTime(to) + DAY_MS);
  }
  written +=
    account.platform === 'shopify'
      ? (await rankProducts(userId, account.accountId, isoDay(now()))) +
        (await writeShopCatalogue(userId, account, reader as ShopDaysReader))
      : await writeHourlyActivity(deps, userId, account, reader as AccountReader, first, isoDay(now()));
  return { written, from: start };
}
