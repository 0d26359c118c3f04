import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { INTERNAL_TOKEN_ISSUER, secretKey } from './internal-token';
import {
  grantSession,
  revokeUserSessions,
  SESSION_GRANT_HEADER,
  SESSION_REVOKE_USER_HEADER,
  verifySessionUser,
  verifyUserSessionsRevocation,
} from './session-grant';
import { TEST_INTERNAL_TOKEN_SECRET } from './testing';

const secret = TEST_INTERNAL_TOKEN_SECRET;

/** A route as a service writes it: the headers travel to the gateway in the HTTP response. */
function app() {
  const server = express();
  server.post('/reset/:userId', async (req, res) => {
    await revokeUserSessions(res, req.params.userId, secret, { keepCurrent: req.query.keep === '1' });
    res.json({ updated: true });
  });
  server.post('/sign-in', async (_req, res) => {
    await grantSession(res, { id: 'u1', email: 'u1@example.com', user_metadata: {} }, secret);
    res.json({ ok: true });
  });
  return server;
}

describe('revokeUserSessions', () => {
  it('sends a signed revocation of every session of the user, keepCurrent as asked', async () => {
    const reset = await request(app()).post('/reset/user-42');
    expect(reset.status).toBe(200);
    const token = reset.headers[SESSION_REVOKE_USER_HEADER] as string;
    expect(await verifyUserSessionsRevocation(token, secret)).toEqual({ userId: 'user-42', keepCurrent: false });

    const change = await request(app()).post('/reset/user-42?keep=1');
    expect(await verifyUserSessionsRevocation(change.headers[SESSION_REVOKE_USER_HEADER] as string, secret)).toEqual({
      userId: 'user-42',
      keepCurrent: true,
    });
  });

  it('is refused when forged with another secret, expired, or not a revocation', async () => {
    const forged = await request(app()).post('/reset/user-42');
    await expect(
      verifyUserSessionsRevocation(forged.headers[SESSION_REVOKE_USER_HEADER] as string, `${secret}-other`),
    ).rejects.toThrow();

    const expired = await new SignJWT({ keepCurrent: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(INTERNAL_TOKEN_ISSUER)
      .setAudience('gateway')
      .setSubject('user-42')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secretKey(secret));
    await expect(verifyUserSessionsRevocation(expired, secret)).rejects.toThrow();

    const otherAudience = await new SignJWT({ keepCurrent: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(INTERNAL_TOKEN_ISSUER)
      .setAudience('auth')
      .setSubject('user-42')
      .setExpirationTime('60s')
      .sign(secretKey(secret));
    await expect(verifyUserSessionsRevocation(otherAudience, secret)).rejects.toThrow();

    // A sign-in grant is not a revocation, and a revocation is not a grant.
    const grant = (await request(app()).post('/sign-in')).headers[SESSION_GRANT_HEADER] as string;
    await expect(verifyUserSessionsRevocation(grant, secret)).rejects.toThrow('keepCurrent');
    await expect(verifySessionUser(forged.headers[SESSION_REVOKE_USER_HEADER] as string, secret)).rejects.toThrow();
  });
});
