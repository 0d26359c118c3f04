import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody, ErrorCode } from '@scp/shared/contracts/errors';
import type { Logger } from 'pino';
// zod 4's core error class: classic schemas throw its ZodError subclass, the zod/mini contracts
// (validated in the browser too) throw $ZodError itself; both are validation failures.
import { $ZodError } from 'zod/v4/core';
import { AppError } from './errors';

interface Mapped {
  status: number;
  code: ErrorCode;
  message: string;
  field?: string;
  headers?: Record<string, string>;
}

/** Error names of the Redis and MongoDB drivers that mean "the store is not reachable". */
const unavailableErrorNames = new Set([
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'TimeoutError',
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);

function fieldOf(path: readonly PropertyKey[]): string | undefined {
  return path.length > 0 ? path.map(String).join('.') : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function map(err: unknown): Mapped | undefined {
  if (err instanceof AppError) {
    return { status: err.status, code: err.code, message: err.message, field: err.field, headers: err.headers };
  }
  if (err instanceof $ZodError) {
    const issue = err.issues[0];
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: issue?.message ?? 'Invalid input.',
      field: fieldOf(issue?.path ?? []),
    };
  }
  if (!isRecord(err)) return undefined;
  const name = typeof err.name === 'string' ? err.name : '';
  // body-parser: malformed JSON, too large, unsupported charset/encoding. All are the caller's fault.
  // Other client errors of http-errors carry only `expose`: a body that does not decompress
  // (Content-Encoding: gzip over plain bytes, a zlib message) or a failed precondition of sendFile.
  const clientStatus = typeof err.status === 'number' && err.status >= 400 && err.status < 500;
  if (clientStatus && (typeof err.type === 'string' || err.expose === true)) {
    const status = err.status as number;
    if (status === 413) return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' };
    if (err.type === 'entity.parse.failed')
      return { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' };
    return {
      status,
      code: 'BAD_REQUEST',
      message: typeof err.type === 'string' && typeof err.message === 'string' ? err.message : 'Bad request.',
    };
  }
  // A route parameter that is not valid percent-encoding (`/oauth/%E0%A4%A/start`): the router's
  // decodeParam throws a URIError marked 400, without `expose`.
  if (name === 'URIError' && err.status === 400) {
    return { status: 400, code: 'BAD_REQUEST', message: 'Invalid request path.' };
  }
  if (name === 'CastError') {
    const path = typeof err.path === 'string' ? err.path : undefined;
    // An id that cannot exist is the same as an unknown id (docs/architecture.md, Contracts and errors).
    if (path === '_id') return { status: 404, code: 'NOT_FOUND', message: 'Not found.' };
    return { status: 400, code: 'VALIDATION_FAILED', message: `Invalid value for ${path ?? 'a field'}.`, field: path };
  }
  if (name === 'ValidationError' && isRecord(err.errors)) {
    const [field, detail] = Object.entries(err.errors)[0] ?? [];
    const message = isRecord(detail) && typeof detail.message === 'string' ? detail.message : 'Invalid input.';
    return { status: 400, code: 'VALIDATION_FAILED', message, field };
  }
  if (err.code === 11000) {
    const keys = isRecord(err.keyPattern) ? Object.keys(err.keyPattern) : [];
    return { status: 409, code: 'CONFLICT', message: 'Already exists.', field: keys.join('.') || undefined };
  }
  if (unavailableErrorNames.has(name)) {
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable. Please try again shortly.',
    };
  }
  return undefined;
}

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/**
 * What a failed handler had set for the answer it meant to send (sendFile sets a file's type,
 * validators and a year of caching before it checks preconditions): none of it describes the
 * error body, and `res.json` keeps a Content-Type already set.
 */
const representationHeaders = ['Content-Type', 'Content-Disposition', 'ETag', 'Last-Modified', 'Cache-Control'];

/** The one error middleware: `{ error: { code, message, field? } }`, never a stack trace. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      // Too late for an error body (e.g. a stream broke midway): end the response.
      logger.warn({ err, reqId: req.id }, 'error after headers were sent');
      next(err);
      return;
    }
    for (const header of representationHeaders) res.removeHeader(header);
    const mapped = map(err);
    if (!mapped) {
      logger.error({ err, reqId: req.id }, 'unhandled error');
      res.status(500).json(errorBody('INTERNAL', 'Something went wrong. Please try again.'));
      return;
    }
    if (mapped.status >= 500) logger.warn({ err, reqId: req.id }, mapped.message);
    for (const [header, value] of Object.entries(mapped.headers ?? {})) res.setHeader(header, value);
    res.status(mapped.status).json(errorBody(mapped.code, mapped.message, mapped.field));
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(errorBody('NOT_FOUND', `No route for ${req.method} ${req.originalUrl.split('?')[0]}.`));
};
