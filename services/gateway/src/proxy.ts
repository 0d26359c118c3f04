import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@scp/service-kit/internal-token';
import type { Logger } from '@scp/service-kit/logger';
import { REQUEST_ID_HEADER } from '@scp/service-kit/request-id';
import {
  SESSION_GRANT_HEADER,
  SESSION_REVOKE_HEADER,
  SESSION_REVOKE_USER_HEADER,
  SESSION_UPDATE_HEADER,
  verifySessionUser,
  serviceCookiePrefix,
  verifyUserSessionsRevocation,
} from '@scp/service-kit/session-grant';
import type { ReplayGuard } from '@scp/service-kit/replay-guard';
import { isServiceName } from '@scp/service-kit/service-names';
import type { GatewayConfig } from './config';
import {
  clearSessionCookie,
  destroySession,
  endUserSessions,
  sessionUserOf,
  startSession,
  updateSessionUser,
  type SessionOptions,
  type UserSessionIndex,
} from './session';

/** Connection-level headers (RFC 9110, 7.6.1) and what the gateway itself owns. */
const dropFromRequest = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'host',
  // The session cookie stays at the gateway (services get the identity in the internal token);
  // a service gets only its own cookies, re-added below.
  'cookie',
  INTERNAL_TOKEN_HEADER,
  SESSION_GRANT_HEADER,
  SESSION_UPDATE_HEADER,
  SESSION_REVOKE_HEADER,
  SESSION_REVOKE_USER_HEADER,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
]);

const dropFromResponse = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // A service changes the session with the session headers; its own cookies are passed on below.
  'set-cookie',
  'x-powered-by',
  // Transport security is the public edge's decision (on only in production), not a service's.
  'strict-transport-security',
  SESSION_GRANT_HEADER,
  SESSION_UPDATE_HEADER,
  SESSION_REVOKE_HEADER,
  SESSION_REVOKE_USER_HEADER,
]);

/**
 * A service's Content-Security-Policy is sent next to the gateway's, never instead of it: a browser
 * enforces every policy it gets, so a service can only tighten what a response may do (the sandbox
 * on uploaded SVGs) and never loosen the gateway's.
 */
function addPolicy(res: Response, value: string | string[]): void {
  const current = res.getHeader('content-security-policy');
  const policies = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  const added = (Array.isArray(value) ? value : [value]).filter((policy) => !policies.includes(policy));
  res.setHeader('Content-Security-Policy', [...policies, ...added]);
}

/**
 * Connections to the services are kept alive, but never up to the moment a service closes an idle
 * one: a request written as its close arrives fails ('socket hang up', a 503 to the browser). With
 * a timeout set, Node's agent honours the service's `Keep-Alive: timeout=<s>` (a Node service: 5 s)
 * and lets an idle connection go a second before that; without one it ignores the hint.
 */
const IDLE_CONNECTION_MS = 60_000;
const agents = {
  http: new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  https: new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function cookieName(pair: string): string {
  const eq = pair.indexOf('=');
  return (eq === -1 ? pair : pair.slice(0, eq)).trim();
}

/** Whether a cookie of this name belongs to `service`: `scp.<service>.*`, never the session cookie. */
function ownedBy(service: string, name: string, sessionCookieName: string): boolean {
  return name !== sessionCookieName && name.startsWith(serviceCookiePrefix(service));
}

/** The browser's cookies that belong to `service`, as one Cookie header (undefined when none). */
function serviceCookies(header: string | undefined, service: string, sessionCookieName: string): string | undefined {
  if (!header) return undefined;
  const owned = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && ownedBy(service, cookieName(pair), sessionCookieName));
  return owned.length > 0 ? owned.join('; ') : undefined;
}

