import { randomBytes } from 'node:crypto';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import type { SampleIdentity } from '../identities';
import { publishedPostsOf } from '../publishing/published-posts';
import { seededRandom } from '../seeded-random';
import { fetchMedia, sniffMedia } from './media-signature';
import { perSandbox } from './per-sandbox';

// Pinterest API v5 for pinning: the account's boards (`GET /v5/boards`, where a pin must go), a pin
// made from an image Pinterest fetches itself (`POST /v5/pins` with `media_source.source_type`
// `image_url`, or the bytes as `image_base64`), and the account's pins (`GET /v5/pins`, newest
// first). Errors are Pinterest's `{ code, message }`.

export const PINTEREST_TITLE_MAX = 100;
const DESCRIPTION_MAX = 800;
const ALT_TEXT_MAX = 500;
const LINK_MAX = 2048;
/** Pinterest's largest image file. */
export const PINTEREST_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
const BOARD_NAMES = ['Bestsellers', 'New in the shop', 'Behind the scenes', 'Gift ideas'];

export interface PinterestBoard {
  id: string;
  name: string;
  description: string;
  privacy: 'PUBLIC' | 'SECRET';
  created_at: string;
}

export interface PinterestPin {
  id: string;
  identityId: string;
  boardId: string;
  title: string;
  description: string;
  link: string | null;
  altText: string | null;
  imageUrl: string | null;
  mimeType: string;
  createdAt: string;
}

export const pinterestPublishingOf = perSandbox(() => ({
  /** Oldest first. */
  pins: [] as PinterestPin[],
}));

/** The account's boards: fixed per person (the shop's themes), the last one secret. */
export function boardsOf(identity: SampleIdentity): PinterestBoard[] {
  const random = seededRandom(`${identity.id}:pinterest:boards`);
  const base = BigInt(identity.subjects.pinterest) * 1000n;
  return BOARD_NAMES.map((name, index) => ({
    id: String(base + BigInt(index + 1)),
    name,
    description: `${name} from ${identity.shop.name}`,
    privacy: index === BOARD_NAMES.length - 1 ? 'SECRET' : 'PUBLIC',
    created_at: new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28), 12)).toISOString().slice(0, 19),
  }));
}

function invalid(message: string, status = 400, code = 1): DataReply {
  return new DataReply(status, { code, message });
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `page_size` and `bookmark` (an offset, opaque to the caller) as Pinterest pages its lists. */
function paging(ctx: DataContext): { size: number; offset: number } | DataReply {
  const size = ctx.query.page_size === undefined ? 25 : Number(ctx.query.page_size);
  if (!Number.isInteger(size) || size < 1 || size > 250) return invalid('page_size must be between 1 and 250.');
  const bookmark = ctx.query.bookmark;
  if (bookmark === undefined) return { size, offset: 0 };
  const offset = typeof bookmark === 'string' ? Number(Buffer.from(bookmark, 'base64url').toString('utf8')) : NaN;
  if (!Number.isInteger(offset) || offset < 0) return invalid('Invalid bookmark.');
  return { size, offset };
}

function page<T>(items: T[], size: number, offset: number) {
  const next = offset + size;
  return {
    items: items.slice(offset, next),
    bookmark: next < items.length ? Buffer.from(String(next)).toString('base64url') : null,
  };
}

function boardAnswer(identity: SampleIdentity, board: PinterestBoard, pins: PinterestPin[]) {
  const own = pins.filter((pin) => pin.boardId === board.id);
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    owner: { username: identity.usernames.pinterest },
    privacy: board.privacy,
    created_at: board.created_at,
    board_pins_modified_at: own.at(-1)?.createdAt ?? board.created_at,
    pin_count: own.length,
    follower_count: 0,
    collaborator_count: 0,
    media: { image_cover_url: own.at(-1)?.imageUrl ?? null, pin_thumbnail_urls: [] },
  };
}

function pinAnswer(identity: SampleIdentity, pin: PinterestPin) {
  return {
    id: pin.id,
    created_at: pin.createdAt,
    link: pin.link,
    title: pin.title,
    description: pin.description,
    alt_text: pin.altText,
    board_id: pin.boardId,
    board_section_id: null,
    board_owner: { username: identity.usernames.pinterest },
    is_owner: true,
    is_standard: true,
    creative_type: 'REGULAR',
    has_been_promoted: false,
    parent_pin_id: null,
    note: '',
    product_tags: [],
    media: {
      media_type: 'image',
      images: pin.imageUrl ? { originals: { url: pin.imageUrl, width: null, height: null } } : {},
    },
  };
}

function listBoards(ctx: DataContext): unknown {
  const paged = paging(ctx);
  if (paged instanceof DataReply) return paged;
  const privacy = ctx.query.privacy ?? 'PUBLIC';
  if (!['PUBLIC', 'PROTECTED', 'SECRET', 'ALL'].includes(String(privacy)))
    return invalid(`privacy: '${String(privacy)}' is not one of ['ALL', 'PROTECTED', 'PUBLIC', 'SECRET'].`);
  const pins = pinterestPublishingOf(ctx.sandbox).pins.filter((pin) => pin.identityId === ctx.identity.id);
  const boards = boardsOf(ctx.identity)
    .filter((board) => privacy === 'ALL' || board.privacy === privacy)
    .map((board) => boardAnswer(ctx.identity, board, pins));
  return page(boards, paged.size, paged.offset);
}

