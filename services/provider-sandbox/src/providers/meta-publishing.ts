import { randomInt } from 'node:crypto';
import { replyUnderFacebookComment } from '../comments/comments-graph-api';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import type { FacebookPage } from '../identities';
import { graphError, invalidParameter, pageOfToken, unsupportedRequest } from '../messaging/graph-page-access';
import {
  publishedPermalink,
  publishedPostsOf,
  type PublishedMediaInput,
  type PublishedPost,
} from '../publishing/published-posts';
import { selectFields as select } from './graph-fields';
import { fetchMedia, type FetchedMedia } from './media-signature';
import { perSandbox } from './per-sandbox';

// Publishing on Meta with a page token (Graph API):
// - Instagram's content publishing: `POST /{ig-user-id}/media` makes a container (image_url with
//   caption and alt_text; video_url with media_type REELS; is_carousel_item children and a CAROUSEL
//   parent), Instagram fetches the file in the background (`GET /{container-id}?fields=status_code`
//   answers IN_PROGRESS, then FINISHED, or ERROR for a file that is no JPEG or video), then
//   `POST /{ig-user-id}/media_publish` with creation_id makes the post, within 100 posts per account
//   in a moving 24 hours (`GET /{ig-user-id}/content_publishing_limit`); `GET /{ig-user-id}/media`
//   lists them, `POST /{media-id}/comments` comments.
// - A page's posts: `POST /{page-id}/feed` (message, link, attached_media), `POST /{page-id}/photos`
//   (url, message or caption; published=false keeps it for a feed post), `POST /{page-id}/videos`
//   (file_url, description); `GET /{page-id}/feed` lists them with permalink_url.
// Every post lands in the sandbox's published store (its page shows it).

const CAPTION_MAX = 2200;
const HASHTAGS_MAX = 30;
const CAROUSEL_MAX = 10;
const FEED_MESSAGE_MAX = 63206;
export const INSTAGRAM_POSTS_PER_DAY = 100;
const DAY_SECONDS = 86400;
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const VIDEO_MAX_BYTES = 300 * 1024 * 1024;
const DEFAULT_PAGE_SIZE = 25;

type ContainerState = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'PUBLISHED';

interface Container {
  id: string;
  igUserId: string;
  kind: 'image' | 'video' | 'carousel';
  carouselItem: boolean;
  caption: string;
  alt?: string;
  sourceUrl?: string;
  children: string[];
  state: ContainerState;
  /** Instagram's words for an ERROR. */
  words?: string;
  media?: PublishedMediaInput;
  /** A video is still processing the first time it is looked at (Instagram transcodes it). */
  looked: boolean;
  fetched: boolean;
}

interface UnpublishedPhoto {
  id: string;
  pageId: string;
  media: PublishedMediaInput;
}

const stateOf = perSandbox(() => ({
  containers: new Map<string, Container>(),
  photos: new Map<string, UnpublishedPhoto>(),
}));

/** A Graph object id: digits, 17 for Instagram's, 15 for a page's objects. */
function graphId(digits: number): string {
  let id = String(randomInt(1, 10));
  while (id.length < digits) id += String(randomInt(0, 10));
  return id;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A Graph parameter from the form or JSON body, or the query. */
function paramOf(ctx: DataContext, name: string): string | undefined {
  const value = (isRecord(ctx.body) ? ctx.body[name] : undefined) ?? ctx.query[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) || isRecord(value)) return JSON.stringify(value);
  return undefined;
}

function missingPermission(ctx: DataContext, permission: string): DataReply | undefined {
  if (ctx.token.scopes.includes(permission)) return undefined;
  return graphError(10, `(#10) Application does not have permission for this action: it needs ${permission}`);
}

/** The page of a page token and the Instagram account behind it, when the path names it. */
function instagramOf(ctx: DataContext, igUserId: string): FacebookPage | undefined {
  const page = pageOfToken(ctx);
  return page?.instagram?.id === igUserId ? page : undefined;
}

