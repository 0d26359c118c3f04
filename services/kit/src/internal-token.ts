import type { RequestHandler } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors';

/**
 * Gateway -> service identity (DESIGN.md §4): a 60 s HS256 JWT with the user id as `sub` (absent
 * for anonymous callers) and the target service as `aud`, sent in this header.
 */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_TOKEN_ISSUER = 'scp-gateway';
export const INTERNAL_TOKEN_TTL_SECONDS = 60;

export interface InternalIdentity {
  /** The signed-in user, or undefined for an anonymous request (e.g. sign-in itself). */
  userId?: string;
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

const keys = new Map<string, Uint8Array>();
export function secretKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signInternalToken(options: {
  secret: string;
  audience: string;
  userId?: string;
  ttlSeconds?: number;
}): Promise<string> {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(INTERNAL_TOKEN_ISSUER)
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(`${options.ttlSeconds ?? INTERNAL_TOKEN_TTL_SECONDS}s`);
  if (options.userId !== undefined) jwt.setSubject(options.userId);
  return jwt.sign(secretKey(options.secret));
}

/** Resolves the identity, or rejects when the token is malformed, forged, expired or for another service. */
export async function verifyInternalToken(
  token: string,
  options: { secret: string; audience: string },
): Promise<InternalIdentity> {
  const { payload } = await jwtVerify(token, secretKey(options.secret), {
    algorithms: ['HS256'],
    issuer: INTERNAL_TOKEN_ISSUER,
    audience: options.audience,
  });
  return payload.sub === undefined ? {} : { userId: payload.sub };
}

/** Every service route sits behind this: a request that did not come through the gateway gets 401. */
export function requireInternalToken(options: { secret: string; audience: string }): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get(INTERNAL_TOKEN_HEADER);
    if (!token) {
      next(AppError.unauthenticated('Missing internal token.'));
      return;
    }
    try {
      req.identity = await verifyInternalToken(token, options);
      next();
    } catch {
      next(AppError.unauthenticated('Invalid internal token.'));
    }
  };
}

/** The signed-in user's id in a route; 401 when the request is anonymous. */
export function userIdOf(req: { identity?: InternalIdentity }): string {
  const userId = req.identity?.userId;
  if (!userId) throw AppError.unauthenticated();
  return userId;
}
