// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the module's types, for every program that compiles this file (settings' tests load the sandbox)
/// <reference path="./twitter-text-parse-tweet.d.ts" />
import { randomBytes } from 'node:crypto';
import parseTweet from 'twitter-text/dist/parseTweet';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { publishedPostsOf as publishedOn } from '../publishing/published-posts';
import { sniffMedia } from './media-signature';
import { perSandbox } from './per-sandbox';

// X API v2 posting: media upload (`POST /2/media/upload` in one request for an image or GIF; for a
// video `POST /2/media/upload/initialize`, `…/{id}/append` per chunk, `…/{id}/finalize`, then
// `GET /2/media/upload?command=STATUS` until processing succeeded), alt text (`POST /2/media/metadata`)
// and the post itself (`POST /2/tweets` with `media.media_ids`). A post's text is at most 280 weighted
// characters as X counts them (twitter-text); errors come in X's problem shape.

const TWITTER_EPOCH_MS = 1288834974657n;
export const X_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const X_GIF_MAX_BYTES = 15 * 1024 * 1024;
export const X_VIDEO_MAX_BYTES = 512 * 1024 * 1024;
const CHUNK_MAX_BYTES = 5 * 1024 * 1024;
const ALT_TEXT_MAX = 1000;
const MEDIA_LIFETIME_SECONDS = 86_400;
/** How long a finalized video "processes" before STATUS says it succeeded. */
const PROCESSING_MS = 1000;
const CATEGORIES = new Set(['tweet_image', 'tweet_gif', 'tweet_video']);

interface XMedia {
  id: string;
  identityId: string;
  category: string;
  /** Declared at initialize (chunked) or read from the bytes (one request). */
  mediaType: string;
  totalBytes: number;
  chunks: Map<number, Buffer>;
  state: 'uploading' | 'pending' | 'succeeded' | 'failed';
  readyAt?: number;
  altText?: string;
  expiresAt: number;
}

export interface XPost {
  id: string;
  identityId: string;
  userId: string;
  text: string;
  mediaIds: string[];
  createdAt: string;
}

export const xPublishingOf = perSandbox(() => ({
  media: new Map<string, XMedia>(),
  /** Oldest first. */
  posts: [] as XPost[],
}));

/** A snowflake id: the time in its upper bits, so ids sort as the posts do. */
function snowflake(at: number): string {
  return String(((BigInt(at) - TWITTER_EPOCH_MS) << 22n) + BigInt(randomBytes(2).readUInt16BE(0) % 4096));
}

