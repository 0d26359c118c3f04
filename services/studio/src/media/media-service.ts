import { randomBytes, timingSafeEqual } from 'node:crypto';
import mongoose from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { sniffImageKind } from '@scp/service-kit/image-bytes';
import { reencodeRaster } from '@scp/service-kit/image-processing';
import type { MediaStore, StoredFile } from '@scp/service-kit/media-store';
import { userScope } from '@scp/service-kit/user-scope';
import type {
  MediaListQuery,
  MediaListResponse,
  PostMediaInput,
  StudioMedia,
} from '@scp/shared/contracts/studio/studio-api';
import { studioMediaLimits, type MediaType } from '@scp/shared/contracts/studio/studio-constants';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { MediaModel, type MediaDocument, type MediaRecord } from './media-model';
import { wordSearchFilter } from '../search/word-search';
import { isH264, isIsoMedia, readVideoContainer } from './video-container';

const texts = studioTexts.media;
const extensionOf = (type: MediaType) => (type === 'image' ? 'jpg' : 'mp4');
const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', texts.tooLarge);

/** A file checked and ready to store: the bytes as they will be served, and what they are. */
type CheckedFile = Pick<MediaRecord, 'type' | 'contentType' | 'width' | 'height' | 'durationMs' | 'codec'> & {
  bytes: Buffer;
};

/**
 * An image is checked by its bytes and re-encoded to JPEG like the avatars (docs/architecture.md,
 * Media); a video is an MP4 read by its container. Anything else, whatever its name or type, is refused.
 */
async function checkUpload(bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length === 0) throw AppError.badRequest(texts.empty);
  if (isIsoMedia(bytes)) {
    if (bytes.length > studioMediaLimits.videoMaxBytes) throw tooLarge();
    // QuickTime's brand: a MOV, not the MP4 the platforms are promised.
    if (bytes.toString('latin1', 8, 12) === 'qt  ') throw AppError.badRequest(texts.invalidType);
    const reading = readVideoContainer(bytes);
    if (!reading.ok) {
      const words = { unreadable: texts.unreadableVideo, no_video: texts.noVideoTrack, empty: texts.emptyVideo };
      throw AppError.badRequest(words[reading.reason]);
    }
    if (!isH264(reading.facts.codec)) throw AppError.badRequest(texts.videoCodec);
    const { durationMs, width, height, codec } = reading.facts;
    return { bytes, type: 'video', contentType: 'video/mp4', width, height, durationMs, codec };
  }
  const kind = sniffImageKind(bytes);
  if (!kind || kind === 'svg') throw AppError.badRequest(texts.invalidType);
  if (bytes.length > studioMediaLimits.imageMaxBytes) throw tooLarge();
  const image = await reencodeRaster(bytes, {
    accepted: ['jpeg', 'png', 'webp', 'gif'],
    maxInputPixels: studioMediaLimits.maxInputPixels,
    maxDimension: studioMediaLimits.imageMaxDimensionPx,
    // Instagram takes JPEG only; every other platform takes it too.
    output: { format: 'jpeg' },
    refusals: {
      empty: texts.empty,
      invalidType: texts.invalidType,
      foreignContent: texts.foreignContent,
      tooManyPixels: texts.tooManyPixels,
      unreadable: texts.unreadableImage,
    },
  });
  return { ...image, type: 'image', durationMs: null, codec: null };
}

/** A file name without any folders a device put before it (`C:\fakepath\loaf.jpg` is `loaf.jpg`). */
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim();

/** How long a shop's CDN may take to send a product's image. */
const IMAGE_FETCH_TIMEOUT_MS = 15_000;

/**
 * The bytes of an image on the web (a product's, on Shopify's CDN), at most an image's upload size;
 * a 503 when it cannot be had now, a 404 when the address no longer has it.
 */
async function fetchImage(url: string): Promise<Buffer> {
  const unavailable = () => AppError.unavailable(texts.productImageUnavailable);
  if (!/^https?:\/\//i.test(url)) throw unavailable();
  const reply = await fetch(url, { signal: AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS) }).catch(() => {
    throw unavailable();
  });
  if (reply.status === 404 || reply.status === 410) throw AppError.notFound(studioTexts.errors.productImageNotFound);
  if (!reply.ok) throw unavailable();
  if (Number(reply.headers.get('content-length') ?? 0) > studioMediaLimits.imageMaxBytes) throw tooLarge();
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await reply.arrayBuffer());
  } catch {
    throw unavailable();
  }
  if (bytes.length > studioMediaLimits.imageMaxBytes) throw tooLarge();
  return bytes;
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A media item of a post as the post keeps it: what the rules check and what is published. */
export interface PostMediaFacts {
  mediaId: string;
  type: MediaType;
  url: string;
  alt: string;
  bytes: number;
  durationMs: number | null;
}

export interface MediaServiceDeps {
  store: MediaStore;
  /** The app's public origin (PUBLIC_ORIGIN): the files' addresses are absolute, for the platforms. */
  publicOrigin: string;
  /**
   * Lets go of a file about to be deleted: false when a post that is scheduled or still going out
   * uses it (it stays); drafts that use it lose it.
   */
  release: (userId: string, mediaId: string) => Promise<boolean>;
}