function listPins(ctx: DataContext): unknown {
  const paged = paging(ctx);
  if (paged instanceof DataReply) return paged;
  const pins = pinterestPublishingOf(ctx.sandbox)
    .pins.filter((pin) => pin.identityId === ctx.identity.id)
    .reverse()
    .map((pin) => pinAnswer(ctx.identity, pin));
  return page(pins, paged.size, paged.offset);
}

/** A text field within its limit, or the validator's words. */
function textField(body: Record<string, unknown>, name: string, max: number): string | null | DataReply {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return invalid(`${name}: ${JSON.stringify(value)} is not of type 'string'`);
  if ([...value].length > max)
    return invalid(`${name}: '${value.slice(0, 40)}…' is too long (at most ${max} characters)`);
  return value;
}

/** The image a pin is made of: fetched from its URL as Pinterest does, or given as base64. */
async function pinImage(
  source: Record<string, unknown>,
): Promise<{ url: string | null; mimeType: string; bytes: Buffer } | DataReply> {
  const type = source.source_type;
  if (type === 'image_url') {
    const url = source.url;
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url))
      return invalid(`media_source.url: '${String(url)}' is not a valid URL`);
    const fetched = await fetchMedia(url, PINTEREST_IMAGE_MAX_BYTES);
    if (!fetched.ok)
      return invalid(
        fetched.reason === 'too_large'
          ? `Sorry! The image is larger than ${PINTEREST_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`
          : fetched.reason === 'not_media'
            ? 'Sorry! The file at media_source.url is not a supported image (BMP, GIF, JPEG, PNG, TIFF, WEBP).'
            : `Sorry! We could not fetch the image at media_source.url${fetched.status ? ` (HTTP ${fetched.status})` : ''}.`,
      );
    if (fetched.media.kind !== 'image')
      return invalid('Sorry! The file at media_source.url is not a supported image (BMP, GIF, JPEG, PNG, TIFF, WEBP).');
    return { url, mimeType: fetched.media.mimeType, bytes: fetched.bytes };
  }
  if (type === 'image_base64') {
    const data = typeof source.data === 'string' ? Buffer.from(source.data, 'base64') : undefined;
    const sniffed = data ? sniffMedia(data) : undefined;
    if (!data || data.length === 0) return invalid("media_source: 'data' is a required property");
    if (data.length > PINTEREST_IMAGE_MAX_BYTES)
      return invalid(`Sorry! The image is larger than ${PINTEREST_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`);
    if (!sniffed || sniffed.kind !== 'image')
      return invalid('Sorry! The uploaded file is not a supported image (BMP, GIF, JPEG, PNG, TIFF, WEBP).');
    return { url: null, mimeType: sniffed.mimeType, bytes: data };
  }
  return invalid(`media_source.source_type: '${String(type)}' is not one of ['image_url', 'image_base64'].`);
}

async function createPin(ctx: DataContext): Promise<unknown> {
  const body = record(ctx.body);
  if (!body) return invalid('The request body must be a JSON object.');
  const boardId = body.board_id;
  if (typeof boardId !== 'string' || boardId.length === 0) return invalid("'board_id' is a required property");
  const source = record(body.media_source);
  if (!source) return invalid("'media_source' is a required property");
  const title = textField(body, 'title', PINTEREST_TITLE_MAX);
  if (title instanceof DataReply) return title;
  const description = textField(body, 'description', DESCRIPTION_MAX);
  if (description instanceof DataReply) return description;
  const altText = textField(body, 'alt_text', ALT_TEXT_MAX);
  if (altText instanceof DataReply) return altText;
  const link = textField(body, 'link', LINK_MAX);
  if (link instanceof DataReply) return link;
  if (link !== null && (!/^https?:\/\//i.test(link) || !URL.canParse(link)))
    return invalid(`link: '${link.slice(0, 80)}' is not a valid URL`);
  if (!boardsOf(ctx.identity).some((board) => board.id === boardId)) return invalid('Board not found.', 404, 40);
  const image = await pinImage(source);
  if (image instanceof DataReply) return image;
  const pin: PinterestPin = {
    id: String(BigInt(Date.now()) * 1000n + BigInt(randomBytes(2).readUInt16BE(0) % 1000)),
    identityId: ctx.identity.id,
    boardId,
    title: title ?? '',
    description: description ?? '',
    link,
    altText,
    imageUrl: image.url,
    mimeType: image.mimeType,
    createdAt: new Date().toISOString().slice(0, 19),
  };
  pinterestPublishingOf(ctx.sandbox).pins.push(pin);
  publishedPostsOf(ctx.sandbox).add({
    platform: 'pinterest',
    accountId: ctx.identity.subjects.pinterest,
    id: pin.id,
    text: pin.description,
    ...(pin.title ? { title: pin.title } : {}),
    ...(pin.link ? { link: pin.link } : {}),
    boardId,
    media: [
      {
        kind: 'image',
        mimeType: image.mimeType,
        bytes: image.bytes,
        ...(pin.altText ? { alt: pin.altText } : {}),
        ...(image.url ? { sourceUrl: image.url } : {}),
      },
    ],
  });
  return new DataReply(201, pinAnswer(ctx.identity, pin));
}

export function registerPinterestPublishing(): void {
  registerDataEndpoint('pinterest', 'GET', '/v5/boards', listBoards, { scopes: ['boards:read'] });
  registerDataEndpoint('pinterest', 'GET', '/v5/pins', listPins, { scopes: ['pins:read'] });
  registerDataEndpoint('pinterest', 'POST', '/v5/pins', createPin, { scopes: ['boards:read', 'pins:write'] });
}
