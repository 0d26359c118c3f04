import { isRecord, type PlatformReply } from '@scp/service-kit/oauth-client';
import { retryAfterMs, str } from '@scp/service-kit/platform-http';
import type { PublishMedia } from '@scp/shared/contracts/settings/publishing-internal';
import {
  DEFAULT_PROCESSING_WAIT,
  fetchMediaBytes,
  MEDIA_CALL_TIMEOUT_MS,
  publishFailureOf,
  PublishFailure,
  publishReply,
  waitFor,
  type PlatformPublisher,
  type ProcessingWait,
  type RecentPost,
} from '../platform-publisher';
import { MAX_PAGES, pathId, records, trimBase } from '../reader-support';

// X API v2: each media file uploaded first (an image or GIF in one `POST /2/media/upload`; a video
// in chunks, `…/initialize`, `…/{id}/append`, `…/{id}/finalize`, then STATUS until X has processed
// it), its alt text set (`POST /2/media/metadata`), then the post (`POST /2/tweets`) naming the
// media ids. X says when to come back in `x-rate-limit-reset` (epoch seconds) rather than
// Retry-After, and a 403 is a refused token only when X says the authentication is the problem
// (a duplicate post is a 403 too).

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const GIF_MAX_BYTES = 15 * 1024 * 1024;
const VIDEO_MAX_BYTES = 512 * 1024 * 1024;
/** X's chunk ceiling is 5 MB; a video goes in chunks of 4 MB. */
const CHUNK_BYTES = 4 * 1024 * 1024;

function problemType(reply: PlatformReply): string {
  return isRecord(reply.body) ? `${str(reply.body.type) ?? ''} ${str(reply.body.title) ?? ''}` : '';
}

const xRules = {
  isTokenRefusal: (reply: PlatformReply) =>
    reply.status === 401 ||
    (reply.status === 403 &&
      /unsupported-authentication|Unsupported Authentication|Unauthorized/.test(problemType(reply))),
};

/** X's words: the first error's message (what was wrong) before the problem's general detail. */
function wordsOf(reply: PlatformReply): string | undefined {
  if (!isRecord(reply.body)) return undefined;
  const first = records(reply.body.errors)[0];
  return str(first?.message) ?? str(first?.detail) ?? str(reply.body.detail);
}

