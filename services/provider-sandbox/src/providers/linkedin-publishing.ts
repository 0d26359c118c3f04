import { randomBytes } from 'node:crypto';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import type { SampleIdentity } from '../identities';
import { publishedPostsOf } from '../publishing/published-posts';
import { sniffMedia } from './media-signature';
import { perSandbox } from './per-sandbox';

// LinkedIn's versioned REST API for posting as a company page: the Images API
// (`POST /rest/images?action=initializeUpload`, then a PUT of the bytes to the upload URL it gives,
// `GET /rest/images/{urn}`), the Posts API (`POST /rest/posts`, answered 201 with the post's URN in
// `x-restli-id`; `GET /rest/posts?q=author` for the page's posts, newest first), and the Comments
// API (`POST /rest/socialActions/{post urn}/comments` with `actor`, `object` and `message.text`,
// answered 201 with the comment's URN in `x-restli-id`; it shows on the published page). Every /rest call
// names its version in `LinkedIn-Version`. The commentary is LinkedIn's "little text": reserved
// characters must be escaped, and LinkedIn drops the text from the first one that is not.

/** LinkedIn's limit on a post's commentary, in characters. */
export const LINKEDIN_COMMENTARY_MAX = 3000;
const ALT_TEXT_MAX = 4086;
/** LinkedIn's limit on a comment's text, in characters. */
export const LINKEDIN_COMMENT_MAX = 1250;
/** The largest image file the sandbox takes (LinkedIn's image limits are in pixels; this bounds memory). */
export const LINKEDIN_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
const UPLOAD_URL_LIFETIME_MS = 24 * 3600 * 1000;
/** The oldest API version the sandbox serves; a month after the current one is not active yet. */
const OLDEST_VERSION = 202401;
const ORGANIZATION = /^urn:li:organization:(\d{1,19})$/;
const PERSON = /^urn:li:person:([A-Za-z0-9_-]{1,40})$/;
const IMAGE = /^urn:li:image:([A-Za-z0-9_-]{1,60})$/;
const POST_URN = /^urn:li:(?:share|ugcPost):\d{1,30}$/;
const VISIBILITIES = new Set(['PUBLIC', 'CONNECTIONS', 'LOGGED_IN', 'CONTAINER']);
const FEED_DISTRIBUTIONS = new Set(['MAIN_FEED', 'NONE']);
const LIFECYCLE_STATES = new Set(['PUBLISHED', 'DRAFT']);
const RESERVED = new Set(['|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '\\', '*', '_', '~']);

type ImageStatus = 'WAITING_UPLOAD' | 'AVAILABLE' | 'PROCESSING_FAILED';

interface UploadedImage {
  id: string;
  owner: string;
  identityId: string;
  status: ImageStatus;
  mimeType?: string;
  bytes?: Buffer;
  expiresAt: number;
}

export interface LinkedinPost {
  id: string;
  author: string;
  identityId: string;
  /** As sent (little text). */
  commentary: string;
  /** As LinkedIn shows it: escapes undone, templates rendered, cut at an unescaped reserved character. */
  shownText: string;
  visibility: string;
  distribution: Record<string, unknown>;
  content?: Record<string, unknown>;
  imageIds: string[];
  lifecycleState: string;
  isReshareDisabledByAuthor: boolean;
  createdAt: number;
}

export const linkedinPublishingOf = perSandbox(() => ({
  images: new Map<string, UploadedImage>(),
  /** Oldest first. */
  posts: [] as LinkedinPost[],
}));

function problem(status: number, code: string, message: string, serviceErrorCode = 0): DataReply {
  return new DataReply(status, { status, serviceErrorCode, code, message });
}

/** The BadRequest shape the Posts API answers a post it will not make in. */
function badPost(message: string, status = 400, code?: string): DataReply {
  return new DataReply(status, {
    errorDetailType: 'com.linkedin.common.error.BadRequest',
    message: `com.linkedin.content.common.exception.BadRequestResponseException: ${message}`,
    ...(code ? { code } : {}),
    status,
  });
}

/** The answer to a missing or inactive `LinkedIn-Version`, or undefined when it is one served. */
export function versionProblem(ctx: DataContext): DataReply | undefined {
  const raw = ctx.headers['linkedin-version'];
  const version = Array.isArray(raw) ? raw[0] : raw;
  if (!version)
    return problem(
      400,
      'VERSION_MISSING',
      'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    );
  const now = new Date();
  const current = now.getUTCFullYear() * 100 + now.getUTCMonth() + 1;
  const month = /^(\d{6})(\.\d{2})?$/.exec(version)?.[1];
  if (!month || Number(month) < OLDEST_VERSION || Number(month) > current || Number(month) % 100 > 12)
    return problem(426, 'NONEXISTENT_VERSION', `Requested version ${version} is not active`);
  return undefined;
}

/** Who may act as `urn`: the member themself, or an administrator of the organization, with the scope for it. */
function actsAs(identity: SampleIdentity, scopes: string[], urn: string, write: boolean): boolean {
  const organization = ORGANIZATION.exec(urn)?.[1];
  if (organization)
    return (
      identity.linkedinOrganizations.some((org) => org.id === organization) &&
      scopes.includes(write ? 'w_organization_social' : 'r_organization_social')
    );
  const person = PERSON.exec(urn)?.[1];
  return person === identity.subjects.linkedin && scopes.includes(write ? 'w_member_social' : 'r_member_social');
}

function denied(resource: string): DataReply {
  return problem(403, 'ACCESS_DENIED', `Not enough permissions to access: ${resource}`, 100);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The commentary as LinkedIn shows it: `\x` is x, `{hashtag|\#|word}` is #word, `@[Name](urn)` is
 * Name, and an unescaped reserved character ends the text (LinkedIn drops the rest).
 */
export function renderLittleText(commentary: string): string {
  let shown = '';
  for (let index = 0; index < commentary.length;) {
    const char = commentary[index] as string;
    if (char === '\\' && index + 1 < commentary.length) {
      shown += commentary[index + 1];
      index += 2;
      continue;
    }
    const rest = commentary.slice(index);
    const hashtag = /^\{hashtag\|\\#\|([^{}|\\]{1,200})\}/.exec(rest);
    if (hashtag) {
      shown += `#${hashtag[1]}`;
      index += hashtag[0].length;
      continue;
    }
    const mention = /^@\[([^\]\\]{1,200})\]\((urn:li:[a-z]+:[A-Za-z0-9_-]+)\)/.exec(rest);
    if (mention) {
      shown += mention[1];
      index += mention[0].length;
      continue;
    }
    if (RESERVED.has(char)) break;
    shown += char;
    index += 1;
  }
  return shown;
}

function postId(): string {
  // A share id: a 19-digit number, growing with time like LinkedIn's.
  return `urn:li:share:${String(BigInt(Date.now()) * 1_000_000n + BigInt(randomBytes(3).readUIntBE(0, 3) % 1_000_000))}`;
}

function asElement(post: LinkedinPost) {
  return {
    id: post.id,
    author: post.author,
    commentary: post.commentary,
    visibility: post.visibility,
    distribution: post.distribution,
    ...(post.content ? { content: post.content } : {}),
    lifecycleState: post.lifecycleState,
    lifecycleStateInfo: { isEditedByAuthor: false },
    isReshareDisabledByAuthor: post.isReshareDisabledByAuthor,
    createdAt: post.createdAt,
    publishedAt: post.createdAt,
    lastModifiedAt: post.createdAt,
  };
}

function initializeUpload(ctx: DataContext): unknown {
  const version = versionProblem(ctx);
  if (version) return version;
  if (ctx.query.action !== 'initializeUpload')
    return problem(400, 'ILLEGAL_ARGUMENT', `Unsupported action: ${String(ctx.query.action)}`);
  const owner = record(record(ctx.body)?.initializeUploadRequest)?.owner;
  if (typeof owner !== 'string' || !(ORGANIZATION.test(owner) || PERSON.test(owner)))
    return problem(400, 'ILLEGAL_ARGUMENT', `Invalid value for field initializeUploadRequest.owner: ${String(owner)}`);
  if (!actsAs(ctx.identity, ctx.token.scopes, owner, true)) return denied('images.ACTION-initializeUpload');
  const id = `D4E10AQ${randomBytes(9).toString('base64url')}`;
  const expiresAt = Date.now() + UPLOAD_URL_LIFETIME_MS;
  linkedinPublishingOf(ctx.sandbox).images.set(id, {
    id,
    owner,
    identityId: ctx.identity.id,
    status: 'WAITING_UPLOAD',
    expiresAt,
  });
  return {
    value: {
      uploadUrlExpiresAt: expiresAt,
      uploadUrl: `${ctx.publicUrl}/linkedin/dms-uploads/${id}/uploadedImage/0?ca=vector_feedshare&cn=uploads&sync=0&v=beta`,
      image: `urn:li:image:${id}`,
    },
  };
}

function uploadImage(ctx: DataContext): unknown {
  const image = linkedinPublishingOf(ctx.sandbox).images.get(ctx.params.id ?? '');
  // The upload URL is the member's own: another member's token may not fill it.
  if (!image || image.identityId !== ctx.identity.id) return problem(404, 'NOT_FOUND', 'Upload not found');
  if (image.expiresAt < Date.now()) return problem(400, 'ILLEGAL_ARGUMENT', 'The upload URL has expired');
  if (image.status !== 'WAITING_UPLOAD') return problem(409, 'CONFLICT', 'The image was already uploaded');
  const sniffed = ctx.bytes ? sniffMedia(ctx.bytes) : undefined;
  // LinkedIn takes the bytes and processes them after; what is no JPG, PNG or GIF fails processing.
  if (sniffed && ['image/jpeg', 'image/png', 'image/gif'].includes(sniffed.mimeType)) {
    image.status = 'AVAILABLE';
    image.mimeType = sniffed.mimeType;
    image.bytes = ctx.bytes;
  } else image.status = 'PROCESSING_FAILED';
  return new DataReply(201, undefined);
}

function getImage(ctx: DataContext): unknown {
  const version = versionProblem(ctx);
  if (version) return version;
  const id = IMAGE.exec(ctx.params.urn ?? '')?.[1];
  const image = id ? linkedinPublishingOf(ctx.sandbox).images.get(id) : undefined;
  if (!image || image.identityId !== ctx.identity.id)
    return problem(404, 'NOT_FOUND', `Image ${ctx.params.urn ?? ''} not found`);
  return {
    id: `urn:li:image:${image.id}`,
    owner: image.owner,
    status: image.status,
  };
}

/** The images a post's content names (one media, or a multi-image of 2 to 20), or the reason it is refused. */
function contentImages(content: unknown): { ids: string[]; content?: Record<string, unknown> } | DataReply {
  if (content === undefined) return { ids: [] };
  const body = record(content);
  const media = record(body?.media);
  const multi = record(body?.multiImage);
  const checkAlt = (alt: unknown) =>
    alt === undefined || (typeof alt === 'string' && [...alt].length <= ALT_TEXT_MAX) ? undefined : 'altText';
  if (media) {
    const id = IMAGE.exec(String(media.id ?? ''))?.[1];
    if (!id) return badPost(`Invalid media id: ${String(media.id)}`);
    if (checkAlt(media.altText))
      return badPost(`altText length exceeded the maximum allowed (${ALT_TEXT_MAX} characters)`);
    return { ids: [id], content: { media } };
  }
  if (multi && Array.isArray(multi.images)) {
    if (multi.images.length < 2 || multi.images.length > 20)
      return badPost(`A multi-image post has 2 to 20 images, got ${multi.images.length}`);
    const ids: string[] = [];
    for (const entry of multi.images) {
      const id = IMAGE.exec(String(record(entry)?.id ?? ''))?.[1];
      if (!id) return badPost(`Invalid image id: ${String(record(entry)?.id)}`);
      if (checkAlt(record(entry)?.altText))
        return badPost(`altText length exceeded the maximum allowed (${ALT_TEXT_MAX} characters)`);
      ids.push(id);
    }
    return { ids, content: { multiImage: { images: multi.images } } };
  }
  return badPost('content must have media or multiImage');
}

/** The alt text the post gives its `index`th image. */
function imageAlt(content: Record<string, unknown> | undefined, index: number): string | undefined {
  const media = record(content?.media);
  const images = record(content?.multiImage)?.images;
  const alt = media ? media.altText : Array.isArray(images) ? record(images[index])?.altText : undefined;
  return typeof alt === 'string' && alt ? alt : undefined;
}

function createPost(ctx: DataContext): unknown {
  const version = versionProblem(ctx);
  if (version) return version;
  const body = record(ctx.body);
  if (!body) return badPost('The request body must be a JSON object');
  const { author, commentary, visibility, lifecycleState } = body;
  if (typeof author !== 'string' || !(ORGANIZATION.test(author) || PERSON.test(author)))
    return badPost(`Invalid author: ${String(author)}`);
  if (!actsAs(ctx.identity, ctx.token.scopes, author, true)) return denied('partnerApiPostsExternal.CREATE.20240601');
  if (commentary !== undefined && typeof commentary !== 'string') return badPost('commentary must be a string');
  const length = [...(commentary ?? '')].length;
  if (length > LINKEDIN_COMMENTARY_MAX)
    return badPost(
      `ShareCommentary text length (${length} characters) exceeded the maximum allowed (${LINKEDIN_COMMENTARY_MAX} characters)`,
    );
  if (typeof visibility !== 'string' || !VISIBILITIES.has(visibility))
    return badPost(`Invalid visibility: ${String(visibility)}`);
  const distribution = record(body.distribution);
  if (!distribution || !FEED_DISTRIBUTIONS.has(String(distribution.feedDistribution)))
    return badPost(`Invalid distribution.feedDistribution: ${String(distribution?.feedDistribution)}`);
  if (typeof lifecycleState !== 'string' || !LIFECYCLE_STATES.has(lifecycleState))
    return badPost(`Invalid lifecycleState: ${String(lifecycleState)}`);
  const images = contentImages(body.content);
  if (images instanceof DataReply) return images;
  if (!commentary && images.ids.length === 0) return badPost('A post needs commentary or content');
  const state = linkedinPublishingOf(ctx.sandbox);
  for (const id of images.ids) {
    const image = state.images.get(id);
    if (!image || image.owner !== author) return badPost(`Image urn:li:image:${id} does not belong to ${author}`);
    if (image.status !== 'AVAILABLE')
      return badPost(`Image urn:li:image:${id} is in ${image.status} state and cannot be used in a post`);
  }
  // LinkedIn refuses the same text from the same author again (a retried publish meets this).
  const duplicate = commentary
    ? state.posts.find((post) => post.author === author && post.commentary === commentary)
    : undefined;
  if (duplicate) return badPost(`Content is a duplicate of ${duplicate.id}`, 422, 'DUPLICATE_POST');
  const post: LinkedinPost = {
    id: postId(),
    author,
    identityId: ctx.identity.id,
    commentary: commentary ?? '',
    shownText: renderLittleText(commentary ?? ''),
    visibility,
    distribution,
    ...(images.content ? { content: images.content } : {}),
    imageIds: images.ids,
    lifecycleState,
    isReshareDisabledByAuthor: body.isReshareDisabledByAuthor === true,
    createdAt: Date.now(),
  };
  state.posts.push(post);
  const organization = ORGANIZATION.exec(author)?.[1];
  if (organization)
    publishedPostsOf(ctx.sandbox).add({
      platform: 'linkedin',
      accountId: organization,
      id: post.id,
      text: post.shownText,
      media: images.ids.map((id, index) => {
        const image = state.images.get(id) as UploadedImage;
        const alt = imageAlt(images.content, index);
        return {
          kind: 'image' as const,
          mimeType: image.mimeType ?? 'image/jpeg',
          bytes: image.bytes ?? Buffer.alloc(0),
          ...(alt ? { alt } : {}),
        };
      }),
      createdAt: post.createdAt,
    });
  return new DataReply(201, undefined, { 'x-restli-id': post.id });
}

function postsByAuthor(ctx: DataContext): unknown {
  const version = versionProblem(ctx);
  if (version) return version;
  if (ctx.query.q !== 'author') return problem(400, 'ILLEGAL_ARGUMENT', `Invalid finder: ${String(ctx.query.q)}`);
  const author = ctx.query.author;
  if (typeof author !== 'string' || !(ORGANIZATION.test(author) || PERSON.test(author)))
    return problem(400, 'ILLEGAL_ARGUMENT', `Invalid value for param author: ${String(author)}`);
  if (!actsAs(ctx.identity, ctx.token.scopes, author, false)) return denied('partnerApiPostsExternal.FINDER-author');
  const count = ctx.query.count === undefined ? 10 : Number(ctx.query.count);
  const start = ctx.query.start === undefined ? 0 : Number(ctx.query.start);
  if (!Number.isInteger(count) || count < 1 || count > 100)
    return problem(400, 'ILLEGAL_ARGUMENT', 'count must be between 1 and 100');
  if (!Number.isInteger(start) || start < 0) return problem(400, 'ILLEGAL_ARGUMENT', 'start must not be negative');
  const all = linkedinPublishingOf(ctx.sandbox)
    .posts.filter((post) => post.author === author)
    .reverse();
  return {
    paging: { start, count, total: all.length, links: [] },
    elements: all.slice(start, start + count).map(asElement),
  };
}

/**
 * A comment on a post (Comments API): the commenter (`actor`, a page its member administers or the
 * member), the post it is on (`object`, the URN the path names) and its text (`message.text`).
 */
function createComment(ctx: DataContext): unknown {
  const version = versionProblem(ctx);
  if (version) return version;
  const target = ctx.params.urn ?? '';
  if (!POST_URN.test(target)) return problem(400, 'ILLEGAL_ARGUMENT', `Invalid URN in the path: ${target}`);
  const body = record(ctx.body);
  const actor = body?.actor;
  if (typeof actor !== 'string' || !(ORGANIZATION.test(actor) || PERSON.test(actor)))
    return problem(400, 'ILLEGAL_ARGUMENT', `Invalid value for field actor: ${String(actor)}`);
  if (body?.object !== target)
    return problem(400, 'ILLEGAL_ARGUMENT', `Field object must be the URN the path names: ${target}`);
  const text = record(body.message)?.text;
  if (typeof text !== 'string' || text.trim() === '')
    return problem(400, 'ILLEGAL_ARGUMENT', 'Field message.text is required');
  const length = [...text].length;
  if (length > LINKEDIN_COMMENT_MAX)
    return problem(
      400,
      'ILLEGAL_ARGUMENT',
      `Comment text length (${length} characters) exceeded the maximum allowed (${LINKEDIN_COMMENT_MAX} characters)`,
    );
  if (!actsAs(ctx.identity, ctx.token.scopes, actor, true)) return denied('socialActions.comments.CREATE');
  const post = linkedinPublishingOf(ctx.sandbox).posts.find((one) => one.id === target);
  if (!post) return problem(404, 'NOT_FOUND', `Post ${target} not found`);
  const published = publishedPostsOf(ctx.sandbox).find('linkedin', target);
  const id = published
    ? publishedPostsOf(ctx.sandbox).comment(published, text).id
    : String(BigInt(Date.now()) * 1000n + BigInt(randomBytes(1).readUInt8(0)));
  const urn = `urn:li:comment:(${target},${id})`;
  const at = Date.now();
  return new DataReply(
    201,
    {
      id,
      commentUrn: urn,
      $URN: urn,
      actor,
      object: target,
      message: { text },
      created: { actor, time: at },
      lastModified: { actor, time: at },
    },
    { 'x-restli-id': urn },
  );
}

export function registerLinkedinPublishing(): void {
  registerDataEndpoint('linkedin', 'POST', '/rest/images', initializeUpload);
  registerDataEndpoint('linkedin', 'GET', '/rest/images/:urn', getImage);
  registerDataEndpoint('linkedin', 'PUT', '/dms-uploads/:id/uploadedImage/0', uploadImage, {
    bytes: {
      limit: LINKEDIN_IMAGE_MAX_BYTES,
      tooLarge: () => ({
        status: 413,
        body: { status: 413, serviceErrorCode: 0, code: 'REQUEST_ENTITY_TOO_LARGE', message: 'The image is too large' },
      }),
    },
  });
  registerDataEndpoint('linkedin', 'POST', '/rest/posts', createPost);
  registerDataEndpoint('linkedin', 'GET', '/rest/posts', postsByAuthor);
  registerDataEndpoint('linkedin', 'POST', '/rest/socialActions/:urn/comments', createComment);
}