/** Passes on the service's own Set-Cookie lines; any other cookie (the session's included) is dropped. */
function passServiceCookies(
  req: Request,
  res: Response,
  setCookie: string[] | undefined,
  service: string,
  sessionCookieName: string,
  logger: Logger,
): void {
  for (const line of setCookie ?? []) {
    const name = cookieName(line.split(';')[0] ?? '');
    if (ownedBy(service, name, sessionCookieName)) {
      res.append('Set-Cookie', line);
    } else {
      logger.warn(
        { reqId: req.id, service, cookie: name },
        `dropped a cookie outside the service's ${serviceCookiePrefix(service)}* names`,
      );
    }
  }
}

const sessionHeaders = [SESSION_GRANT_HEADER, SESSION_UPDATE_HEADER, SESSION_REVOKE_HEADER, SESSION_REVOKE_USER_HEADER];

/** Only the auth service changes sessions (issue 9.3): a compromised other service must not sign anyone in. */
const SESSION_AUTHORITY = 'auth';

async function applySessionHeaders(
  req: Request,
  res: Response,
  headers: IncomingHttpHeaders,
  config: SessionOptions & Pick<GatewayConfig, 'sessionGrantPublicKey'>,
  index: UserSessionIndex,
  replayGuard: ReplayGuard,
): Promise<void> {
  const revoke = single(headers[SESSION_REVOKE_HEADER]);
  const revokeUser = single(headers[SESSION_REVOKE_USER_HEADER]);
  const grant = single(headers[SESSION_GRANT_HEADER]);
  const update = single(headers[SESSION_UPDATE_HEADER]);
  // Bound to this very request: a header lifted from another answer, or sent twice, is refused.
  const verifier = {
    publicKey: config.sessionGrantPublicKey,
    request: { method: req.method, path: pathAsSent(new URL(req.originalUrl, 'http://gateway.invalid')) },
    replayGuard,
  };
  // Verified before anything changes: a forged header must not end a single session.
  const revocation = revokeUser ? await verifyUserSessionsRevocation(revokeUser, verifier) : undefined;
  const granted = grant ? await verifySessionUser(grant, verifier) : undefined;
  // A Secure cookie is never set over plain http: rather than answer 'signed in' with no cookie
  // (and a session nobody can reach left in Redis), the sign-in is refused before anything is stored.
  if (granted && config.session.secureCookie && !req.secure) {
    throw new AppError(403, 'FORBIDDEN', 'A secure (https) connection is required to sign in.');
  }
  let cookieEnded = false;
  if (revocation) {
    cookieEnded = await endUserSessions(req, revocation.userId, revocation, index);
  }
  if (revoke) {
    await destroySession(req, index);
    cookieEnded = true;
  }
  // A grant in the same answer replaces the cookie anyway.
  if (cookieEnded && !granted) clearSessionCookie(res, config);
  if (granted) {
    await startSession(req, granted, config, index);
  } else if (update) {
    await updateSessionUser(req, await verifySessionUser(update, verifier));
  }
}

/**
 * Forwards `/api/<domain>/...` to that domain's service, path and query unchanged (the service
 * sees `/api/<domain>/...`), streaming both bodies. The service gets a 60 s internal token with
 * the session's user id, the request id, the client address and only its own cookies (`scp.<domain>.*`;
 * only such Set-Cookie come back from it). A service that does not answer
 * gives 503 (connection refused at once; no response headers within the upstream timeout).
 */
/**
 * The path and query a service receives for a request (the URL's form: a bare '?' dropped,
 * characters escaped): what it checks the internal token against and what it binds a session
 * grant to, so the gateway signs and verifies that form, not the browser's.
 */
function pathAsSent(target: URL): string {
  return `${target.pathname}${target.search}`;
}

