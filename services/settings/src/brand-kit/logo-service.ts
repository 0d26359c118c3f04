import type { BrandKit, LogoVariant } from '@scp/shared/contracts/settings/brand-kit';
import { mediaLimits, mediaServerMessages } from '@scp/shared/contracts/settings/media';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import mongoose from 'mongoose';
import { sniffImageKind } from '@scp/service-kit/image-bytes';
import { reencodeRaster } from '@scp/service-kit/image-processing';
import type { MediaStore, StoredMedia } from '@scp/service-kit/media-store';
import { settingsRaster } from '../media/image-refusals';
import { sanitizeSvg } from '../media/svg-sanitizer';
import { BrandKitModel, type BrandKitDocument } from './brand-kit-model';
import type { BrandKitService } from './brand-kit-service';

const fileName = (userId: string, variant: LogoVariant) => `${userId}/logo-${variant}`;

/** An SVG is kept as (sanitized) text; anything else is a raster checked and re-encoded losslessly. */
async function processLogo(bytes: Buffer): Promise<StoredMedia> {
  if (bytes.length === 0) throw AppError.badRequest(mediaServerMessages.empty);
  if (sniffImageKind(bytes) === 'svg') {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw AppError.badRequest(mediaServerMessages.unreadable);
    return { bytes: Buffer.from(clean, 'utf8'), contentType: 'image/svg+xml' };
  }
  return reencodeRaster(bytes, {
    ...settingsRaster(mediaServerMessages.invalidLogoType),
    // WebP is what the settings screen's own compression sends.
    accepted: ['png', 'jpeg', 'webp'],
    maxDimension: mediaLimits.logoMaxDimensionPx,
    output: { format: 'webp', lossless: true },
  });
}

/** Brand kit logos by variant (states and transitions, validation rules): PNG, JPEG or SVG; one file per variant. */
export function createLogoService(store: MediaStore, brandKit: BrandKitService) {
  return {
    async upload(userId: string, variant: LogoVariant, bytes: Buffer): Promise<BrandKit> {
      const logo = await processLogo(bytes);
      const name = fileName(userId, variant);
      const fileId = await store.put(logo.bytes, logo.contentType, name);
      const field = `logos.${variant}`;
      let replaced;
      try {
        // Only over an older logo of this variant (or none): the newest of racing uploads wins.
        replaced = await userScope(BrandKitModel, userId).updateOneOrCreateIf(
          {
            $or: [
              { [`${field}.fileId`]: mongoose.trusted({ $lt: fileId }) },
              { [field]: mongoose.trusted({ $exists: false }) },
            ],
          },
          { $set: { [field]: { fileId, contentType: logo.contentType, version: Date.now() } } },
        );
      } catch (err) {
        await store.remove(fileId).catch(() => undefined);
        throw err;
      }
      if (replaced) await store.removeOlderThan(name, fileId);
      else await store.remove(fileId);
      return brandKit.get(userId);
    },

    async remove(userId: string, variant: LogoVariant): Promise<BrandKit> {
      await userScope(BrandKitModel, userId).updateOneOrCreate({ $unset: { [`logos.${variant}`]: '' } });
      await store.removeAll(fileName(userId, variant));
      return brandKit.get(userId);
    },

    /** Public, like the avatar: a logo is shown wherever the brand appears. */
    async read(userId: string, variant: LogoVariant): Promise<StoredMedia | null> {
      if (!mongoose.isObjectIdOrHexString(userId)) return null;
      const kit = await userScope(BrandKitModel, userId).findOne().lean<BrandKitDocument>();
      const logo = kit?.logos?.[variant];
      return logo ? store.get(logo.fileId) : null;
    },
  };
}
export type LogoService = ReturnType<typeof createLogoService>;

/** Upload size limit of a logo file (the spec sets none; the avatar's 2 MB). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
