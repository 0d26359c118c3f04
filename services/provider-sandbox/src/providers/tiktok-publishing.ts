import { randomBytes, randomInt } from 'node:crypto';
import express, { type Router } from 'express';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import type { SandboxContext } from '../oauth-flow';
import { publishedPermalink, publishedPostsOf } from '../publishing/published-posts';
import { fetchMedia, sniffMedia } from './media-signature';
import { perSandbox } from './per-sandbox';
import { tiktokVideoCounts } from './tiktok-post-insights';

// TikTok's Content Posting API, direct post of a video:
// `POST /v2/post/publish/creator_info/query/` (the privacy levels the creator may post with),
// `POST /v2/post/publish/video/init/` with post_info and source_info (FILE_UPLOAD with the size and
// chunks: an upload_url to PUT the bytes to with Content-Range; or PULL_FROM_URL: TikTok fetches
// it), `POST /v2/post/publish/status/fetch/` (PROCESSING_UPLOAD or PROCESSING_DOWNLOAD, then
// PUBLISH_COMPLETE with publicaly_available_post_id, TikTok's spelling, or FAILED with a
// fail_reason), and `POST /v2/video/query/` for a video's share_url. Init is limited to 6 calls a
// minute per token, as on TikTok. Errors come in TikTok's envelope, `{ data, error: { code, message, log_id } }`.

const TITLE_MAX = 2200;
const MIN_CHUNK = 5 * 1024 * 1024;
const MAX_CHUNK = 64 * 1024 * 1024;
const MAX_LAST_CHUNK = 128 * 1024 * 1024;
const MAX_CHUNKS = 1000;
/** The largest video the sandbox takes (TikTok's own limit is 4 GB; this bounds memory). */
export const TIKTOK_VIDEO_MAX_BYTES = 256 * 1024 * 1024;
const INITS_PER_MINUTE = 6;
const PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];

type PublishStatus = 'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'PUBLISH_COMPLETE' | 'FAILED';

interface PublishJob {
  publishId: string;
  uploadToken: string;
  openId: string;
  identityId: string;
  title: string;
  source: 'FILE_UPLOAD' | 'PULL_FROM_URL';
  videoSize: number;
  received: Buffer[];
  receivedBytes: number;
  /** Set once every byte is in (or fetched): then the next status fetch sees the post made. */
  complete: boolean;
  status: PublishStatus;
  failReason?: string;
  postId?: string;
  sourceUrl?: string;
  mimeType?: string;
  bytes?: Buffer;
}

const stateOf = perSandbox(() => ({
  jobs: new Map<string, PublishJob>(),
  inits: new Map<string, number[]>(),
}));

function logId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

function ok(data: unknown) {
  return { data, error: { code: 'ok', message: '', log_id: logId() } };
}