export function forwardToServices(
  config: Pick<
    GatewayConfig,
    'services' | 'upstreamTimeoutMs' | 'internalTokenPrivateKey' | 'sessionGrantPublicKey' | 'session'
  >,
  logger: Logger,
  index: UserSessionIndex,
  replayGuard: ReplayGuard,
): RequestHandler {
  // Each service's base URL parsed once, not on every request.
  const bases = new Map(Object.entries(config.services).map(([name, url]) => [name, new URL(url)]));
  return (req: Request, res: Response, next: NextFunction) => {
    // Mounted at /api: req.path is /<domain>/...
    const domain = req.path.split('/')[1] ?? '';
    const base = isServiceName(domain) ? bases.get(domain) : undefined;
    if (!base) {
      next();
      return;
    }
    const target = new URL(req.originalUrl, base);
    // Defence in depth behind refuseUnroutableTargets: whatever the request line said, the request
    // goes to this service's origin and stays under its own /api/<domain>/.
    if (target.origin !== base.origin || !`${target.pathname}/`.startsWith(`/api/${domain}/`)) {
      next(AppError.badRequest('Invalid request path.'));
      return;
    }
    void signInternalToken({
      privateKey: config.internalTokenPrivateKey,
      audience: domain,
      request: { method: req.method, path: pathAsSent(target) },
      userId: sessionUserOf(req)?.id,
    }).then((token) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!dropFromRequest.has(name) && value !== undefined) headers[name] = value;
      }
      const cookie = serviceCookies(req.headers.cookie, domain, config.session.cookieName);
      if (cookie) headers.cookie = cookie;
      Object.assign(headers, {
        host: target.host,
        [INTERNAL_TOKEN_HEADER]: token,
        [REQUEST_ID_HEADER]: req.id,
        // The client address as the gateway resolved it (trust proxy applied).
        'x-forwarded-for': req.ip ?? '',
        'x-forwarded-host': req.get('host') ?? '',
        'x-forwarded-proto': req.protocol,
      });
      const transport = target.protocol === 'https:' ? https : http;
      const upstream = transport.request(target, {
        method: req.method,
        headers,
        agent: target.protocol === 'https:' ? agents.https : agents.http,
      });
      let answered = false;
      const fail = (reason: string, err?: unknown): void => {
        if (answered) {
          res.destroy();
          return;
        }
        answered = true;
        logger.warn({ err, reqId: req.id, service: domain, reason }, 'service unavailable');
        next(AppError.unavailable());
      };
      const timer = setTimeout(() => {
        fail('timeout');
        upstream.destroy();
      }, config.upstreamTimeoutMs);
      upstream.on('error', (err) => {
        clearTimeout(timer);
        fail('error', err);
      });
      upstream.on('response', (upstreamRes: IncomingMessage) => {
        clearTimeout(timer);
        if (answered) {
          upstreamRes.resume();
          return;
        }
        answered = true;
        if (domain !== SESSION_AUTHORITY) {
          const sent = sessionHeaders.filter((name) => upstreamRes.headers[name] !== undefined);
          if (sent.length > 0) {
            logger.warn(
              { reqId: req.id, service: domain, headers: sent },
              'ignored session headers from a service other than auth',
            );
          }
        }
        const applied =
          domain === SESSION_AUTHORITY
            ? applySessionHeaders(req, res, upstreamRes.headers, config, index, replayGuard)
            : Promise.resolve();
        applied.then(
          () => {
            res.status(upstreamRes.statusCode ?? 502);
            passServiceCookies(req, res, upstreamRes.headers['set-cookie'], domain, config.session.cookieName, logger);
            for (const [name, value] of Object.entries(upstreamRes.headers)) {
              if (value === undefined || dropFromResponse.has(name)) continue;
              if (name === 'content-security-policy') {
                addPolicy(res, value);
                continue;
              }
              // Security headers, request id and rate-limit headers set by the gateway win.
              if (res.hasHeader(name)) continue;
              res.setHeader(name, value);
            }
            // Per-user answers must not land in shared caches unless the service says otherwise.
            if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
            upstreamRes.on('error', () => res.destroy());
            upstreamRes.pipe(res);
          },
          (err: unknown) => {
            upstreamRes.resume();
            logger.error({ err, reqId: req.id, service: domain }, 'service sent an invalid session header');
            next(
              err instanceof AppError ? err : new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
            );
          },
        );
      });
      // The browser went away: stop the service's work too.
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    }, next);
  };
}
