import { isRecord } from '@scp/service-kit/oauth-client';
import { expectObject, patientFetch, PlatformFailure, type PatientOptions } from '@scp/service-kit/platform-http';
import { records, trimBase } from '../reader-support';
import {
  cleanHandle,
  count,
  PublicAccountNotFound,
  RECENT_POSTS,
  type PublicAccountReader,
} from '../public-accounts/public-account-reader';

// A TikTok profile and its recent videos from TikTok's research endpoints, read with a client
// access token (the app's own, client_credentials): public profiles need no person's connection.

const WHAT = 'TikTok profile';
/** How far back the video query looks (TikTok's research queries span at most 30 days). */
const VIDEO_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

function researchDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10).replace(/-/g, '');
}

export function createTiktokPublicReader(options: {
  api: string;
  clientKey: string;
  clientSecret: string;
  patient?: PatientOptions;
  now?: () => number;
}): PublicAccountReader {
  const api = trimBase(options.api);
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;

  const clientToken = async (): Promise<string> => {
    if (cached && cached.expiresAt > now() + 60_000) return cached.token;
    const body = expectObject(
      'TikTok client token',
      await patientFetch(
        `${api}/v2/oauth/token/`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_key: options.clientKey,
            client_secret: options.clientSecret,
            grant_type: 'client_credentials',
          }).toString(),
        },
        options.patient,
      ),
    );
    if (typeof body.access_token !== 'string') throw new PlatformFailure('refused', 'TikTok client token: no token');
    cached = { token: body.access_token, expiresAt: now() + count(body.expires_in) * 1000 };
    return cached.token;
  };

  const research = async (path: string, fields: string, request: unknown) => {
    const reply = await patientFetch(
      `${api}/v2/research/${path}/?${new URLSearchParams({ fields }).toString()}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${await clientToken()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      },
      options.patient,
    );
    const error = isRecord(reply.body) && isRecord(reply.body.error) ? reply.body.error : undefined;
    if (error?.code === 'user_not_found') throw new PublicAccountNotFound(WHAT, String(error.message));
    const body = expectObject(WHAT, reply);
    if (error && error.code !== 'ok') throw new PlatformFailure('refused', `${WHAT}: ${String(error.code)}`);
    return isRecord(body.data) ? body.data : {};
  };

  return {
    platform: 'tiktok',
    needsOwnerAccount: false,
    async read(handle) {
      const username = cleanHandle(handle, WHAT);
      const user = await research('user/info', 'display_name,follower_count,video_count', { username });
      const end = now();
      const videos = await research(
        'video/query',
        'id,create_time,video_description,like_count,comment_count,share_count,view_count',
        {
          query: { and: [{ operation: 'EQ', field_name: 'username', field_values: [username] }] },
          start_date: researchDay(end - (VIDEO_DAYS - 1) * DAY_MS),
          end_date: researchDay(end),
          max_count: RECENT_POSTS,
        },
      );
      return {
        profile: {
          id: username,
          handle: username,
          name: typeof user.display_name === 'string' ? user.display_name : username,
          followers: count(user.follower_count),
          postCount: typeof user.video_count === 'number' ? count(user.video_count) : null,
        },
        posts: records(videos.videos)
          .map((video) => ({
            id: String(video.id ?? ''),
            postedAt: new Date(count(video.create_time) * 1000).toISOString(),
            caption: typeof video.video_description === 'string' ? video.video_description : '',
            likes: count(video.like_count),
            comments: count(video.comment_count),
            shares: count(video.share_count),
            views: count(video.view_count),
            url: `https://www.tiktok.com/@${username}/video/${String(video.id ?? '')}`,
            format: 'video' as const,
          }))
          .sort((a, b) => b.postedAt.localeCompare(a.postedAt)),
      };
    },
  };
}
