import type { PatientOptions } from '@scp/service-kit/platform-http';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { isRecord } from '@scp/service-kit/oauth-client';
import type { PlatformReader } from '../platform-reader';
import {
  addDays,
  callJson,
  checkRange,
  DailySeries,
  MAX_PAGES,
  numberOf,
  pathId,
  records,
  trimBase,
} from '../reader-support';

// An X account's days from its posts (API v2 user timeline): X has no daily account metrics, so a
// day's numbers are the current public metrics of the posts made that day, summed. The timeline is
// read between start_time and end_time, newest first, following next_token.

const PAGE_SIZE = 100;

export interface TwitterReaderOptions {
  /** `https://api.x.com`, or `<sandbox>/x`. */
  api: string;
  patient?: PatientOptions;
}

export function createTwitterReader(options: TwitterReaderOptions): PlatformReader {
  const api = trimBase(options.api);
  return {
    platform: 'twitter',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const userId = pathId(account.accountId, /^\d{1,19}$/, 'X user');
      const series = new DailySeries(from, to, ['impressions', 'likes', 'shares', 'comments', 'engagement']);
      const seen = new Set<string>();
      let token: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          max_results: String(PAGE_SIZE),
          start_time: `${from}T00:00:00Z`,
          end_time: `${addDays(to, 1)}T00:00:00Z`,
          'tweet.fields': 'created_at,public_metrics',
        });
        if (token) query.set('pagination_token', token);
        const body = await callJson(
          'X user posts',
          `${api}/2/users/${userId}/tweets?${query.toString()}`,
          { headers: { Authorization: `Bearer ${account.accessToken}` } },
          options.patient,
        );
        // X answers a missing user with a 200 holding only `errors`.
        const errors = records(body.errors);
        if (!('data' in body) && errors.length && !isRecord(body.meta)) {
          const detail = String(errors[0]?.detail ?? errors[0]?.title ?? 'error');
          throw new PlatformFailure('refused', `X user posts: ${detail}`, detail);
        }
        for (const post of records(body.data)) {
          const id = String(post.id ?? '');
          if (seen.has(id) || typeof post.created_at !== 'string') continue;
          seen.add(id);
          const date = post.created_at.slice(0, 10);
          const metrics = isRecord(post.public_metrics) ? post.public_metrics : {};
          const likes = numberOf(metrics.like_count);
          const shares = numberOf(metrics.retweet_count) + numberOf(metrics.quote_count);
          const comments = numberOf(metrics.reply_count);
          series.add(date, 'impressions', numberOf(metrics.impression_count));
          series.add(date, 'likes', likes);
          series.add(date, 'shares', shares);
          series.add(date, 'comments', comments);
          series.add(date, 'engagement', likes + shares + comments);
        }
        const meta = isRecord(body.meta) ? body.meta : {};
        token = typeof meta.next_token === 'string' && meta.next_token ? meta.next_token : undefined;
        if (!token) break;
      }
      return series.rows();
    },
  };
}
