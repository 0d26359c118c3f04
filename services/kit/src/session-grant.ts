import type { Response } from 'express';
import { sessionUserSchema, type SessionUser } from '@scp/shared/contracts/session';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { INTERNAL_TOKEN_ISSUER, secretKey } from './internal-token';

/**
 * How a service changes the browser session it cannot see (the gateway owns it):
 * - `x-session-grant: <JWT>` signs the user in: the gateway verifies the JWT, gives the browser a
 *   NEW session id, stores the user and strips the header.
 * - `x-session-update: <JWT>` replaces the stored user (same id, e.g. after a profile change)
 *   without a new session id; ignored when no session or another user's session.
 * - `x-session-revoke: 1` signs out: the gateway destroys the session.
 * - `x-session-revoke-user: <JWT>` ends EVERY session of a user (password reset, password change),
 *   the current request's too unless the claim `keepCurrent` is true and it is that user's.
 * The JWTs are HS256 with the internal secret, audience `gateway`, 60 s, subject the user id;
 * grant and update carry the claim `user`, revoke-user the claim `keepCurrent`.
 */
export const SESSION_GRANT_HEADER = 'x-session-grant';
export const SESSION_UPDATE_HEADER = 'x-session-update';
export const SESSION_REVOKE_HEADER = 'x-session-revoke';
export const SESSION_REVOKE_USER_HEADER = 'x-session-revoke-user';
export const SESSION_GRANT_AUDIENCE = 'gateway';

/**
 * Cookies a service may own (e.g. `scp.auth.flow`, binding a redirect sign-in to the browser): the
 * gateway forwards to service `<name>` only the cookies named `scp.<name>.*` and passes on only
 * the Set-Cookie headers of that service whose names start so; the session cookie never.
 */
export function serviceCookiePrefix(service: string): string {
  return `scp.${service}.`;
}

export interface UserSessionsRevocation {
  userId: string;
  /** Keep the session of the request that carried the header (if it is this user's). */
  keepCurrent: boolean;
}

/** Every session header's JWT: HS256 with the internal secret, for the gateway, about `subject`, 60 s. */
function signForGateway(claims: JWTPayload, subject: string, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(INTERNAL_TOKEN_ISSUER)
    .setAudience(SESSION_GRANT_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(secretKey(secret));
}

/** The claims of a session header's JWT; rejects a forged, expired or foreign one. */
async function verifyForGateway(token: string, secret: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secretKey(secret), {
    algorithms: ['HS256'],
    issuer: INTERNAL_TOKEN_ISSUER,
    audience: SESSION_GRANT_AUDIENCE,
  });
  return payload;
}

export async function signSessionUser(user: SessionUser, secret: string): Promise<string> {
  return signForGateway({ user: sessionUserSchema.parse(user) }, user.id, secret);
}

/** Rejects a forged, expired or malformed grant. */
export async function verifySessionUser(token: string, secret: string): Promise<SessionUser> {
  const payload = await verifyForGateway(token, secret);
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

export async function signUserSessionsRevocation(revocation: UserSessionsRevocation, secret: string): Promise<string> {
  if (!revocation.userId) throw new Error('a session revocation needs a user id');
  return signForGateway({ keepCurrent: revocation.keepCurrent }, revocation.userId, secret);
}

/** Rejects a forged, expired or malformed revocation (a wrong one must never end other users' sessions). */
export async function verifyUserSessionsRevocation(token: string, secret: string): Promise<UserSessionsRevocation> {
  const payload = await verifyForGateway(token, secret);
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('session revocation without a user');
  if (typeof payload.keepCurrent !== 'boolean') throw new Error('session revocation without keepCurrent');
  return { userId: payload.sub, keepCurrent: payload.keepCurrent };
}

/**
 * For a route that must end every session of a user: after a password reset (`keepCurrent: false`)
 * or a password change by the signed-in user (`keepCurrent: true`, the browser that changed it stays in).
 */
export async function revokeUserSessions(
  res: Response,
  userId: string,
  secret: string,
  options: { keepCurrent: boolean },
): Promise<void> {
  res.setHeader(SESSION_REVOKE_USER_HEADER, await signUserSessionsRevocation({ userId, ...options }, secret));
}
