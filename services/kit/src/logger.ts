import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export type { Logger } from 'pino';

/** Headers that carry credentials never reach the logs. */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-internal-token"]',
  'res.headers["set-cookie"]',
  'res.headers["x-session-grant"]',
  'res.headers["x-session-update"]',
  'res.headers["x-session-revoke-user"]',
];

export function createLogger(options: { name: string; level: string }): Logger {
  return pino({ name: options.name, level: options.level, redact: { paths: redactPaths, censor: '[redacted]' } });
}

const quietPaths = new Set(['/healthz', '/readyz']);

/** One structured line per request, correlated by the request id; health probes are not logged. */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => (req as { id?: string }).id ?? '',
    autoLogging: { ignore: (req) => quietPaths.has((req.url ?? '').split('?')[0] ?? '') },
    // 401/404 are routine (session checks, probes); refusals and limits are worth a look.
    customLogLevel: (_req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      return res.statusCode === 403 || res.statusCode === 429 ? 'warn' : 'info';
    },
  });
}
