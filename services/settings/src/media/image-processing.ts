import sharp, { type Metadata } from 'sharp';
import { mediaLimits, mediaServerMessages } from '@scp/shared/contracts/settings/media';
import { AppError } from '@scp/service-kit/errors';
import { hasForeignContent, sniffImageKind, type ImageKind } from './image-bytes';

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Checks a raster upload by its bytes and re-encodes it whatever the browser sent (docs/architecture.md, Media):
 * the pixel count is bounded before decoding (a 50-megapixel PNG fits in 2 MB), the whole image is
 * decoded (a truncated or forged file fails here), EXIF orientation is applied and every metadata
 * block dropped, and the result is a WebP no larger than `maxDimension` on its longest side.
 */
export async function reencodeRaster(
  bytes: Buffer,
  options: {
    accepted: readonly ImageKind[];
    invalidTypeMessage: string;
    maxDimension: number;
    /** Logos: sharp edges and flat colours stay exact. */
    lossless?: boolean;
  },
): Promise<ProcessedImage> {
  if (bytes.length === 0) throw AppError.badRequest(mediaServerMessages.empty);
  const kind = sniffImageKind(bytes);
  if (!kind || kind === 'svg' || !options.accepted.includes(kind))
    throw AppError.badRequest(options.invalidTypeMessage);
  if (hasForeignContent(bytes, kind)) throw AppError.badRequest(mediaServerMessages.foreignContent);
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.badRequest(mediaServerMessages.unreadable);
  }
  if ((header.width ?? 0) * (header.height ?? 0) > mediaLimits.maxInputPixels) {
    throw AppError.badRequest(mediaServerMessages.tooManyPixels);
  }
  try {
    // 'warning': a corrupt segment libjpeg would patch over is refused too. Our own screen re-encodes
    // in the browser before sending, so a real photo from it never trips this.
    const output = await sharp(bytes, { limitInputPixels: mediaLimits.maxInputPixels, failOn: 'warning' })
      .rotate()
      .resize(options.maxDimension, options.maxDimension, { fit: 'inside', withoutEnlargement: true })
      .webp(options.lossless ? { lossless: true } : { quality: 82 })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp' };
  } catch {
    throw AppError.badRequest(mediaServerMessages.unreadable);
  }
}
