import { createFile, type SampleEntryFourCC } from 'mp4box';
import sharp from 'sharp';

/** A real PNG (with an EXIF block that must not survive the re-encode). */
export async function png(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-serial' } } })
    .toBuffer();
}

/**
 * A real MP4 written by mp4box itself: one video track of `seconds` one-second samples of the given
 * codec (H.264 unless told), as a phone's export has (the samples' data is not decoded by the service).
 */
export function mp4(
  seconds: number,
  options: { codec?: SampleEntryFourCC; width?: number; height?: number } = {},
): Buffer {
  const file = createFile();
  const track = file.addTrack({
    timescale: 1000,
    width: options.width ?? 640,
    height: options.height ?? 360,
    type: options.codec ?? 'avc1',
    duration: seconds * 1000,
    media_duration: seconds * 1000,
  });
  for (let second = 0; second < seconds; second += 1) {
    file.addSample(track, new Uint8Array(256).fill(second % 256), { duration: 1000, is_sync: second === 0 });
  }
  const stream = file.getBuffer();
  return Buffer.from(stream.buffer, 0, stream.byteLength);
}
