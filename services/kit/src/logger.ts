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

/**
 * Query parameters that carry credentials: OAuth callbacks (code, state, hmac), mailed links
 * (token), Meta's webhook verification (hub.verify_token). Their values never reach the logs; the
 * parameter names stay for debugging.
 */
const secretQueryParameters = new Set([
  'code',
  'state',
  'hmac',
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'code_verifier',
  'client_secret',
  'password',
  'verify_token',
]);

/**
 * A parameter is secret when its name, or the last segment of a dotted or bracketed name
 * (`hub.verify_token`, `hub[verify_token]`), is one of the names above.
 */
function isSecretParameter(name: string): boolean {
  const lower = name.toLowerCase();
  if (secretQueryParameters.has(lower)) return true;
  const segments = lower.split(/[.[\]]+/).filter(Boolean);
  return secretQueryParameters.has(segments[segments.length - 1] ?? '');
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(params.keys())) {
    if (isSecretParameter(name)) params.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A copy of a parsed query with secret values replaced, nested objects included. */
function redactQuery(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactQuery);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [name, isSecretParameter(name) ? '[redacted]' : redactQuery(inner)]),
  );
}

function redactRequest(req: SerializedRequest): SerializedRequest {
  const query =
    req.query && typeof req.query === 'object' ? (redactQuery(req.query) as Record<string, unknown>) : req.query;
  return { ...req, url: typeof req.url === 'string' ? redactUrl(req.url) : req.url, query };
}

/** One structured line per request, correlated by the request id; health probes are not logged. */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => (req as { id?: string }).id ?? '',
    // Wrapped: receives pino's standard serialization of the request.
    serializers: { req: redactRequest },
    autoLogging: { ignore: (req) => quietPaths.has((req.url ?? '').split('?')[0] ?? '') },
    // 401/404 are routine (session checks, probes); refusals and limits are worth a look.
    customLogLevel: (_req, res, err) => {
      if (err || res.statusCode >= 500) return 'error';
      return res.statusCode === 403 || res.statusCode === 429 ? 'warn' : 'info';
    },
  });
}
