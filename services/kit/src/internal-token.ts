import { randomUUID, sign, type KeyObject } from 'node:crypto';
import type { RequestHandler } from 'express';
import { jwtVerify, type JWTPayload } from 'jose';
import { AppError } from './errors';
import type { ReplayGuard } from './replay-guard';

/**
 * Gateway -> service identity (docs/architecture.md, Sessions and identity): a 60 s EdDSA (Ed25519) JWT signed with the gateway's
 * private key, with the user id as `sub` (absent for anonymous callers), the target service as
 * `aud`, a unique `jti`, and the request it was made for (`htm` method, `htp` path with query), sent
 * in this header. A service holds only the public key, accepts a token once, and only for the
 * request it was made for.
 */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_TOKEN_ISSUER = 'scp-gateway';
export const INTERNAL_TOKEN_TTL_SECONDS = 60;
export const SIGNED_TOKEN_ALGORITHM = 'EdDSA';

export interface InternalIdentity {
  /** The signed-in user, or undefined for an anonymous request (e.g. sign-in itself). */
  userId?: string;
}

/** The request a signed token is bound to. */
export interface BoundRequest {
  method: string;
  /** Path and query, as the service sees it (`req.originalUrl`). */
  path: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireInternalToken. */
      identity?: InternalIdentity;
    }
  }
}

/** The protected header of every internal token, encoded once. */
const ENCODED_HEADER = Buffer.from(JSON.stringify({ alg: SIGNED_TOKEN_ALGORITHM })).toString('base64url');

/**
 * The gateway signs one of these for every request it forwards, so the compact JWS is put together
 * here and signed with node:crypto in one synchronous call: jose's SignJWT makes the same token
 * in about twice the time (its checks and promise steps around the same signature).
 * verifyInternalToken (jose) checks it as before.
 */
export async function signInternalToken(options: {
  privateKey: KeyObject;
  audience: string;
  request: BoundRequest;
  userId?: string;
  ttlSeconds?: number;
}): Promise<string> {
  if (options.privateKey.asymmetricKeyType !== 'ed25519') {
    throw new TypeError('an internal token is signed with an Ed25519 private key');
  }
  // One reading of the clock: two could straddle a second and make the lifetime 61 s, which the
  // receiving side refuses.
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    htm: options.request.method,
    htp: options.request.path,
    iss: INTERNAL_TOKEN_ISSUER,
    aud: options.audience,
    jti: randomUUID(),
    iat: now,
    exp: now + (options.ttlSeconds ?? INTERNAL_TOKEN_TTL_SECONDS),
  };
  if (options.userId !== undefined) claims.sub = options.userId;
  const signingInput = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = sign(null, Buffer.from(signingInput), options.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** How far ahead of the receiver's clock a signer's may be. */
export const CLOCK_SKEW_SECONDS = 5;

/**
 * The receiving side's own check of a signed token's lifetime: whatever its signer chose, a token
 * between our processes lives at most 60 s from its issue time, and was not issued in the future.
 * The replay guard remembers a token only that long, so a longer-lived one could be used again.
 */
export function assertShortLived(payload: JWTPayload, maxSeconds = INTERNAL_TOKEN_TTL_SECONDS): void {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') throw new Error('token without issue or expiry time');
  if (exp - iat > maxSeconds) throw new Error(`token lifetime over ${maxSeconds} s`);
  if (iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) throw new Error('token issued in the future');
}

/**
 * A guard that cannot answer is an outage (503), not a bad token. A token is remembered as long as
 * it can be valid: its 60 s, plus the skew its issue time may be ahead by.
 */
export async function firstUse(guard: ReplayGuard, id: string): Promise<boolean> {
  try {
    return await guard.firstUse(id, INTERNAL_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS);
  } catch {
    throw AppError.unavailable();
  }
}

/**
 * Resolves the identity, or rejects when the token is malformed, forged, expired, for another
 * service, made for another request, or already used.
 */
export async function verifyInternalToken(
  token: string,
  options: { publicKey: KeyObject; audience: string; request: BoundRequest; replayGuard: ReplayGuard },
): Promise<InternalIdentity> {
  const { payload } = await jwtVerify(token, options.publicKey, {
    algorithms: [SIGNED_TOKEN_ALGORITHM],
    issuer: INTERNAL_TOKEN_ISSUER,
    audience: options.audience,
    requiredClaims: ['jti', 'iat', 'exp', 'htm', 'htp'],
  });
  assertShortLived(payload);
  if (payload.htm !== options.request.method || payload.htp !== options.request.path) {
    throw new Error('internal token made for another request');
  }
  if (!(await firstUse(options.replayGuard, payload.jti as string))) throw new Error('internal token replayed');
  return payload.sub === undefined ? {} : { userId: payload.sub };
}

/** Every service route sits behind this: a request that did not come through the gateway gets 401. */
export function requireInternalToken(options: {
  publicKey: KeyObject;
  audience: string;
  replayGuard: ReplayGuard;
}): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get(INTERNAL_TOKEN_HEADER);
    if (!token) {
      next(AppError.unauthenticated('Missing internal token.'));
      return;
    }
    try {
      req.identity = await verifyInternalToken(token, {
        ...options,
        request: { method: req.method, path: req.originalUrl },
      });
      next();
    } catch (err) {
      next(err instanceof AppError ? err : AppError.unauthenticated('Invalid internal token.'));
    }
  };
}

/** The signed-in user's id in a route; 401 when the request is anonymous. */
export function userIdOf(req: { identity?: InternalIdentity }): string {
  const userId = req.identity?.userId;
  if (!userId) throw AppError.unauthenticated();
  return userId;
}