function pageFor(ctx: DataContext, pageId: string): FacebookPage | undefined {
  const page = pageOfToken(ctx);
  return page?.id === pageId ? page : undefined;
}

function graphTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/** A page of items after the `after` cursor, in Graph's paging shape. */
function paged(ctx: DataContext, items: Record<string, unknown>[], path: string) {
  const limitParam = Number(paramOf(ctx, 'limit') ?? DEFAULT_PAGE_SIZE);
  const limit = Number.isInteger(limitParam) && limitParam > 0 ? Math.min(limitParam, 100) : DEFAULT_PAGE_SIZE;
  const after = paramOf(ctx, 'after');
  const start = after ? Number(Buffer.from(after, 'base64url').toString()) || 0 : 0;
  const data = items.slice(start, start + limit);
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  const more = start + limit < items.length;
  return {
    data,
    paging: {
      cursors: { before: cursor(start), after: cursor(start + data.length) },
      ...(more ? { next: `${ctx.publicUrl}/meta${path}?after=${cursor(start + data.length)}&limit=${limit}` } : {}),
    },
  };
}

function mediaWords(fetched: Exclude<FetchedMedia, { ok: true }>): string {
  if (fetched.reason === 'too_large') return 'The media file is too large.';
  if (fetched.reason === 'not_media') return 'The media file is not an image or a video.';
  return "Media download has failed. The media URI doesn't meet our requirements.";
}

/** Instagram fetches and checks a container's file in the background. */
async function fetchInto(container: Container): Promise<void> {
  const isVideo = container.kind === 'video';
  const fetched = await fetchMedia(container.sourceUrl ?? '', isVideo ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES);
  container.fetched = true;
  if (!fetched.ok) {
    container.state = 'ERROR';
    container.words = `ERROR: ${mediaWords(fetched)}`;
    return;
  }
  if (isVideo ? fetched.media.kind !== 'video' : fetched.media.mimeType !== 'image/jpeg') {
    container.state = 'ERROR';
    container.words = isVideo
      ? 'ERROR: The video format is not supported. Please check the spec for supported video formats.'
      : 'ERROR: The image format is not supported. Only JPEG images can be published.';
    return;
  }
  container.media = {
    kind: fetched.media.kind,
    mimeType: fetched.media.mimeType,
    bytes: fetched.bytes,
    ...(container.alt !== undefined ? { alt: container.alt } : {}),
    ...(container.sourceUrl !== undefined ? { sourceUrl: container.sourceUrl } : {}),
  };
  container.state = 'FINISHED';
}

