/**
 * What an uploaded file is, by its bytes (docs/architecture.md, Media): never by its name or the browser's type.
 */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'gif';
  // SVG is text: an optional BOM, XML declaration, comments and doctype, then <svg.
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096)).replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  if (/^<svg[\s>]/i.test(rest)) return 'svg';
  return null;
}

/** Markup a browser would run if the file were ever served as a page (a polyglot's payload). */
const markupSignatures = /<\s*(script|html|body|iframe|object|embed)\b|<\?php|javascript:/i;

/**
 * A raster file that carries something after its image data (the classic image + HTML/ZIP
 * polyglot), or markup anywhere in its bytes. The re-encode would drop it anyway; refusing says so.
 */
export function hasForeignContent(bytes: Buffer, kind: Exclude<ImageKind, 'svg'>): boolean {
  if (markupSignatures.test(bytes.toString('latin1'))) return true;
  if (kind === 'png') return !bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND);
  if (kind === 'webp') {
    // The RIFF header states the file's length (plus a pad byte for an odd one).
    const declared = bytes.readUInt32LE(4) + 8;
    return declared !== bytes.length && declared + 1 !== bytes.length;
  }
  if (kind === 'gif') {
    // The trailer byte, then at most padding.
    return bytes[trimmedEnd(bytes) - 1] !== 0x3b;
  }
  // JPEG: the end-of-image marker, then at most padding.
  const end = trimmedEnd(bytes);
  return !(bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9);
}

/** Where a file's data ends before the zero and newline padding some writers add. */
function trimmedEnd(bytes: Buffer): number {
  let end = bytes.length;
  while (end > 2 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end -= 1;
  return end;
}
