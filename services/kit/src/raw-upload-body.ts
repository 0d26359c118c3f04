import express, { type RequestHandler } from 'express';
import { AppError } from './errors';

/**
 * The request's bytes as `req.body`, refused past `maxBytes` with the domain's 'too large' text
 * rather than the generic one. Any content type: the bytes decide what the file is.
 */
export function rawUploadBody(maxBytes: number, tooLargeMessage: string): RequestHandler {
  const parse = express.raw({ type: () => true, limit: maxBytes });
  return (req, res, next) => {
    // The JSON parser took a JSON body already (its stream is spent): the handler refuses it.
    if (req.body !== undefined) {
      next();
      return;
    }
    parse(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new AppError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage));
        return;
      }
      next(err);
    });
  };
}

/** The uploaded bytes; a body the JSON parser already took (a JSON upload) is not a media file. */
export function uploadedBytes(body: unknown, notMediaMessage: string): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (body === undefined) return Buffer.alloc(0);
  throw AppError.badRequest(notMediaMessage);
}