function tiktokError(status: number, code: string, message: string): DataReply {
  return new DataReply(status, { data: {}, error: { code, message, log_id: logId() } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function creatorInfo(ctx: DataContext) {
  const { identity } = ctx;
  return ok({
    creator_avatar_url: `${ctx.publicUrl}/avatars/${identity.id}.svg`,
    creator_username: identity.usernames.tiktok,
    creator_nickname: identity.name,
    privacy_level_options: PRIVACY_LEVELS,
    comment_disabled: false,
    duet_disabled: false,
    stitch_disabled: false,
    max_video_post_duration_sec: 600,
  });
}

/** TikTok's chunk rules: 5 to 64 MB a chunk (a file under 5 MB in one), the last up to 128 MB. */
function chunkProblem(size: number, chunkSize: number, count: number): string | undefined {
  if (size <= MIN_CHUNK)
    return chunkSize === size && count === 1 ? undefined : 'A video under 5 MB is sent in one chunk of its size.';
  if (chunkSize < MIN_CHUNK || chunkSize > MAX_CHUNK) return 'chunk_size must be between 5 MB and 64 MB.';
  if (count !== Math.floor(size / chunkSize) || count > MAX_CHUNKS)
    return 'total_chunk_count must be video_size divided by chunk_size, rounded down.';
  if (size - (count - 1) * chunkSize > MAX_LAST_CHUNK) return 'The last chunk may be at most 128 MB.';
  return undefined;
}

function initPost(ctx: DataContext) {
  const state = stateOf(ctx.sandbox);
  const now = Date.now();
  const recent = (state.inits.get(ctx.token.value) ?? []).filter((at) => now - at < 60_000);
  if (recent.length >= INITS_PER_MINUTE)
    return new DataReply(
      429,
      {
        data: {},
        error: {
          code: 'rate_limit_exceeded',
          message: 'The API rate limit was exceeded. Please try again later.',
          log_id: logId(),
        },
      },
      { 'Retry-After': String(Math.ceil((60_000 - (now - recent[0]!)) / 1000)) },
    );
  state.inits.set(ctx.token.value, [...recent, now]);

  const body = isRecord(ctx.body) ? ctx.body : {};
  const postInfo = isRecord(body.post_info) ? body.post_info : undefined;
  const sourceInfo = isRecord(body.source_info) ? body.source_info : undefined;
  if (!postInfo || !sourceInfo) return tiktokError(400, 'invalid_params', 'post_info and source_info are required.');
  const title = typeof postInfo.title === 'string' ? postInfo.title : '';
  if (title.length > TITLE_MAX)
    return tiktokError(400, 'invalid_params', `The title may be at most ${TITLE_MAX} characters.`);
  if (typeof postInfo.privacy_level !== 'string' || !PRIVACY_LEVELS.includes(postInfo.privacy_level))
    return tiktokError(
      400,
      'privacy_level_option_mismatch',
      "The privacy_level is not one of the creator's privacy_level_options.",
    );

  const job: PublishJob = {
    publishId: `v_pub_file~v2-1.${String(randomInt(1e9, 1e10))}${String(randomInt(1e9, 1e10))}`,
    uploadToken: randomBytes(18).toString('base64url'),
    openId: ctx.identity.subjects.tiktok,
    identityId: ctx.identity.id,
    title,
    source: 'FILE_UPLOAD',
    videoSize: 0,
    received: [],
    receivedBytes: 0,
    complete: false,
    status: 'PROCESSING_UPLOAD',
  };

  if (sourceInfo.source === 'FILE_UPLOAD') {
    const size = wholeNumber(sourceInfo.video_size);
    const chunkSize = wholeNumber(sourceInfo.chunk_size);
    const count = wholeNumber(sourceInfo.total_chunk_count);
    if (!size || !chunkSize || !count)
      return tiktokError(
        400,
        'invalid_params',
        'video_size, chunk_size and total_chunk_count are required for FILE_UPLOAD.',
      );
    if (size > TIKTOK_VIDEO_MAX_BYTES) return tiktokError(400, 'invalid_params', 'The video is too large.');
    const problem = chunkProblem(size, chunkSize, count);
    if (problem) return tiktokError(400, 'invalid_params', problem);
    job.videoSize = size;
    state.jobs.set(job.publishId, job);
    return ok({
      publish_id: job.publishId,
      upload_url: `${ctx.publicUrl}/tiktok/upload/?upload_id=${encodeURIComponent(job.publishId)}&upload_token=${job.uploadToken}`,
    });
  }
  if (sourceInfo.source === 'PULL_FROM_URL') {
    const url = typeof sourceInfo.video_url === 'string' ? sourceInfo.video_url : '';
    if (!/^https?:\/\/\S+$/i.test(url)) return tiktokError(400, 'invalid_params', 'video_url must be a URL.');
    job.source = 'PULL_FROM_URL';
    job.status = 'PROCESSING_DOWNLOAD';
    job.sourceUrl = url;
    state.jobs.set(job.publishId, job);
    void fetchMedia(url, TIKTOK_VIDEO_MAX_BYTES).then((fetched) => {
      if (!fetched.ok)
        finish(job, undefined, fetched.reason === 'not_media' ? 'file_format_check_failed' : 'video_pull_failed');
      else finish(job, fetched.bytes);
    });
    return ok({ publish_id: job.publishId });
  }
  return tiktokError(400, 'invalid_params', 'source_info.source must be FILE_UPLOAD or PULL_FROM_URL.');
}

/** The whole file is in: TikTok checks it is a video; the post is made when the status is next fetched. */
function finish(job: PublishJob, bytes: Buffer | undefined, failReason?: string): void {
  job.complete = true;
  const sniffed = bytes ? sniffMedia(bytes) : undefined;
  if (!bytes || failReason || sniffed?.kind !== 'video') {
    job.status = 'FAILED';
    job.failReason = failReason ?? 'file_format_check_failed';
    return;
  }
  job.bytes = bytes;
  job.mimeType = sniffed.mimeType;
}

function fetchStatus(ctx: DataContext) {
  const body = isRecord(ctx.body) ? ctx.body : {};
  const job = typeof body.publish_id === 'string' ? stateOf(ctx.sandbox).jobs.get(body.publish_id) : undefined;
  if (!job || job.openId !== ctx.identity.subjects.tiktok)
    return tiktokError(400, 'invalid_publish_id', 'The publish_id does not exist or does not belong to this user.');
  const answer: Record<string, unknown> = { status: job.status };
  if (job.status === 'FAILED') answer.fail_reason = job.failReason;
  if (job.status === 'PUBLISH_COMPLETE') answer.publicaly_available_post_id = [Number(job.postId)];
  if (job.source === 'FILE_UPLOAD') answer.uploaded_bytes = job.receivedBytes;
  else answer.downloaded_bytes = job.bytes?.length ?? 0;
  // Once the file is in, the next look finds the post made (TikTok's processing and moderation, at once here).
  if (job.complete && job.status !== 'FAILED' && job.status !== 'PUBLISH_COMPLETE' && job.bytes) {
    const post = publishedPostsOf(ctx.sandbox).add({
      platform: 'tiktok',
      accountId: job.openId,
      id: `73${String(randomInt(1e8, 1e9))}${String(randomInt(1e8, 1e9))}`,
      text: job.title,
      media: [
        {
          kind: 'video',
          mimeType: job.mimeType ?? 'video/mp4',
          bytes: job.bytes,
          ...(job.sourceUrl ? { sourceUrl: job.sourceUrl } : {}),
        },
      ],
    });
    job.status = 'PUBLISH_COMPLETE';
    job.postId = post.id;
  }
  return ok(answer);
}

/** A published video as the Display API describes it. */
export function publishedTiktokVideos(ctx: DataContext) {
  return publishedPostsOf(ctx.sandbox)
    .of('tiktok', ctx.identity.subjects.tiktok)
    .map((post) => ({
      id: post.id,
      create_time: Math.floor(post.createdAt / 1000),
      title: post.text,
      video_description: post.text,
      duration: 15,
      ...tiktokVideoCounts(post),
      share_url: publishedPermalink(ctx.publicUrl, 'tiktok', post.accountId, post.id),
      embed_link: publishedPermalink(ctx.publicUrl, 'tiktok', post.accountId, post.id),
      cover_image_url: `${ctx.publicUrl}/avatars/${ctx.identity.id}.svg`,
      height: 1920,
      width: 1080,
    }));
}

function queryVideos(ctx: DataContext) {
  const fields = typeof ctx.query.fields === 'string' ? ctx.query.fields.split(',').map((field) => field.trim()) : [];
  if (!fields.filter(Boolean).length) return tiktokError(400, 'invalid_params', 'The fields parameter is required.');
  const body = isRecord(ctx.body) ? ctx.body : {};
  const filters = isRecord(body.filters) ? body.filters : {};
  const ids = Array.isArray(filters.video_ids) ? filters.video_ids.map(String) : [];
  if (ids.length === 0 || ids.length > 20)
    return tiktokError(400, 'invalid_params', 'filters.video_ids takes 1 to 20 ids.');
  const videos = publishedTiktokVideos(ctx)
    .filter((video) => ids.includes(video.id))
    .map((video) => Object.fromEntries(fields.map((field) => [field, (video as Record<string, unknown>)[field]])));
  return ok({ videos });
}

/**
 * The upload URL init answers: a PUT of the bytes with `Content-Range: bytes first-last/total`,
 * chunk by chunk in order (206 while more is due, 201 when the file is complete). No bearer token:
 * the URL's own upload_token is the key, as on TikTok's upload host.
 */
export function mountTiktokUpload(router: Router, ctx: SandboxContext): void {
  router.put('/upload', express.raw({ type: () => true, limit: MAX_LAST_CHUNK + MAX_CHUNK }), (req, res) => {
    const job = stateOf(ctx).jobs.get(String(req.query.upload_id ?? ''));
    const fail = (status: number, code: string, message: string) =>
      res.status(status).json({ error: { code, message, log_id: logId() } });
    if (!job || job.uploadToken !== req.query.upload_token || job.source !== 'FILE_UPLOAD')
      return fail(404, 'invalid_upload', 'The upload URL is invalid or expired.');
    if (job.complete) return fail(400, 'invalid_upload', 'The video was already uploaded.');
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(req.get('content-range') ?? '');
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!range) return fail(400, 'invalid_params', 'Content-Range must be "bytes first-last/total".');
    const [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    if (total !== job.videoSize || first !== job.receivedBytes || last - first + 1 !== bytes.length || last >= total)
      return fail(
        416,
        'invalid_range',
        'The chunk does not continue the upload: check Content-Range and the bytes sent.',
      );
    job.received.push(bytes);
    job.receivedBytes += bytes.length;
    if (job.receivedBytes < job.videoSize) return res.status(206).end();
    finish(job, Buffer.concat(job.received));
    job.received = [];
    return res.status(201).end();
  });
}

export function registerTiktokPublishing(): void {
  registerDataEndpoint('tiktok', 'POST', '/v2/post/publish/creator_info/query', creatorInfo, {
    scopes: ['video.publish'],
  });
  registerDataEndpoint('tiktok', 'POST', '/v2/post/publish/video/init', initPost, { scopes: ['video.publish'] });
  registerDataEndpoint('tiktok', 'POST', '/v2/post/publish/status/fetch', fetchStatus, {
    scopes: [['video.publish', 'video.upload']],
  });
  registerDataEndpoint('tiktok', 'POST', '/v2/video/query', queryVideos, { scopes: ['video.list'] });
}
