// What a platform makes of a media file it is given: the kind its bytes are (never the name or the
// declared type, which a platform does not trust either), and the file behind a URL it is told to
// fetch, within the platform's size limit and time.

export type MediaKind = 'image' | 'video';

export interface SniffedMedia {
  kind: MediaKind;
  /** The type the bytes are: image/jpeg, image/png, image/gif, image/webp, video/mp4, video/quicktime. */
  mimeType: string;
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** The image or video the bytes are by their signature, or undefined for anything else. */
export function sniffMedia(bytes: Buffer): SniffedMedia | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { kind: 'image', mimeType: 'image/gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'image', mimeType: 'image/webp' };
  // ISO base media (MP4, MOV): a first box of type `ftyp`, its brand saying which.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp')
    return { kind: 'video', mimeType: ascii(bytes, 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4' };
  return undefined;
}

export type FetchedMedia =
  | { ok: true; bytes: Buffer; media: SniffedMedia }
  | { ok: false; reason: 'unreachable' | 'status' | 'too_large' | 'not_media'; status?: number };

const FETCH_TIMEOUT_MS = 20_000;

/**
 * The file at `url` as a platform's servers fetch it: an answer other than 2xx, no answer, more than
 * `maxBytes` or bytes that are no image or video are each a reason the platform names.
 */
export async function fetchMedia(url: string, maxBytes: number): Promise<FetchedMedia> {
  let answer: globalThis.Response;
  try {
    answer = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (!answer.ok) {
    await answer.body?.cancel();
    return { ok: false, reason: 'status', status: answer.status };
  }
  if (Number(answer.headers.get('content-length') ?? '0') > maxBytes) {
    await answer.body?.cancel();
    return { ok: false, reason: 'too_large' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = answer.body?.getReader();
  try {
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      size += next.value.length;
      if (size > maxBytes) {
        await reader?.cancel();
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(Buffer.from(next.value));
    }
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const bytes = Buffer.concat(chunks);
  const media = sniffMedia(bytes);
  return media ? { ok: true, bytes, media } : { ok: false, reason: 'not_media' };
}
