import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors';
import { hasForeignContent, sniffImageKind, type ImageKind } from './image-bytes';

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  /** The re-encoded image's size in pixels. */
  width: number;
  height: number;
}

/** The words of each refusal, from the calling domain's texts. */
export interface ImageRefusals {
  empty: string;
  /** Not one of the accepted kinds (by its bytes). */
  invalidType: string;
  foreignContent: string;
  tooManyPixels: string;
  unreadable: string;
}

export interface RasterOptions {
  accepted: readonly Exclude<ImageKind, 'svg'>[];
  /** Bigger decoded images are refused before they are decoded (decompression bombs). */
  maxInputPixels: number;
  maxDimension: number;
  /**
   * `webp`: the app's own images (avatars; `lossless` for logos, whose sharp edges and flat
   * colours stay exact). `jpeg`: images other systems must take (a platform that takes JPEG
   * only); transparency is laid on white.
   */
  output: { format: 'webp'; lossless?: boolean } | { format: 'jpeg' };
  refusals: ImageRefusals;
}

/**
 * Checks a raster upload by its bytes and re-encodes it whatever the browser sent (docs/architecture.md, Media):
 * the pixel count is bounded before decoding (a 50-megapixel PNG fits in 2 MB), the whole image is
 * decoded (a truncated or forged file fails here), EXIF orientation is applied and every metadata
 * block dropped, and the result is no larger than `maxDimension` on its longest side. An animated
 * GIF keeps its first frame.
 */
export async function reencodeRaster(bytes: Buffer, options: RasterOptions): Promise<ProcessedImage> {
  const { refusals } = options;
  if (bytes.length === 0) throw AppError.badRequest(refusals.empty);
  const kind = sniffImageKind(bytes);
  if (!kind || kind === 'svg' || !options.accepted.includes(kind)) throw AppError.badRequest(refusals.invalidType);
  if (hasForeignContent(bytes, kind)) throw AppError.badRequest(refusals.foreignContent);
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.badRequest(refusals.unreadable);
  }
  if ((header.width ?? 0) * (header.height ?? 0) > options.maxInputPixels) {
    throw AppError.badRequest(refusals.tooManyPixels);
  }
  try {
    // 'warning': a corrupt segment libjpeg would patch over is refused too. Our own screens re-encode
    // in the browser before sending, so a real photo from them never trips this.
    const resized = sharp(bytes, { limitInputPixels: options.maxInputPixels, failOn: 'warning' })
      .rotate()
      .resize(options.maxDimension, options.maxDimension, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      options.output.format === 'jpeg'
        ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
        : resized.webp(options.output.lossless ? { lossless: true } : { quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: options.output.format === 'jpeg' ? 'image/jpeg' : 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw AppError.badRequest(refusals.unreadable);
  }
}