/** The wait X asked for: `x-rate-limit-reset` (when the window opens again), else Retry-After. */
function waitOf(reply: PlatformReply): number | undefined {
  const reset = Number(reply.headers.get('x-rate-limit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, Math.ceil(reset - Date.now() / 1000));
  const asked = retryAfterMs(reply.headers.get('retry-after'));
  return asked === undefined ? undefined : Math.ceil(asked / 1000);
}

export function failureOf(what: string, reply: PlatformReply): PublishFailure {
  const failure = publishFailureOf(what, reply, xRules);
  const words = wordsOf(reply)?.slice(0, 500) ?? failure.words;
  const wait =
    failure.kind === 'rate_limited' ? (waitOf(reply) ?? failure.retryAfterSeconds) : failure.retryAfterSeconds;
  return new PublishFailure(failure.kind, words, wait);
}

export function createXPublisher(
  options: { api: string; web: string },
  wait: ProcessingWait = DEFAULT_PROCESSING_WAIT,
): PlatformPublisher {
  const api = trimBase(options.api);
  const web = trimBase(options.web);

  const call = async (
    what: string,
    path: string,
    token: string,
    init: { method?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Record<string, unknown>> => {
    const reply = await publishReply(
      what,
      `${api}${path}`,
      {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.form ? { body: init.form } : {}),
      },
      (answer) => failureOf(what, answer),
      init.form ? MEDIA_CALL_TIMEOUT_MS : undefined,
    );
    if (!isRecord(reply.body)) throw new PublishFailure('unavailable', `${what}: the answer was not JSON`);
    return reply.body;
  };

  const dataOf = (body: Record<string, unknown>) => (isRecord(body.data) ? body.data : {});

  /** Waits until X has processed the media (a video, after finalize). */
  const processed = async (token: string, id: string, info: unknown): Promise<void> => {
    const done = (state: unknown) => {
      const processing = isRecord(state) ? state : undefined;
      if (!processing || processing.state === 'succeeded') return true;
      if (processing.state === 'failed') {
        const error = isRecord(processing.error) ? str(processing.error.message) : undefined;
        throw new PublishFailure('bad_request', error ?? 'X could not process the video.');
      }
      return undefined;
    };
    if (done(info)) return;
    await waitFor(
      wait,
      async () => {
        const status = await call('X media status', `/2/media/upload?command=STATUS&media_id=${id}`, token);
        return done(dataOf(status).processing_info);
      },
      'X is still processing the video.',
    );
  };

  const upload = async (token: string, media: PublishMedia): Promise<string> => {
    const video = media.type === 'video';
    const gif = media.mimeType === 'image/gif';
    const { bytes, mimeType } = await fetchMediaBytes(
      media.url,
      video ? VIDEO_MAX_BYTES : gif ? GIF_MAX_BYTES : IMAGE_MAX_BYTES,
    );
    let id: string | undefined;
    if (!video) {
      const form = new FormData();
      form.set('media_category', gif ? 'tweet_gif' : 'tweet_image');
      form.set('media', new Blob([new Uint8Array(bytes)], { type: mimeType }), 'media');
      const answer = dataOf(await call('X media upload', '/2/media/upload', token, { method: 'POST', form }));
      id = str(answer.id);
      if (id) await processed(token, id, answer.processing_info);
    } else {
      const init = dataOf(
        await call('X media upload', '/2/media/upload/initialize', token, {
          method: 'POST',
          json: { media_type: media.mimeType, total_bytes: bytes.length, media_category: 'tweet_video' },
        }),
      );
      id = str(init.id);
      if (!id) throw new PublishFailure('unavailable', 'X gave no media id.');
      const safeId = pathId(id, /^\d{1,25}$/, 'X media');
      for (let offset = 0, segment = 0; offset < bytes.length; offset += CHUNK_BYTES, segment += 1) {
        const form = new FormData();
        form.set('segment_index', String(segment));
        form.set('media', new Blob([new Uint8Array(bytes.subarray(offset, offset + CHUNK_BYTES))]), 'media');
        await call('X media upload', `/2/media/upload/${safeId}/append`, token, { method: 'POST', form });
      }
      const done = dataOf(
        await call('X media upload', `/2/media/upload/${safeId}/finalize`, token, { method: 'POST' }),
      );
      await processed(token, safeId, done.processing_info);
    }
    if (!id) throw new PublishFailure('unavailable', 'X gave no media id.');
    if (media.alt)
      await call('X alt text', '/2/media/metadata', token, {
        method: 'POST',
        json: { id, metadata: { alt_text: { text: media.alt } } },
      });
    return id;
  };

  return {
    platform: 'twitter',

    async publish(account, post) {
      const mediaIds: string[] = [];
      for (const media of post.media) mediaIds.push(await upload(account.accessToken, media));
      const answer = await call('X post', '/2/tweets', account.accessToken, {
        method: 'POST',
        json: {
          ...(post.text ? { text: post.text } : {}),
          ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
        },
      });
      const id = str(dataOf(answer).id);
      if (!id) throw new PublishFailure('unavailable', 'X did not say which post it made.');
      return { platformPostId: id, permalink: `${web}/i/web/status/${id}` };
    },

    async recentPosts(account, since) {
      const userId = pathId(account.accountId, /^\d{1,25}$/, 'X');
      const start = `${since.toISOString().slice(0, 19)}Z`;
      const posts: RecentPost[] = [];
      let next: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ max_results: '100', start_time: start, 'tweet.fields': 'created_at' });
        if (next) query.set('pagination_token', next);
        const body = await call('X posts', `/2/users/${userId}/tweets?${query.toString()}`, account.accessToken);
        for (const tweet of records(body.data)) {
          const id = str(tweet.id);
          const createdAt = str(tweet.created_at);
          if (!id || !createdAt || Date.parse(createdAt) < since.getTime()) continue;
          posts.push({
            platformPostId: id,
            permalink: `${web}/i/web/status/${id}`,
            text: str(tweet.text) ?? '',
            createdAt,
          });
        }
        next = isRecord(body.meta) ? str(body.meta.next_token) : undefined;
        if (!next) break;
      }
      return posts;
    },
  };
}
