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
  records,
  trimBase,
  utcDayOf,
} from '../reader-support';

// A TikTok account's days from its video list (Display API): TikTok gives no daily account
// insights, so a day's numbers are the current counts of the videos posted that day. The list is
// newest first, paged by a millisecond cursor (videos before it); paging stops once past `from`.

const PAGE_SIZE = 20;
const FIELDS = 'id,create_time,view_count,like_count,comment_count,share_count';

export interface TiktokReaderOptions {
  /** `https://open.tiktokapis.com`, or `<sandbox>/tiktok`. */
  api: string;
  patient?: PatientOptions;
}

export function createTiktokReader(options: TiktokReaderOptions): PlatformReader {
  const api = trimBase(options.api);
  return {
    platform: 'tiktok',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const series = new DailySeries(from, to, ['views', 'likes', 'comments', 'shares', 'engagement']);
      const start = Date.parse(`${from}T00:00:00Z`);
      let cursor = Date.parse(`${addDays(to, 1)}T00:00:00Z`);
      const seen = new Set<string>();
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const body = await callJson(
          'TikTok video list',
          `${api}/v2/video/list/?fields=${FIELDS}`,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${account.accessToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ max_count: PAGE_SIZE, cursor }),
          },
          options.patient,
        );
        // TikTok reports errors in the body too, with a 200 sometimes.
        const error = isRecord(body.error) ? body.error : {};
        if (error.code !== undefined && error.code !== 'ok')
          throw new PlatformFailure('refused', `TikTok video list: ${String(error.code)}`, String(error.message ?? ''));
        const data = isRecord(body.data) ? body.data : {};
        const videos = records(data.videos);
        let oldest = Infinity;
        for (const video of videos) {
          const created = numberOf(video.create_time) * 1000;
          oldest = Math.min(oldest, created);
          const id = String(video.id ?? '');
          if (created < start || seen.has(id)) continue;
          seen.add(id);
          const date = utcDayOf(created);
          const likes = numberOf(video.like_count);
          const comments = numberOf(video.comment_count);
          const shares = numberOf(video.share_count);
          series.add(date, 'views', numberOf(video.view_count));
          series.add(date, 'likes', likes);
          series.add(date, 'comments', comments);
          series.add(date, 'shares', shares);
          series.add(date, 'engagement', likes + comments + shares);
        }
        const next = numberOf(data.cursor);
        // Done when TikTok has no more, the page went past `from`, or the cursor would not move.
        if (data.has_more !== true || !videos.length || oldest < start || !next || next >= cursor) break;
        cursor = next;
      }
      return series.rows();
    },
  };
}
