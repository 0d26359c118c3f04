import { isRecord, type PlatformReply } from '@scp/service-kit/oauth-client';
import { str } from '@scp/service-kit/platform-http';
import {
  DEFAULT_PROCESSING_WAIT,
  fetchMediaBytes,
  MEDIA_CALL_TIMEOUT_MS,
  publishCall,
  PublishFailure,
  waitFor,
  type PlatformPublisher,
  type ProcessingWait,
  type RecentPost,
} from '../platform-publisher';
import type { SyncAccount } from '../platform-reader';
import { MAX_PAGES, numberOf, records, trimBase } from '../reader-support';

// TikTok's Content Posting API, direct post of a video: the creator's posting options first (the
// privacy levels this creator may post with), then init with the file's size and chunks, the file
// sent to the upload URL TikTok answered (PUT with Content-Range), and the post's status fetched
// until TikTok has published it (PUBLISH_COMPLETE with the public post id) or failed it.
// TikTok takes the file from us rather than a URL (pulling from a URL needs a verified domain).

/** TikTok's chunk rules: one chunk up to 64 MB; larger files in chunks of 10 MB, the last taking the rest. */
const SINGLE_CHUNK_MAX = 64 * 1024 * 1024;
const CHUNK_SIZE = 10 * 1024 * 1024;
/** The largest video this service hands to TikTok (TikTok's own ceiling is higher; the studio's limits are lower). */
const MAX_VIDEO_BYTES = 1024 * 1024 * 1024;
/** TikTok's error codes that mean a token it no longer takes, or a wait. */
const TOKEN_CODES = new Set(['access_token_invalid', 'scope_not_authorized', 'scope_permission_missed']);
const THROTTLE_CODES = new Set(['rate_limit_exceeded', 'spam_risk_too_many_posts', 'reached_active_user_cap']);
/** The privacy a post goes out with when the creator may choose it. */
const PREFERRED_PRIVACY = 'PUBLIC_TO_EVERYONE';
/** How far before the publish the account's list is read to find the post again (clocks differ a little). */
const LIST_MARGIN_MS = 60_000;

function tiktokCode(reply: PlatformReply): string | undefined {
  return isRecord(reply.body) && isRecord(reply.body.error) ? str(reply.body.error.code) : undefined;
}

export const tiktokRules = {
  isTokenRefusal: (reply: PlatformReply) => reply.status === 401 || TOKEN_CODES.has(tiktokCode(reply) ?? ''),
  isThrottled: (reply: PlatformReply) => THROTTLE_CODES.has(tiktokCode(reply) ?? ''),
};

/** The chunks TikTok is told of at init: their size and count, and each chunk's byte range. */
export function chunksOf(size: number): { chunkSize: number; ranges: Array<[number, number]> } {
  if (size <= SINGLE_CHUNK_MAX) return { chunkSize: size, ranges: [[0, size - 1]] };
  const count = Math.floor(size / CHUNK_SIZE);
  const ranges: Array<[number, number]> = [];
  for (let index = 0; index < count; index += 1)
    ranges.push([index * CHUNK_SIZE, index === count - 1 ? size - 1 : (index + 1) * CHUNK_SIZE - 1]);
  return { chunkSize: CHUNK_SIZE, ranges };
}

