import { isRecord } from '@scp/service-kit/oauth-client';
import { count, str } from '@scp/service-kit/platform-http';
import { publishCall } from '../platform-publisher';
import type { PostMetricsReader } from '../post-metrics-reader';
import { records, trimBase } from '../reader-support';
import { tiktokRules } from './tiktok-publisher';

// A TikTok video's counts, all the account's videos asked in one Display API call:
// `POST /v2/video/query/?fields=id,like_count,comment_count,share_count,view_count` with
// `{ filters: { video_ids } }` (video.list). TikTok counts plays, not people, so its reach is the
// views; it gives no saves or link clicks.

const FIELDS = 'id,like_count,comment_count,share_count,view_count';

export function createTiktokPostMetrics(options: { api: string }): PostMetricsReader {
  const api = trimBase(options.api);
  return {
    platform: 'tiktok',
    async read(account, ids) {
      const body = await publishCall(
        'TikTok video query',
        `${api}/v2/video/query/?fields=${FIELDS}`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${account.accessToken}`,
            'Content-Type': 'application/json; charset=UTF-8',
          },
          body: JSON.stringify({ filters: { video_ids: [...new Set(ids)] } }),
        },
        tiktokRules,
      );
      const videos = records(isRecord(body.data) ? body.data.videos : undefined);
      return new Map(
        videos.flatMap((video) => {
          const id = str(video.id);
          if (!id) return [];
          return [
            [
              id,
              {
                likes: count(video.like_count),
                comments: count(video.comment_count),
                shares: count(video.share_count),
                saves: null,
                reach: count(video.view_count),
                clicks: null,
              },
            ] as const,
          ];
        }),
      );
    },
  };
}
