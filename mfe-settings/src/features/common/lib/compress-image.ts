/** Quality steps tried in turn until the picture fits. */
const qualities = [0.9, 0.8, 0.7, 0.6, 0.5];

/**
 * Shrinks a chosen picture in the browser before it is sent (validation rules: an avatar is at most
 * 400 px on its longest side and 0.8 MB; validation rules: non-SVG logos are compressed too), so a
 * 12-megapixel phone photo costs the user kilobytes, not megabytes. The server checks and
 * re-encodes whatever arrives anyway.
 */
export async function compressImage(
  file: Blob,
  limits: { maxDimensionPx: number; maxBytes: number; /** Logos: PNG first, when it fits. */ lossless?: boolean },
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, limits.maxDimensionPx / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare the picture.');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  if (limits.lossless) {
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (png && png.size <= limits.maxBytes) return png;
  }
  for (const quality of qualities) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
    if (blob && blob.size <= limits.maxBytes) return blob;
  }
  throw new Error('The picture could not be made small enough.');
}
