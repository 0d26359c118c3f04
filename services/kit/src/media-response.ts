import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { AppError } from './errors';
import type { StoredFile, StoredMedia } from './media-store';

/**
 * The headers of a stored media file (docs/architecture.md, Media): its URL changes with every upload,
 * so caches may keep it; `nosniff` (helmet's, on every answer) and a sandboxing CSP keep a browser
 * from treating it as anything but an image or a video.
 */
function setMediaHeaders(res: Response, contentType: string, cacheSeconds: number): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', `public, max-age=${cacheSeconds}`);
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/** Serves a stored image held in memory; null is a 404. */
export function sendMedia(res: Response, media: StoredMedia | null, cacheSeconds: number): void {
  if (!media) throw AppError.notFound();
  setMediaHeaders(res, media.contentType, cacheSeconds);
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.send(media.bytes);
}

/** The one byte range of a `Range: bytes=a-b` header within `length`, or undefined (the whole file). */
export function byteRangeOf(
  header: string | undefined,
  length: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // The last `to` bytes.
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(from);
  const end = to === '' ? length - 1 : Math.min(Number(to), length - 1);
  if (start >= length || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a stored file (a video too big to hold in memory), answering a single byte range with 206
 * as a player seeking in it or a platform fetching it in parts asks; null is a 404. Served to other
 * origins too: a platform's servers, and players, read it from the public URL.
 */
export async function sendStoredFile(
  req: Request,
  res: Response,
  file: StoredFile | null,
  cacheSeconds: number,
): Promise<void> {
  if (!file) throw AppError.notFound();
  setMediaHeaders(res, file.contentType, cacheSeconds);
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Accept-Ranges', 'bytes');
  const range = byteRangeOf(req.headers.range, file.length);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${file.length}`);
    res.status(416).end();
    return;
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.length}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.setHeader('Content-Length', String(file.length));
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(file.stream(range), res);
}
