import type { PatientOptions } from '@scp/service-kit/platform-http';
import { isRecord } from '@scp/service-kit/oauth-client';
import type { PlatformReader } from '../platform-reader';
import {
  addDays,
  callJson,
  checkRange,
  DailySeries,
  numberOf,
  pathId,
  records,
  todayUtc,
  trimBase,
  utcDayOf,
} from '../reader-support';

// A LinkedIn company page's days: its share statistics per day, and its followers. LinkedIn gives
// follower gains per day, not counts, so a day's count is the page's current follower count
// (networkSizes) minus the gains of every later day: the gains are read up to today.

export interface LinkedinReaderOptions {
  /** `https://api.linkedin.com`, or `<sandbox>/linkedin`. */
  api: string;
  patient?: PatientOptions;
}

const SHARE_METRICS = {
  impressionCount: 'impressions',
  clickCount: 'clicks',
  likeCount: 'likes',
  commentCount: 'comments',
  shareCount: 'shares',
} as const;

export function createLinkedinReader(options: LinkedinReaderOptions): PlatformReader {
  const api = trimBase(options.api);
  return {
    platform: 'linkedin',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const orgId = pathId(account.accountId, /^\d{1,19}$/, 'LinkedIn organization');
      const urn = `urn:li:organization:${orgId}`;
      // Flat (Rest.li 1.0) parameters, so no Rest.li 2.0 protocol header.
      const headers = { Authorization: `Bearer ${account.accessToken}` };
      const get = (what: string, path: string) => callJson(what, `${api}${path}`, { headers }, options.patient);
      /** Statistics of the days starting in [start, end) (epoch ms), one element a day. */
      const statistics = async (resource: string, start: string, end: string) => {
        const query = new URLSearchParams({
          q: 'organizationalEntity',
          organizationalEntity: urn,
          'timeIntervals.timeGranularityType': 'DAY',
          'timeIntervals.timeRange.start': String(Date.parse(`${start}T00:00:00Z`)),
          'timeIntervals.timeRange.end': String(Date.parse(`${addDays(end, 1)}T00:00:00Z`)),
        });
        const body = await get(`LinkedIn ${resource}`, `/v2/${resource}?${query.toString()}`);
        return records(body.elements).map((element) => ({
          date: utcDayOf(numberOf(isRecord(element.timeRange) ? element.timeRange.start : undefined)),
          element,
        }));
      };

      const series = new DailySeries(from, to, ['followers', ...Object.values(SHARE_METRICS), 'engagement']);
      for (const { date, element } of await statistics('organizationalEntityShareStatistics', from, to)) {
        const stats = isRecord(element.totalShareStatistics) ? element.totalShareStatistics : {};
        for (const [field, name] of Object.entries(SHARE_METRICS)) series.set(date, name, numberOf(stats[field]));
        // LinkedIn's own `engagement` is a rate; the dashboard's is the count of interactions.
        series.set(
          date,
          'engagement',
          numberOf(stats.clickCount) +
            numberOf(stats.likeCount) +
            numberOf(stats.commentCount) +
            numberOf(stats.shareCount),
        );
      }

      const today = todayUtc();
      if (from <= today) {
        const size = await get(
          'LinkedIn follower count',
          `/v2/networkSizes/${encodeURIComponent(urn)}?edgeType=CompanyFollowedByMember`,
        );
        const gainOn = new Map<string, number>();
        for (const { date, element } of await statistics('organizationalEntityFollowerStatistics', from, today)) {
          const gains = isRecord(element.followerGains) ? element.followerGains : {};
          gainOn.set(date, numberOf(gains.organicFollowerGain) + numberOf(gains.paidFollowerGain));
        }
        let followers = numberOf(size.firstDegreeSize);
        for (let date = today; date >= from; date = addDays(date, -1)) {
          if (date <= to) series.set(date, 'followers', followers);
          followers -= gainOn.get(date) ?? 0;
        }
      }
      return series.rows();
    },
  };
}