export function createTiktokPublisher(
  options: { api: string },
  wait: ProcessingWait = DEFAULT_PROCESSING_WAIT,
): PlatformPublisher {
  const api = trimBase(options.api);
  const call = (what: string, path: string, token: string, body: unknown) =>
    publishCall(
      what,
      `${api}${path}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=UTF-8' },
        body: JSON.stringify(body),
      },
      tiktokRules,
    );
  const dataOf = (body: Record<string, unknown>) => (isRecord(body.data) ? body.data : {});

  const upload = async (uploadUrl: string, bytes: Buffer, mimeType: string) => {
    const { ranges } = chunksOf(bytes.length);
    for (const [first, last] of ranges) {
      let answer: Response;
      try {
        answer = await fetch(uploadUrl, {
          method: 'PUT',
          headers: {
            'Content-Type': mimeType,
            'Content-Range': `bytes ${first}-${last}/${bytes.length}`,
          },
          body: new Uint8Array(bytes.subarray(first, last + 1)),
          signal: AbortSignal.timeout(MEDIA_CALL_TIMEOUT_MS),
        });
      } catch {
        throw new PublishFailure('unavailable', 'TikTok did not take the video upload.');
      }
      const text = await answer.text().catch(() => '');
      if (answer.status !== 201 && answer.status !== 206) {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // TikTok's upload host may answer plain text.
        }
        throw new PublishFailure(
          answer.status >= 500 ? 'unavailable' : 'bad_request',
          (isRecord(body) && isRecord(body.error) && str(body.error.message)) ||
            `TikTok's upload answered HTTP ${answer.status}.`,
        );
      }
    }
  };

  const recentPosts = async (account: SyncAccount, since: Date): Promise<RecentPost[]> => {
    const posts: Array<{ platformPostId: string; permalink: string; text: string; createdAt: string }> = [];
    let cursor = Date.now();
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const data = dataOf(
        await call(
          'TikTok video list',
          '/v2/video/list/?fields=id,create_time,share_url,title,video_description',
          account.accessToken,
          { max_count: 20, cursor },
        ),
      );
      const videos = records(data.videos);
      let older = false;
      for (const video of videos) {
        const at = numberOf(video.create_time) * 1000;
        if (at < since.getTime()) {
          older = true;
          continue;
        }
        posts.push({
          platformPostId: String(video.id),
          permalink: str(video.share_url) ?? '',
          text: str(video.video_description) ?? str(video.title) ?? '',
          createdAt: new Date(at).toISOString(),
        });
      }
      const next = numberOf(data.cursor);
      if (older || data.has_more !== true || videos.length === 0 || next >= cursor) break;
      cursor = next;
    }
    return posts;
  };

  return {
    platform: 'tiktok',
    recentPosts,

    async publish(account, post) {
      const token = account.accessToken;
      const videos = post.media.filter((media) => media.type === 'video');
      if (videos.length !== 1 || post.media.length !== 1)
        throw new PublishFailure('bad_request', 'A TikTok post is one video.');
      const video = videos[0]!;

      const creator = dataOf(await call('TikTok creator info', '/v2/post/publish/creator_info/query/', token, {}));
      const levels = Array.isArray(creator.privacy_level_options)
        ? creator.privacy_level_options.filter((level): level is string => typeof level === 'string')
        : [];
      const privacyLevel = levels.includes(PREFERRED_PRIVACY) ? PREFERRED_PRIVACY : levels[0];
      if (!privacyLevel) throw new PublishFailure('bad_request', 'TikTok offers this account no way to post.');

      const startedAt = Date.now();
      const { bytes } = await fetchMediaBytes(video.url, MAX_VIDEO_BYTES);
      const { chunkSize, ranges } = chunksOf(bytes.length);
      const init = dataOf(
        await call('TikTok post init', '/v2/post/publish/video/init/', token, {
          post_info: {
            title: post.text,
            privacy_level: privacyLevel,
            disable_comment: false,
            disable_duet: false,
            disable_stitch: false,
          },
          source_info: {
            source: 'FILE_UPLOAD',
            video_size: bytes.length,
            chunk_size: chunkSize,
            total_chunk_count: ranges.length,
          },
        }),
      );
      const publishId = str(init.publish_id);
      const uploadUrl = str(init.upload_url);
      if (!publishId || !uploadUrl) throw new PublishFailure('unavailable', 'TikTok answered no upload address.');
      await upload(uploadUrl, bytes, video.mimeType);

      const postId = await waitFor(
        wait,
        async () => {
          const status = dataOf(
            await call('TikTok post status', '/v2/post/publish/status/fetch/', token, { publish_id: publishId }),
          );
          if (status.status === 'FAILED')
            throw new PublishFailure(
              'bad_request',
              `TikTok did not publish the video: ${str(status.fail_reason) ?? 'failed'}.`,
            );
          // TikTok spells it so.
          const ids = Array.isArray(status.publicaly_available_post_id) ? status.publicaly_available_post_id : [];
          const id = ids.map((value) =>
            typeof value === 'number' || typeof value === 'string' ? String(value) : '',
          )[0];
          return status.status === 'PUBLISH_COMPLETE' && id ? id : undefined;
        },
        // The upload is in: TikTok publishes it on its own, so a retry must first look at the account's recent posts.
        'TikTok is still processing the video; it may appear on the account without another try.',
      );
      // TikTok's post ids are 64-bit numbers, more than a JSON number keeps exactly: the post is found
      // again in the account's video list (ids there as TikTok wrote them), by its id or its text.
      let listed: RecentPost[] = [];
      try {
        listed = await recentPosts(account, new Date(startedAt - LIST_MARGIN_MS));
      } catch {
        listed = [];
      }
      const found =
        listed.find((candidate) => candidate.platformPostId === postId) ??
        listed.find((candidate) => candidate.text === post.text);
      return { platformPostId: found?.platformPostId ?? postId, permalink: found?.permalink ?? '' };
    },
  };
}
