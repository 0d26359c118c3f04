import { randomUUID, type KeyObject } from 'node:crypto';
import type { RequestHandler } from 'express';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors';
import { isErrorBody } from '@scp/shared/contracts/errors';
import {
  assertShortLived,
  firstUse,
  INTERNAL_TOKEN_HEADER,
  SIGNED_TOKEN_ALGORITHM,
  type BoundRequest,
} from './internal-token';
import type { ReplayGuard } from './replay-guard';
import { isServiceName, type ServiceName } from './service-names';

/**
 * Service -> service identity (docs/architecture.md, Between services): like the gateway's internal token (EdDSA, 60 s,
 * one use, bound to its request), but signed by the calling service with its own key and issued as
 * `scp-service:<caller>`, for the callee's `/internal/<callee>/*` routes only. The user it acts
 * for is `sub`; the callee knows which service asked (`req.caller`).
 */
export const SERVICE_TOKEN_ISSUER_PREFIX = 'scp-service:';
export const SERVICE_TOKEN_TTL_SECONDS = 60;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's request type is merged this way
  namespace Express {
    interface Request {
      /** Set by requireServiceToken: the service that called. */
      caller?: ServiceName;
    }
  }
}

export async function signServiceToken(options: {
  privateKey: KeyObject;
  caller: ServiceName;
  audience: ServiceName;
  request: BoundRequest;
  userId?: string;
}): Promise<string> {
  // One reading of the clock: two could straddle a second and make the lifetime 61 s, which the
  // receiving side refuses.
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ htm: options.request.method, htp: options.request.path })
    .setProtectedHeader({ alg: SIGNED_TOKEN_ALGORITHM })
    .setIssuer(`${SERVICE_TOKEN_ISSUER_PREFIX}${options.caller}`)
    .setAudience(options.audience)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + SERVICE_TOKEN_TTL_SECONDS);
  if (options.userId !== undefined) jwt.setSubject(options.userId);
  return jwt.sign(options.privateKey);
}

function claimedCaller(token: string): ServiceName | undefined {
  try {
    const issuer = decodeJwt(token).iss ?? '';
    const name = issuer.startsWith(SERVICE_TOKEN_ISSUER_PREFIX) ? issuer.slice(SERVICE_TOKEN_ISSUER_PREFIX.length) : '';
    return isServiceName(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The internal API's gate: 401 unless a service whose public key this service holds signed a token
 * for this service and this very request, not used before. Sets `req.caller` and `req.identity`.
 */
export function requireServiceToken(options: {
  audience: ServiceName;
  callers: Partial<Record<ServiceName, KeyObject>>;
  replayGuard: ReplayGuard;
}): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get(INTERNAL_TOKEN_HEADER);
    const caller = token ? claimedCaller(token) : undefined;
    const key = caller ? options.callers[caller] : undefined;
    if (!token || !caller || !key) {
      next(AppError.unauthenticated('Missing or unknown service token.'));
      return;
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [SIGNED_TOKEN_ALGORITHM],
        issuer: `${SERVICE_TOKEN_ISSUER_PREFIX}${caller}`,
        audience: options.audience,
        requiredClaims: ['jti', 'iat', 'exp', 'htm', 'htp'],
      });
      assertShortLived(payload, SERVICE_TOKEN_TTL_SECONDS);
      if (payload.htm !== req.method || payload.htp !== req.originalUrl) throw new Error('made for another request');
      if (!(await firstUse(options.replayGuard, payload.jti as string))) throw new Error('replayed');
      req.caller = caller;
      req.identity = payload.sub === undefined ? {} : { userId: payload.sub };
      next();
    } catch (err) {
      next(err instanceof AppError ? err : AppError.unauthenticated('Invalid service token.'));
    }
  };
}

async function conflictMessage(answer: Response): Promise<string> {
  const body: unknown = await answer.json().catch(() => null);
  return isErrorBody(body) ? body.error.message : 'The change conflicts with the current state.';
}

/** How long a call to another service may take before the caller answers 503 (docs/architecture.md, Between services). */
export const SERVICE_CALL_TIMEOUT_MS = 5000;

/**
 * Calls another service's internal API for a user: a signed token per request, a timeout, and a
 * clear 503 (never a hang, never the callee's 500) when the callee is down or answers an error
 * other than 404. The answer is parsed by the caller's contract schema.
 */
export function serviceClient(options: {
  caller: ServiceName;
  privateKey: KeyObject;
  baseUrls: Partial<Record<ServiceName, string>>;
  timeoutMs?: number;
}) {
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    callee: ServiceName,
    path: `/internal/${string}`,
    parse: (body: unknown) => T,
    userId: string | undefined,
    body?: unknown,
  ): Promise<T | null> => {
    const base = options.baseUrls[callee];
    if (!base) throw AppError.unavailable();
    const url = new URL(path, base);
    const token = await signServiceToken({
      privateKey: options.privateKey,
      caller: options.caller,
      audience: callee,
      request: { method, path: `${url.pathname}${url.search}` },
      userId,
    });
    let answer: Response;
    try {
      answer = await fetch(url, {
        method,
        headers: {
          [INTERNAL_TOKEN_HEADER]: token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? SERVICE_CALL_TIMEOUT_MS),
      });
    } catch {
      throw AppError.unavailable();
    }
    if (answer.status === 404) return null;
    // A conflict is the callee's answer to the user (a limit reached), not an outage: it is passed on.
    if (answer.status === 409) throw AppError.conflict(await conflictMessage(answer));
    if (!answer.ok) throw AppError.unavailable();
    try {
      return parse(await answer.json());
    } catch {
      throw AppError.unavailable();
    }
  };
  /** A route the callee must have: its 404 is an outage like any other (503), not an answer. */
  const existing = async <T>(callee: ServiceName, answer: Promise<T | null>): Promise<T> => {
    const found = await answer;
    if (found === null) throw AppError.unavailable(`The ${callee} service answered 404.`);
    return found;
  };
  return {
    get<T>(callee: ServiceName, path: `/internal/${string}`, parse: (body: unknown) => T, userId?: string) {
      return call('GET', callee, path, parse, userId);
    },
    /** `get` where a 404 means the callee is broken: 503. */
    read<T>(callee: ServiceName, path: `/internal/${string}`, parse: (body: unknown) => T, userId?: string) {
      return existing(callee, call('GET', callee, path, parse, userId));
    },
    /** `post` where a 404 means the callee is broken: 503. */
    submit<T>(
      callee: ServiceName,
      path: `/internal/${string}`,
      body: unknown,
      parse: (body: unknown) => T,
      userId?: string,
    ) {
      return existing(callee, call('POST', callee, path, parse, userId, body));
    },
    post<T>(
      callee: ServiceName,
      path: `/internal/${string}`,
      body: unknown,
      parse: (body: unknown) => T,
      userId?: string,
    ) {
      return call('POST', callee, path, parse, userId, body);
    },
    put<T>(
      callee: ServiceName,
      path: `/internal/${string}`,
      body: unknown,
      parse: (body: unknown) => T,
      userId?: string,
    ) {
      return call('PUT', callee, path, parse, userId, body);
    },
    patch<T>(
      callee: ServiceName,
      path: `/internal/${string}`,
      body: unknown,
      parse: (body: unknown) => T,
      userId?: string,
    ) {
      return call('PATCH', callee, path, parse, userId, body);
    },
  };
}