function createContainer(ctx: DataContext) {
  const igUserId = ctx.params.igUserId ?? '';
  if (!instagramOf(ctx, igUserId)) return unsupportedRequest('post', igUserId);
  const denied = missingPermission(ctx, 'instagram_content_publish');
  if (denied) return denied;

  const caption = paramOf(ctx, 'caption') ?? '';
  if ([...caption].length > CAPTION_MAX)
    return invalidParameter(`The caption is too long: at most ${CAPTION_MAX} characters.`);
  if ((caption.match(/#[^\s#]+/g) ?? []).length > HASHTAGS_MAX)
    return invalidParameter(`The caption has too many hashtags: at most ${HASHTAGS_MAX}.`);
  const mediaType = paramOf(ctx, 'media_type');
  const carouselItem = paramOf(ctx, 'is_carousel_item') === 'true';
  const { containers } = stateOf(ctx.sandbox);
  const base = { id: graphId(17), igUserId, caption, children: [], looked: false, fetched: false, carouselItem };

  if (mediaType === 'CAROUSEL') {
    const children = (paramOf(ctx, 'children') ?? '').split(',').filter(Boolean);
    if (children.length < 2 || children.length > CAROUSEL_MAX)
      return invalidParameter(`A carousel has from 2 to ${CAROUSEL_MAX} children.`);
    for (const childId of children) {
      const child = containers.get(childId);
      if (!child || child.igUserId !== igUserId || !child.carouselItem)
        return invalidParameter(`The child ${childId} is not a carousel item of this account.`);
    }
    const container: Container = { ...base, kind: 'carousel', children, state: 'IN_PROGRESS', fetched: true };
    containers.set(container.id, container);
    return { id: container.id };
  }

  const imageUrl = paramOf(ctx, 'image_url');
  const videoUrl = paramOf(ctx, 'video_url');
  if (videoUrl !== undefined) {
    const allowed = carouselItem ? 'VIDEO' : 'REELS';
    if (mediaType !== allowed) return invalidParameter(`The parameter media_type must be ${allowed} for a video.`);
  } else if (imageUrl === undefined) {
    return invalidParameter('The parameter image_url is required.');
  } else if (mediaType !== undefined && mediaType !== 'IMAGE') {
    return invalidParameter(`The parameter media_type ${mediaType} does not go with image_url.`);
  }
  const alt = paramOf(ctx, 'alt_text');
  const container: Container = {
    ...base,
    kind: videoUrl !== undefined ? 'video' : 'image',
    sourceUrl: videoUrl ?? imageUrl,
    ...(alt !== undefined && videoUrl === undefined ? { alt } : {}),
    state: 'IN_PROGRESS',
  };
  containers.set(container.id, container);
  void fetchInto(container);
  return { id: container.id };
}

/** Where a carousel stands: its children's state once they are all fetched. */
function carouselState(ctx: DataContext, container: Container): ContainerState {
  const { containers } = stateOf(ctx.sandbox);
  const children = container.children.map((id) => containers.get(id));
  if (children.some((child) => !child || child.state === 'ERROR')) return 'ERROR';
  return children.every((child) => child?.state === 'FINISHED') ? 'FINISHED' : 'IN_PROGRESS';
}

function containerStatus(ctx: DataContext, container: Container) {
  if (container.kind === 'carousel' && container.state === 'IN_PROGRESS')
    container.state = carouselState(ctx, container);
  let state = container.state;
  // A video is still being processed the first time anyone looks.
  if (container.kind === 'video' && state === 'FINISHED' && !container.looked) state = 'IN_PROGRESS';
  container.looked = true;
  return select(
    { id: container.id, status_code: state, status: state === 'ERROR' ? container.words : state },
    ctx.query.fields,
    ['status_code'],
  );
}

function postsInDay(ctx: DataContext, igUserId: string): number {
  return publishedPostsOf(ctx.sandbox).countSince('instagram', igUserId, Date.now() - DAY_SECONDS * 1000);
}

function publishContainer(ctx: DataContext) {
  const igUserId = ctx.params.igUserId ?? '';
  if (!instagramOf(ctx, igUserId)) return unsupportedRequest('post', igUserId);
  const denied = missingPermission(ctx, 'instagram_content_publish');
  if (denied) return denied;
  const creationId = paramOf(ctx, 'creation_id');
  if (!creationId) return invalidParameter('The parameter creation_id is required.');
  const { containers } = stateOf(ctx.sandbox);
  const container = containers.get(creationId);
  if (!container || container.igUserId !== igUserId || container.carouselItem)
    return graphError(100, '(#100) The creation_id is not a container of this account.', { subcode: 2207008 });
  if (container.kind === 'carousel' && container.state === 'IN_PROGRESS')
    container.state = carouselState(ctx, container);
  if (container.state === 'PUBLISHED')
    return graphError(9, 'This media has already been published.', { subcode: 2207006 });
  if (container.state === 'ERROR')
    return graphError(9007, container.words ?? 'The media could not be processed.', { subcode: 2207032 });
  if (container.state !== 'FINISHED' || (container.kind === 'video' && !container.looked))
    return graphError(
      9007,
      'Media ID is not available: the media is not ready for publishing, please wait for a moment.',
      {
        subcode: 2207027,
      },
    );
  if (postsInDay(ctx, igUserId) >= INSTAGRAM_POSTS_PER_DAY)
    return graphError(
      9,
      `(#9) The account has reached its limit of ${INSTAGRAM_POSTS_PER_DAY} API-published posts in 24 hours.`,
      {
        subcode: 2207042,
      },
    );

  const media =
    container.kind === 'carousel'
      ? container.children.map((id) => containers.get(id)?.media).filter((item): item is PublishedMediaInput => !!item)
      : container.media
        ? [container.media]
        : [];
  const post = publishedPostsOf(ctx.sandbox).add({
    platform: 'instagram',
    accountId: igUserId,
    id: graphId(17),
    text: container.caption,
    media,
  });
  container.state = 'PUBLISHED';
  return { id: post.id };
}

function instagramMediaFields(ctx: DataContext, post: PublishedPost): Record<string, unknown> {
  const first = post.media[0];
  return {
    id: post.id,
    caption: post.text,
    media_type: post.media.length > 1 ? 'CAROUSEL_ALBUM' : first?.kind === 'video' ? 'VIDEO' : 'IMAGE',
    media_product_type: first?.kind === 'video' && post.media.length === 1 ? 'REELS' : 'FEED',
    ...(first ? { media_url: `${ctx.publicUrl}/_sandbox/published/media/${first.id}` } : {}),
    permalink: publishedPermalink(ctx.publicUrl, 'instagram', post.accountId, post.id),
    timestamp: graphTime(post.createdAt),
    username: pageOfToken(ctx)?.instagram?.username,
    comments_count: post.comments.length,
    like_count: 0,
  };
}

function facebookPostFields(ctx: DataContext, post: PublishedPost): Record<string, unknown> {
  return {
    id: post.id,
    message: post.text,
    created_time: graphTime(post.createdAt),
    permalink_url: publishedPermalink(ctx.publicUrl, 'facebook', post.accountId, post.id),
    ...(post.link ? { link: post.link } : {}),
    is_published: true,
  };
}

/**
 * The publishing objects the single-node GET answers (meta.ts asks before it refuses an id): a
 * container's status, an Instagram media, a page's post, photo or video. Undefined: not one of them.
 */
export function metaPublishedNode(ctx: DataContext, nodeId: string): Record<string, unknown> | undefined {
  const container = stateOf(ctx.sandbox).containers.get(nodeId);
  if (container && instagramOf(ctx, container.igUserId)) return containerStatus(ctx, container);
  const page = pageOfToken(ctx);
  if (!page) return undefined;
  const store = publishedPostsOf(ctx.sandbox);
  const instagramPost = store.find('instagram', nodeId);
  if (instagramPost && page.instagram?.id === instagramPost.accountId)
    return select(instagramMediaFields(ctx, instagramPost), ctx.query.fields, ['id']);
  const pagePost = store.find('facebook', nodeId);
  if (pagePost && pagePost.accountId === page.id)
    return select(facebookPostFields(ctx, pagePost), ctx.query.fields, ['message', 'created_time']);
  return undefined;
}

function listInstagramMedia(ctx: DataContext) {
  const igUserId = ctx.params.igUserId ?? '';
  if (!instagramOf(ctx, igUserId)) return unsupportedRequest('get', igUserId);
  const denied = missingPermission(ctx, 'instagram_basic');
  if (denied) return denied;
  const posts = publishedPostsOf(ctx.sandbox).of('instagram', igUserId);
  const items = posts.map((post) => select(instagramMediaFields(ctx, post), ctx.query.fields, ['id']));
  return paged(ctx, items, `/${ctx.params.version}/${igUserId}/media`);
}

function publishingLimit(ctx: DataContext) {
  const igUserId = ctx.params.igUserId ?? '';
  if (!instagramOf(ctx, igUserId)) return unsupportedRequest('get', igUserId);
  const denied = missingPermission(ctx, 'instagram_content_publish');
  if (denied) return denied;
  const all = {
    quota_usage: postsInDay(ctx, igUserId),
    config: { quota_total: INSTAGRAM_POSTS_PER_DAY, quota_duration: DAY_SECONDS },
  };
  const wanted =
    typeof ctx.query.fields === 'string' && ctx.query.fields.trim()
      ? ctx.query.fields.split(',').map((field) => field.trim())
      : ['quota_usage'];
  return {
    data: [
      Object.fromEntries(
        wanted.filter((field) => field in all).map((field) => [field, all[field as keyof typeof all]]),
      ),
    ],
  };
}

function comment(ctx: DataContext) {
  const nodeId = ctx.params.objectId ?? '';
  // A customer's comment (not a post): the page's public reply under it (comments/comments-graph-api.ts).
  const underComment = replyUnderFacebookComment(ctx, nodeId);
  if (underComment) return underComment;
  const page = pageOfToken(ctx);
  const store = publishedPostsOf(ctx.sandbox);
  const post = store.find('instagram', nodeId) ?? store.find('facebook', nodeId);
  const reachable =
    post &&
    page &&
    (post.platform === 'instagram' ? page.instagram?.id === post.accountId : page.id === post.accountId);
  if (!post || !reachable) return unsupportedRequest('post', nodeId);
  const denied = missingPermission(
    ctx,
    post.platform === 'instagram' ? 'instagram_manage_comments' : 'pages_manage_engagement',
  );
  if (denied) return denied;
  const message = paramOf(ctx, 'message') ?? '';
  if (!message.trim()) return invalidParameter('The parameter message is required.');
  if ([...message].length > CAPTION_MAX)
    return invalidParameter(`The message is too long: at most ${CAPTION_MAX} characters.`);
  const made = store.comment(post, message);
  return { id: post.platform === 'facebook' ? `${post.id}_${made.id}` : made.id };
}

/** The page's new post id, as Graph writes it: `<page id>_<post id>`. */
function pagePostId(pageId: string): string {
  return `${pageId}_${graphId(16)}`;
}

async function fetchForPage(url: string | undefined, kind: 'image' | 'video') {
  if (!url) return { error: invalidParameter(`The parameter ${kind === 'image' ? 'url' : 'file_url'} is required.`) };
  const fetched = await fetchMedia(url, kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES);
  if (!fetched.ok || fetched.media.kind !== kind)
    return {
      error:
        kind === 'image'
          ? graphError(324, '(#324) Missing or invalid image file')
          : graphError(6000, 'There was a problem uploading your video file. Please try again with another file.', {
              subcode: 1363019,
            }),
    };
  return {
    media: { kind, mimeType: fetched.media.mimeType, bytes: fetched.bytes, sourceUrl: url } as PublishedMediaInput,
  };
}

function pageAccess(ctx: DataContext): { page: FacebookPage } | { error: DataReply } {
  const pageId = ctx.params.pageId ?? '';
  const page = pageFor(ctx, pageId);
  if (!page) return { error: unsupportedRequest('post', pageId) };
  const denied = missingPermission(ctx, 'pages_manage_posts');
  return denied ? { error: denied } : { page };
}

async function postPhoto(ctx: DataContext) {
  const access = pageAccess(ctx);
  if ('error' in access) return access.error;
  const message = paramOf(ctx, 'message') ?? paramOf(ctx, 'caption') ?? '';
  if ([...message].length > FEED_MESSAGE_MAX) return invalidParameter('The message is too long.');
  const fetched = await fetchForPage(paramOf(ctx, 'url'), 'image');
  if ('error' in fetched) return fetched.error;
  const alt = paramOf(ctx, 'alt_text_custom');
  const media = { ...fetched.media, ...(alt !== undefined ? { alt } : {}) };
  const photoId = graphId(16);
  if (paramOf(ctx, 'published') === 'false') {
    stateOf(ctx.sandbox).photos.set(photoId, { id: photoId, pageId: access.page.id, media });
    return { id: photoId };
  }
  const post = publishedPostsOf(ctx.sandbox).add({
    platform: 'facebook',
    accountId: access.page.id,
    id: pagePostId(access.page.id),
    text: message,
    media: [media],
  });
  return { id: photoId, post_id: post.id };
}

async function postVideo(ctx: DataContext) {
  const access = pageAccess(ctx);
  if ('error' in access) return access.error;
  const fetched = await fetchForPage(paramOf(ctx, 'file_url'), 'video');
  if ('error' in fetched) return fetched.error;
  const title = paramOf(ctx, 'title');
  const post = publishedPostsOf(ctx.sandbox).add({
    platform: 'facebook',
    accountId: access.page.id,
    id: graphId(16),
    text: paramOf(ctx, 'description') ?? '',
    ...(title !== undefined ? { title } : {}),
    media: [fetched.media],
  });
  return { id: post.id };
}

function postFeed(ctx: DataContext) {
  const access = pageAccess(ctx);
  if ('error' in access) return access.error;
  const message = paramOf(ctx, 'message') ?? '';
  const link = paramOf(ctx, 'link');
  if ([...message].length > FEED_MESSAGE_MAX) return invalidParameter('The message is too long.');
  if (link !== undefined && !/^https?:\/\/\S+$/i.test(link))
    return invalidParameter('The parameter link must be a URL.');
  let attached: unknown = [];
  const attachedParam = paramOf(ctx, 'attached_media');
  if (attachedParam !== undefined) {
    try {
      attached = JSON.parse(attachedParam);
    } catch {
      return invalidParameter('The parameter attached_media must be a JSON array.');
    }
  }
  if (!Array.isArray(attached)) return invalidParameter('The parameter attached_media must be a JSON array.');
  const { photos } = stateOf(ctx.sandbox);
  const media: PublishedMediaInput[] = [];
  for (const item of attached) {
    const photo = isRecord(item) ? photos.get(String(item.media_fbid)) : undefined;
    if (!photo || photo.pageId !== access.page.id)
      return invalidParameter('The attached media must be unpublished photos of this page.');
    media.push(photo.media);
  }
  if (!message.trim() && link === undefined && media.length === 0)
    return invalidParameter('The post is empty: give a message, a link or attached media.');
  for (const item of attached) if (isRecord(item)) photos.delete(String(item.media_fbid));
  const post = publishedPostsOf(ctx.sandbox).add({
    platform: 'facebook',
    accountId: access.page.id,
    id: pagePostId(access.page.id),
    text: message,
    ...(link !== undefined ? { link } : {}),
    media,
  });
  return { id: post.id };
}

function listFeed(ctx: DataContext) {
  const pageId = ctx.params.pageId ?? '';
  if (!pageFor(ctx, pageId)) return unsupportedRequest('get', pageId);
  const denied = missingPermission(ctx, 'pages_read_engagement');
  if (denied) return denied;
  const since = Number(paramOf(ctx, 'since') ?? 0) * 1000;
  const posts = publishedPostsOf(ctx.sandbox)
    .of('facebook', pageId)
    .filter((post) => post.createdAt >= since);
  const items = posts.map((post) =>
    select(facebookPostFields(ctx, post), ctx.query.fields, ['message', 'created_time']),
  );
  return paged(ctx, items, `/${ctx.params.version}/${pageId}/feed`);
}

export function registerMetaPublishing(): void {
  registerDataEndpoint('meta', 'POST', '/:version/:igUserId/media', createContainer);
  registerDataEndpoint('meta', 'GET', '/:version/:igUserId/media', listInstagramMedia);
  registerDataEndpoint('meta', 'POST', '/:version/:igUserId/media_publish', publishContainer);
  registerDataEndpoint('meta', 'GET', '/:version/:igUserId/content_publishing_limit', publishingLimit);
  registerDataEndpoint('meta', 'POST', '/:version/:objectId/comments', comment);
  registerDataEndpoint('meta', 'POST', '/:version/:pageId/feed', postFeed);
  registerDataEndpoint('meta', 'GET', '/:version/:pageId/feed', listFeed);
  registerDataEndpoint('meta', 'POST', '/:version/:pageId/photos', postPhoto);
  registerDataEndpoint('meta', 'POST', '/:version/:pageId/videos', postVideo);
}
