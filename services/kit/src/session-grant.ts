import { randomUUID, type KeyObject } from 'node:crypto';
import type { Response } from 'express';
import { sessionUserSchema, type SessionUser } from '@scp/shared/contracts/auth/session';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { assertShortLived, firstUse, SIGNED_TOKEN_ALGORITHM, type BoundRequest } from './internal-token';
import type { ReplayGuard } from './replay-guard';

/**
 * How a service changes the browser session it cannot see (the gateway owns it):
 * - `x-session-grant: <JWT>` signs the user in: the gateway verifies the JWT, gives the browser a
 *   NEW session id, stores the user and strips the header.
 * - `x-session-update: <JWT>` replaces the stored user (same id, e.g. after a profile change)
 *   without a new session id; ignored when no session or another user's session.
 * - `x-session-revoke: 1` signs out: the gateway destroys the session.
 * - `x-session-revoke-user: <JWT>` ends EVERY session of a user (password reset, password change),
 *   the current request's too unless the claim `keepCurrent` is true and it is that user's.
 * The JWTs are EdDSA (Ed25519) signed with the auth service's private key (the gateway holds the
 * public key and takes these headers from the auth service's answers alone), issuer `scp-auth`,
 * audience `gateway`, 60 s, subject the user id, a unique `jti` (accepted once), and the request
 * they answer (`htm`, `htp`): a grant lifted from one answer cannot sign anyone in on another.
 * Grant and update carry the claim `user`, revoke-user the claim `keepCurrent`.
 */
export const SESSION_GRANT_HEADER = 'x-session-grant';
export const SESSION_UPDATE_HEADER = 'x-session-update';
export const SESSION_REVOKE_HEADER = 'x-session-revoke';
export const SESSION_REVOKE_USER_HEADER = 'x-session-revoke-user';
export const SESSION_GRANT_AUDIENCE = 'gateway';
export const SESSION_GRANT_ISSUER = 'scp-auth';
const SESSION_GRANT_TTL_SECONDS = 60;

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

/** What signs a session header: the auth service's private key and the request being answered. */
export interface GrantSigner {
  privateKey: KeyObject;
  request: BoundRequest;
}

/** What checks one: the auth service's public key, the request that was answered, the seen ids. */
export interface GrantVerifier {
  publicKey: KeyObject;
  request: BoundRequest;
  replayGuard: ReplayGuard;
}

function signForGateway(claims: JWTPayload, subject: string, signer: GrantSigner): Promise<string> {
  // One reading of the clock: two could straddle a second and make the lifetime 61 s, which the
  // receiving side refuses.
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, htm: signer.request.method, htp: signer.request.path })
    .setProtectedHeader({ alg: SIGNED_TOKEN_ALGORITHM })
    .setIssuer(SESSION_GRANT_ISSUER)
    .setAudience(SESSION_GRANT_AUDIENCE)
    .setSubject(subject)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_GRANT_TTL_SECONDS)
    .sign(signer.privateKey);
}

/** The claims of a session header's JWT; rejects a forged, expired, foreign, misplaced or replayed one. */
async function verifyForGateway(token: string, verifier: GrantVerifier): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, verifier.publicKey, {
    algorithms: [SIGNED_TOKEN_ALGORITHM],
    issuer: SESSION_GRANT_ISSUER,
    audience: SESSION_GRANT_AUDIENCE,
    requiredClaims: ['jti', 'iat', 'exp', 'sub', 'htm', 'htp'],
  });
  assertShortLived(payload, SESSION_GRANT_TTL_SECONDS);
  if (payload.htm !== verifier.request.method || payload.htp !== verifier.request.path) {
    throw new Error('session header made for another request');
  }
  if (!(await firstUse(verifier.replayGuard, payload.jti as string))) throw new Error('session header replayed');
  return payload;
}

export async function signSessionUser(user: SessionUser, signer: GrantSigner): Promise<string> {
  return signForGateway({ user: sessionUserSchema.parse(user) }, user.id, signer);
}

/** Rejects a forged, expired, misplaced, replayed or malformed grant. */
export async function verifySessionUser(token: string, verifier: GrantVerifier): Promise<SessionUser> {
  const payload = await verifyForGateway(token, verifier);
  const user = sessionUserSchema.parse(payload.user);
  if (user.id !== payload.sub) throw new Error('session grant subject does not match its user');
  return user;
}

/** The signer for a route's answer: bound to the request it answers. */
function signerFor(res: Response, privateKey: KeyObject): GrantSigner {
  return { privateKey, request: { method: res.req.method, path: res.req.originalUrl } };
}

/** For a route that has just authenticated a user: the gateway starts a fresh session for them. */
export async function grantSession(res: Response, user: SessionUser, privateKey: KeyObject): Promise<void> {
  res.setHeader(SESSION_GRANT_HEADER, await signSessionUser(user, signerFor(res, privateKey)));
}

/** For a route that changed the signed-in user's profile: the gateway refreshes its copy. */
export async function updateSessionUser(res: Response, user: SessionUser, privateKey: KeyObject): Promise<void> {
  res.setHeader(SESSION_UPDATE_HEADER, await signSessionUser(user, signerFor(res, privateKey)));
}

export function revokeSession(res: Response): void {
  res.setHeader(SESSION_REVOKE_HEADER, '1');
}

export async function signUserSessionsRevocation(
  revocation: UserSessionsRevocation,
  signer: GrantSigner,
): Promise<string> {
  if (!revocation.userId) throw new Error('a session revocation needs a user id');
  return signForGateway({ keepCurrent: revocation.keepCurrent }, revocation.userId, signer);
}

/** Rejects a forged, expired or malformed revocation (a wrong one must never end other users' sessions). */
export async function verifyUserSessionsRevocation(
  token: string,
  verifier: GrantVerifier,
): Promise<UserSessionsRevocation> {
  const payload = await verifyForGateway(token, verifier);
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
  privateKey: KeyObject,
  options: { keepCurrent: boolean },
): Promise<void> {
  res.setHeader(
    SESSION_REVOKE_USER_HEADER,
    await signUserSessionsRevocation({ userId, ...options }, signerFor(res, privateKey)),
  );
}
