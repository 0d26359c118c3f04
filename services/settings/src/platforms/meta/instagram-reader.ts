import { readHourlyInsight, readInsights, readNode, type MetaApi } from './meta-insights';
import type { PlatformReader, SyncAccount } from '../platform-reader';
import { addDays, checkRange, DailySeries, numberOf, pathId, todayUtc, trimBase } from '../reader-support';

// An Instagram professional account's days. Graph gives reach, impressions and accounts engaged per
// day, but followers only as the day's net gain (follower_count): the count on a day is today's
// followers_count minus the gains of every later day, so the gains are read up to today. (Real
// Instagram serves follower_count for the last 30 days only; older days then keep the count of the
// oldest day it has, and a backfill's follower history is flat before that.) 30 days a call.
// The audience by hour is online_followers, a lifetime metric Graph keeps for the last 30 days.

const INSTAGRAM_MAX_DAYS = 30;
const ONLINE_FOLLOWERS_KEPT_DAYS = 30;
const DAILY = { reach: 'reach', impressions: 'impressions', accounts_engaged: 'engagement' } as const;

export function createInstagramReader(meta: MetaApi): PlatformReader {
  const api = { ...meta, api: trimBase(meta.api) };
  const igUserIdOf = (account: SyncAccount) => pathId(account.accountId, /^\d{1,30}$/, 'Instagram account');
  return {
    platform: 'instagram',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const igUserId = igUserIdOf(account);
      const series = new DailySeries(from, to, ['followers', ...Object.values(DAILY)]);
      const today = todayUtc();
      // One pass over from..today (or to, if later): the same calls bring the days and the gains.
      const until = to > today ? to : today;
      const values = await readInsights(
        api,
        'Instagram insights',
        igUserId,
        account.accessToken,
        [...Object.keys(DAILY), 'follower_count'],
        from,
        until,
        INSTAGRAM_MAX_DAYS,
      );
      for (const [metric, name] of Object.entries(DAILY))
        for (const [date, value] of values.get(metric) ?? []) series.set(date, name, value);

      if (from <= today) {
        const profile = await readNode(api, 'Instagram account', igUserId, account.accessToken, 'followers_count');
        const gainOn = values.get('follower_count') ?? new Map<string, number>();
        // Walk back from today: the count at the end of a day is the next day's count minus its gain.
        let followers = numberOf(profile.followers_count);
        for (let date = today; date >= from; date = addDays(date, -1)) {
          if (date <= to) series.set(date, 'followers', followers);
          followers -= gainOn.get(date) ?? 0;
        }
      }
      return series.rows();
    },

    async readHourly(account, from, to) {
      checkRange(from, to);
      const igUserId = igUserIdOf(account);
      const oldestKept = addDays(todayUtc(), -(ONLINE_FOLLOWERS_KEPT_DAYS - 1));
      const start = from > oldestKept ? from : oldestKept;
      if (start > to) return [];
      const days = await readHourlyInsight(
        api,
        'Instagram online followers',
        igUserId,
        account.accessToken,
        'online_followers',
        start,
        to,
      );
      return [...days].map(([date, hours]) => ({ date, hours })).sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