function invalid(message: string, parameter?: string, value?: string): DataReply {
  return new DataReply(400, {
    errors: [{ ...(parameter ? { parameters: { [parameter]: [value ?? ''] } } : {}), message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  });
}

function forbidden(detail: string): DataReply {
  return new DataReply(403, { detail, type: 'about:blank', title: 'Forbidden', status: 403 });
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A multipart form's fields, as X reads the media upload's body. */
async function formOf(ctx: DataContext): Promise<FormData | undefined> {
  const type = ctx.headers['content-type'];
  if (!ctx.bytes || typeof type !== 'string' || !type.startsWith('multipart/form-data')) return undefined;
  try {
    return await new Response(new Uint8Array(ctx.bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    return undefined;
  }
}

async function fileField(form: FormData, name: string): Promise<Buffer | undefined> {
  const value = form.get(name);
  if (value === null) return undefined;
  return typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from(await value.arrayBuffer());
}

function limitOf(category: string): number {
  return category === 'tweet_video'
    ? X_VIDEO_MAX_BYTES
    : category === 'tweet_gif'
      ? X_GIF_MAX_BYTES
      : X_IMAGE_MAX_BYTES;
}

/** Whether the bytes are what the category takes. */
function fits(category: string, bytes: Buffer): string | undefined {
  const sniffed = sniffMedia(bytes);
  if (!sniffed) return undefined;
  if (category === 'tweet_video') return sniffed.kind === 'video' ? sniffed.mimeType : undefined;
  if (category === 'tweet_gif') return sniffed.mimeType === 'image/gif' ? sniffed.mimeType : undefined;
  return sniffed.kind === 'image' ? sniffed.mimeType : undefined;
}

function mediaAnswer(media: XMedia, extra: Record<string, unknown> = {}) {
  const prefix = media.category === 'tweet_video' ? '7' : media.category === 'tweet_gif' ? '16' : '3';
  return {
    data: {
      id: media.id,
      media_key: `${prefix}_${media.id}`,
      size: media.totalBytes,
      expires_after_secs: Math.max(0, Math.round((media.expiresAt - Date.now()) / 1000)),
      ...extra,
    },
  };
}

/** The media of the caller, by id, while it has not expired. */
function ownMedia(ctx: DataContext, id: unknown): XMedia | undefined {
  const media = typeof id === 'string' ? xPublishingOf(ctx.sandbox).media.get(id) : undefined;
  return media && media.identityId === ctx.identity.id && media.expiresAt > Date.now() ? media : undefined;
}

function processingInfo(media: XMedia) {
  if (media.state === 'pending' && media.readyAt !== undefined && Date.now() >= media.readyAt)
    media.state = 'succeeded';
  if (media.state === 'pending') return { state: 'in_progress', check_after_secs: 1, progress_percent: 50 };
  if (media.state === 'failed')
    return {
      state: 'failed',
      progress_percent: 100,
      error: { code: 1, name: 'InvalidMedia', message: 'Invalid or Unsupported media, Reason: UnsupportedMedia.' },
    };
  return { state: 'succeeded', progress_percent: 100 };
}

async function uploadOnce(ctx: DataContext): Promise<unknown> {
  const form = await formOf(ctx);
  if (!form) return invalid('The media upload must be a multipart/form-data request.');
  const category = String(form.get('media_category') ?? 'tweet_image');
  if (!CATEGORIES.has(category)) return invalid(`Invalid media_category: ${category}`, 'media_category', category);
  const bytes = await fileField(form, 'media');
  if (!bytes || bytes.length === 0) return invalid('The media field is required.', 'media');
  if (bytes.length > limitOf(category)) return invalid(`File size exceeds ${limitOf(category)} bytes.`, 'media');
  const mediaType = fits(category, bytes);
  if (!mediaType) return invalid('media type unrecognized.', 'media');
  const media: XMedia = {
    id: snowflake(Date.now()),
    identityId: ctx.identity.id,
    category,
    mediaType,
    totalBytes: bytes.length,
    chunks: new Map([[0, bytes]]),
    state: category === 'tweet_video' ? 'pending' : 'succeeded',
    readyAt: Date.now() + PROCESSING_MS,
    expiresAt: Date.now() + MEDIA_LIFETIME_SECONDS * 1000,
  };
  xPublishingOf(ctx.sandbox).media.set(media.id, media);
  return mediaAnswer(
    media,
    category === 'tweet_video' ? { processing_info: processingInfo(media) } : { image: { image_type: mediaType } },
  );
}

function initialize(ctx: DataContext): unknown {
  const body = record(ctx.body);
  if (!body) return invalid('The request body must be a JSON object.');
  const { media_type: mediaType, total_bytes: totalBytes } = body;
  const category = String(body.media_category ?? 'tweet_video');
  if (!CATEGORIES.has(category)) return invalid(`Invalid media_category: ${category}`, 'media_category', category);
  if (typeof mediaType !== 'string' || !/^(image|video)\/[a-z0-9.+-]+$/.test(mediaType))
    return invalid('media_type must be a MIME type.', 'media_type', String(mediaType));
  if (typeof totalBytes !== 'number' || !Number.isInteger(totalBytes) || totalBytes < 1)
    return invalid('total_bytes must be a positive integer.', 'total_bytes', String(totalBytes));
  if (totalBytes > limitOf(category)) return invalid(`File size exceeds ${limitOf(category)} bytes.`, 'total_bytes');
  const media: XMedia = {
    id: snowflake(Date.now()),
    identityId: ctx.identity.id,
    category,
    mediaType,
    totalBytes,
    chunks: new Map(),
    state: 'uploading',
    expiresAt: Date.now() + MEDIA_LIFETIME_SECONDS * 1000,
  };
  xPublishingOf(ctx.sandbox).media.set(media.id, media);
  return mediaAnswer(media);
}

async function append(ctx: DataContext): Promise<unknown> {
  const media = ownMedia(ctx, ctx.params.id);
  if (!media) return invalid('Invalid media_id.', 'id', ctx.params.id);
  if (media.state !== 'uploading') return invalid('The upload was already finalized.', 'id', media.id);
  const form = await formOf(ctx);
  if (!form) return invalid('The append must be a multipart/form-data request.');
  const segment = Number(form.get('segment_index'));
  if (!Number.isInteger(segment) || segment < 0 || segment > 999)
    return invalid('segment_index must be an integer from 0 to 999.', 'segment_index');
  const chunk = await fileField(form, 'media');
  if (!chunk || chunk.length === 0) return invalid('The media field is required.', 'media');
  if (chunk.length > CHUNK_MAX_BYTES) return invalid(`A segment is at most ${CHUNK_MAX_BYTES} bytes.`, 'media');
  media.chunks.set(segment, chunk);
  return { data: { expires_at: Math.round(media.expiresAt / 1000) } };
}

function finalize(ctx: DataContext): unknown {
  const media = ownMedia(ctx, ctx.params.id);
  if (!media) return invalid('Invalid media_id.', 'id', ctx.params.id);
  if (media.state !== 'uploading') return invalid('The upload was already finalized.', 'id', media.id);
  const segments = [...media.chunks.keys()].sort((a, b) => a - b);
  const bytes = Buffer.concat(segments.map((index) => media.chunks.get(index) as Buffer));
  if (bytes.length !== media.totalBytes)
    return invalid(
      `File size mismatch: total_bytes was ${media.totalBytes}, ${bytes.length} bytes were appended.`,
      'id',
      media.id,
    );
  media.chunks = new Map([[0, bytes]]);
  // Processing finds out what the bytes are: not what the category takes, it fails.
  const sniffed = fits(media.category, bytes);
  media.state = sniffed ? 'pending' : 'failed';
  if (sniffed) media.mediaType = sniffed;
  media.readyAt = Date.now() + PROCESSING_MS;
  return mediaAnswer(media, { processing_info: processingInfo(media) });
}

function status(ctx: DataContext): unknown {
  if (ctx.query.command !== 'STATUS') return invalid('command must be STATUS.', 'command', String(ctx.query.command));
  const media = ownMedia(ctx, ctx.query.media_id);
  if (!media) return invalid('Invalid media_id.', 'media_id', String(ctx.query.media_id));
  return mediaAnswer(media, { processing_info: processingInfo(media) });
}

function metadata(ctx: DataContext): unknown {
  const body = record(ctx.body);
  const media = ownMedia(ctx, body?.id);
  if (!media) return invalid('Invalid media id.', 'id', String(body?.id));
  const text = record(record(body?.metadata)?.alt_text)?.text;
  if (typeof text !== 'string' || text.length === 0) return invalid('metadata.alt_text.text is required.', 'alt_text');
  if ([...text].length > ALT_TEXT_MAX)
    return invalid(`Alt text must be at most ${ALT_TEXT_MAX} characters.`, 'alt_text', text.slice(0, 40));
  media.altText = text;
  return { data: { id: media.id, associated_metadata: { alt_text: { text } } } };
}

function createPost(ctx: DataContext): unknown {
  const body = record(ctx.body);
  if (!body) return invalid('The request body must be a JSON object.');
  const text = body.text;
  if (text !== undefined && typeof text !== 'string') return invalid('text must be a string.', 'text');
  const mediaIds = record(body.media)?.media_ids;
  if (body.media !== undefined && (!Array.isArray(mediaIds) || mediaIds.length < 1 || mediaIds.length > 4))
    return invalid('media.media_ids must list 1 to 4 media ids.', 'media.media_ids');
  const ids = (mediaIds ?? []) as unknown[];
  if (!text && ids.length === 0) return invalid('Post text or media is required.', 'text');
  if (text) {
    const parsed = parseTweet(text);
    if (!parsed.valid)
      return invalid(
        parsed.weightedLength > 280
          ? 'Your Tweet text is too long. For more information on how X determines text length see https://github.com/twitter/twitter-text.'
          : 'Your Tweet text has characters X does not take.',
        'text',
        text.slice(0, 60),
      );
  }
  const media = ids.map((id) => ownMedia(ctx, id));
  const usable = media.every((entry) => entry && processingInfo(entry).state === 'succeeded');
  const videos = media.filter((entry) => entry && entry.category !== 'tweet_image').length;
  if (!usable || (videos > 0 && media.length > 1)) return invalid('Your media IDs are invalid.', 'media.media_ids');
  const state = xPublishingOf(ctx.sandbox);
  if (text && state.posts.some((post) => post.identityId === ctx.identity.id && post.text === text))
    return forbidden('You are not allowed to create a Tweet with duplicate content.');
  const now = Date.now();
  const post: XPost = {
    id: snowflake(now),
    identityId: ctx.identity.id,
    userId: ctx.identity.subjects.x,
    text: text ?? '',
    mediaIds: ids as string[],
    createdAt: new Date(now).toISOString(),
  };
  state.posts.push(post);
  publishedOn(ctx.sandbox).add({
    platform: 'x',
    accountId: post.userId,
    id: post.id,
    text: post.text,
    media: (media as XMedia[]).map((entry) => ({
      kind: entry.category === 'tweet_video' ? ('video' as const) : ('image' as const),
      mimeType: entry.mediaType,
      bytes: entry.chunks.get(0) ?? Buffer.alloc(0),
      ...(entry.altText ? { alt: entry.altText } : {}),
    })),
    createdAt: now,
  });
  return new DataReply(201, { data: { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] } });
}

/** The posts made here by the user, newest first (the timeline merges them with the generated ones). */
export function publishedPostsOf(ctx: DataContext, userId: string): XPost[] {
  return xPublishingOf(ctx.sandbox)
    .posts.filter((post) => post.userId === userId)
    .reverse();
}

export function registerXPublishing(): void {
  const tooLarge = () => ({
    status: 413,
    body: { title: 'Payload Too Large', detail: 'The media is too large.', type: 'about:blank', status: 413 },
  });
  registerDataEndpoint('x', 'POST', '/2/media/upload', uploadOnce, {
    scopes: ['media.write'],
    bytes: { limit: X_GIF_MAX_BYTES + 64 * 1024, tooLarge },
  });
  registerDataEndpoint('x', 'POST', '/2/media/upload/initialize', initialize, { scopes: ['media.write'] });
  registerDataEndpoint('x', 'POST', '/2/media/upload/:id/append', append, {
    scopes: ['media.write'],
    bytes: { limit: CHUNK_MAX_BYTES + 64 * 1024, tooLarge },
  });
  registerDataEndpoint('x', 'POST', '/2/media/upload/:id/finalize', finalize, { scopes: ['media.write'] });
  registerDataEndpoint('x', 'GET', '/2/media/upload', status, { scopes: ['media.write'] });
  registerDataEndpoint('x', 'POST', '/2/media/metadata', metadata, { scopes: ['media.write'] });
  registerDataEndpoint('x', 'POST', '/2/tweets', createPost, { scopes: ['tweet.read', 'tweet.write', 'users.read'] });
}