/** The owner's library of uploaded images and videos, and their public files (docs/architecture.md, Media). */
export function createMediaService(deps: MediaServiceDeps) {
  const scopeOf = (userId: string) => userScope(MediaModel, userId);
  const urlOf = (doc: Pick<MediaDocument, '_id' | 'token' | 'type'>) =>
    `${deps.publicOrigin}${studioApiPaths.mediaFile(String(doc._id), doc.token, extensionOf(doc.type))}`;

  const toMedia = (doc: MediaDocument): StudioMedia => ({
    id: String(doc._id),
    type: doc.type,
    url: urlOf(doc),
    contentType: doc.contentType,
    bytes: doc.bytes,
    width: doc.width,
    height: doc.height,
    durationMs: doc.durationMs,
    codec: doc.codec,
    alt: doc.alt,
    // Files uploaded before names were kept have none.
    name: doc.name ?? '',
    createdAt: doc.createdAt.toISOString(),
  });

  return {
    /** `name`: the file's name on the owner's device; only its last path part is kept. */
    async upload(userId: string, upload: Buffer, name = ''): Promise<StudioMedia> {
      const checked = await checkUpload(upload);
      const fileId = await deps.store.put(checked.bytes, checked.contentType, `${userId}/media`);
      try {
        const { bytes, ...facts } = checked;
        const doc = await scopeOf(userId).create({
          ...facts,
          fileId,
          token: randomBytes(24).toString('base64url'),
          bytes: bytes.length,
          alt: '',
          name: baseName(name),
        });
        return toMedia(doc.toObject() as unknown as MediaDocument);
      } catch (err) {
        await deps.store.remove(fileId).catch(() => undefined);
        throw err;
      }
    },

    async list(userId: string, query: MediaListQuery): Promise<MediaListResponse> {
      const limit = query.limit ?? studioMediaLimits.pageDefault;
      const filter = {
        ...(query.before && mongoose.isObjectIdOrHexString(query.before)
          ? { _id: mongoose.trusted({ $lt: new mongoose.Types.ObjectId(query.before) }) }
          : {}),
        ...wordSearchFilter(query.q, [{ path: 'alt' }, { path: 'name' }]),
      };
      const docs = await scopeOf(userId)
        .find(filter)
        .sort({ _id: -1 })
        .limit(limit + 1)
        .lean<MediaDocument[]>();
      const page = docs.slice(0, limit);
      return {
        media: page.map(toMedia),
        nextBefore: docs.length > limit ? String(page[page.length - 1]?._id) : null,
      };
    },

    async setAlt(userId: string, mediaId: string, alt: string): Promise<StudioMedia> {
      const doc = await scopeOf(userId).updateById(mediaId, { $set: { alt } });
      return toMedia(doc.toObject() as unknown as MediaDocument);
    },

    async remove(userId: string, mediaId: string): Promise<void> {
      const doc = await scopeOf(userId).findById(mediaId);
      if (!(await deps.release(userId, mediaId))) throw AppError.conflict(texts.inUse);
      await scopeOf(userId).deleteById(mediaId);
      await deps.store.remove(doc.fileId);
    },

    /** The owner's library items of these ids, in no order; unknown, malformed and other owners' ids are left out. */
    async byIds(userId: string, mediaIds: readonly string[]): Promise<StudioMedia[]> {
      const ids = mediaIds
        .filter((id) => mongoose.isObjectIdOrHexString(id))
        .map((id) => new mongoose.Types.ObjectId(id));
      if (ids.length === 0) return [];
      const docs = await scopeOf(userId)
        .find({ _id: mongoose.trusted({ $in: ids }) })
        .lean<MediaDocument[]>();
      return docs.map(toMedia);
    },

    /**
     * A post's media as the owner picked them, each one of the owner's files (404 naming the field
     * otherwise), with the alt text given or, when none is, the file's own.
     */
    async forPost(userId: string, inputs: readonly PostMediaInput[]): Promise<PostMediaFacts[]> {
      if (inputs.length === 0) return [];
      const ids = inputs.map((input) => input.id).filter((id) => mongoose.isObjectIdOrHexString(id));
      const docs = await scopeOf(userId)
        .find({ _id: mongoose.trusted({ $in: ids.map((id) => new mongoose.Types.ObjectId(id)) }) })
        .lean<MediaDocument[]>();
      return inputs.map((input, index) => {
        const doc = docs.find((one) => String(one._id) === input.id);
        if (!doc) throw new AppError(404, 'NOT_FOUND', studioTexts.errors.mediaNotFound, `media.${index}.id`);
        return {
          mediaId: input.id,
          type: doc.type,
          url: urlOf(doc),
          alt: input.alt.trim() || doc.alt,
          bytes: doc.bytes,
          durationMs: doc.durationMs,
        };
      });
    },

    /**
     * An image on the web (a shop product's) into the library as an upload is stored: checked by its
     * bytes and re-encoded to JPEG; a video or anything else is refused. `alt` is its alt text.
     */
    async importImage(userId: string, url: string, alt: string): Promise<StudioMedia> {
      const bytes = await fetchImage(url);
      if (isIsoMedia(bytes)) throw AppError.badRequest(texts.invalidType);
      const stored = await this.upload(userId, bytes);
      return this.setAlt(userId, stored.id, alt);
    },

    /** The file behind a public address `<token>.<jpg|mp4>`; null for anything else (no owner is asked). */
    async file(mediaId: string, name: string): Promise<StoredFile | null> {
      if (!mongoose.isObjectIdOrHexString(mediaId)) return null;
      const doc = await MediaModel.findById(mediaId).lean<MediaDocument>();
      if (!doc || name !== `${name.split('.')[0]}.${extensionOf(doc.type)}`) return null;
      if (!sameToken(name.split('.')[0] ?? '', doc.token)) return null;
      return deps.store.open(doc.fileId);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
