import type { Response } from 'express';
import { sessionUserSchema, type SessionUser } from '@scp/shared/contracts/session';
import { jwtVerify, SignJWT } from 'jose';
import { INTERNAL_TOKEN_ISSUER, secretKey } from './internal-token';

/**
 * How a service changes the browser session it cannot see (the gateway owns it):
 * - `x-session-grant: <JWT>` signs the user in: the gateway verifies the JWT, gives the browser a
 *   NEW session id, stores the user and strips the header.
 * - `x-session-update: <JWT>` replaces the stored user (same id, e.g. after a profile change)
 *   without a new session id; ignored when no session or another user's session.
 * - `x-session-revoke: 1` signs out: the gateway destroys the session.
 * The JWTs are HS256 with the internal secret, audience `gateway`, 60 s, claim `user`.
 */
export const SESSION_GRANT_HEADER = 'x-session-grant';
export const SESSION_UPDATE_HEADER = 'x-session-update';
export const SESSION_REVOKE_HEADER = 'x-session-revoke';
export const SESSION_GRANT_AUDIENCE = 'gateway';

export async function signSessionUser(user: SessionUser, secret: string): Promise<string> {
  return new SignJWT({ user: sessionUserSchema.parse(user) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(INTERNAL_TOKEN_ISSUER)
    .setAudience(SESSION_GRANT_AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(secretKey(secret));
}

/** Rejects a forged, expired or malformed grant. */
export async function verifySessionUser(token: string, secret: string): Promise<SessionUser> {
  const { payload } = await jwtVerify(token, secretKey(secret), {
    algorithms: ['HS256'],
    issuer: INTERNAL_TOKEN_ISSUER,
    audience: SESSION_GRANT_AUDIENCE,
  });
  const user = sessionUserSchema.parse(payload.user);
  if (user.id !== payload.sub) throw new Error('session grant subject does not match its user');
  return user;
}

/** For a route that has just authenticated a user: the gateway starts a fresh session for them. */
export async function grantSession(res: Response, user: SessionUser, secret: string): Promise<void> {
  res.setHeader(SESSION_GRANT_HEADER, await signSessionUser(user, secret));
}

/** For a route that changed the signed-in user's profile: the gateway refreshes its copy. */
export async function updateSessionUser(res: Response, user: SessionUser, secret: string): Promise<void> {
  res.setHeader(SESSION_UPDATE_HEADER, await signSessionUser(user, secret));
}

export function revokeSession(res: Response): void {
  res.setHeader(SESSION_REVOKE_HEADER, '1');
}
