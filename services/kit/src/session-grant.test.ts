import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { memoryReplayGuard } from './replay-guard';
import {
  grantSession,
  revokeUserSessions,
  SESSION_GRANT_HEADER,
  SESSION_GRANT_ISSUER,
  SESSION_REVOKE_USER_HEADER,
  verifySessionUser,
  verifyUserSessionsRevocation,
  type GrantVerifier,
} from './session-grant';
import { testKeys } from './testing';

const privateKey = testKeys.sessionGrant;
const publicKey = createPublicKey(privateKey);

/** A route as a service writes it: the headers travel to the gateway in the HTTP response. */
function app() {
  const server = express();
  server.post('/reset/:userId', async (req, res) => {
    await revokeUserSessions(res, req.params.userId, privateKey, { keepCurrent: req.query.keep === '1' });
    res.json({ updated: true });
  });
  server.post('/sign-in', async (_req, res) => {
    await grantSession(res, { id: 'u1', email: 'u1@example.com', user_metadata: {} }, privateKey);
    res.json({ ok: true });
  });
  return server;
}

/** The gateway's view of the answer to `method path`. */
function verifierFor(call: string, overrides: Partial<GrantVerifier> = {}): GrantVerifier {
  const [method = '', path = ''] = call.split(' ');
  return { publicKey, request: { method, path }, replayGuard: memoryReplayGuard(), ...overrides };
}

function revocationClaims(options: { audience?: string; expired?: boolean; iat?: number; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ keepCurrent: false, htm: 'POST', htp: '/reset/user-42' })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setIssuer(SESSION_GRANT_ISSUER)
    .setAudience(options.audience ?? 'gateway')
    .setSubject('user-42')
    .setJti('a-fixed-id')
    .setIssuedAt(options.iat ?? (options.expired ? now - 120 : now))
    .setExpirationTime(options.exp ?? (options.expired ? now - 60 : now + 60))
    .sign(privateKey);
}

describe('revokeUserSessions', () => {
  it('sends a signed revocation of every session of the user, keepCurrent as asked', async () => {
    const reset = await request(app()).post('/reset/user-42');
    expect(reset.status).toBe(200);
    const token = reset.headers[SESSION_REVOKE_USER_HEADER] as string;
    expect(await verifyUserSessionsRevocation(token, verifierFor('POST /reset/user-42'))).toEqual({
      userId: 'user-42',
      keepCurrent: false,
    });

    const change = await request(app()).post('/reset/user-42?keep=1');
    expect(
      await verifyUserSessionsRevocation(
        change.headers[SESSION_REVOKE_USER_HEADER] as string,
        verifierFor('POST /reset/user-42?keep=1'),
      ),
    ).toEqual({ userId: 'user-42', keepCurrent: true });
  });

  it('is refused when signed with another key, expired, for another audience, or not a revocation', async () => {
    const token = (await request(app()).post('/reset/user-42')).headers[SESSION_REVOKE_USER_HEADER] as string;
    const otherKey = createPublicKey(generateKeyPairSync('ed25519').privateKey);
    await expect(
      verifyUserSessionsRevocation(token, verifierFor('POST /reset/user-42', { publicKey: otherKey })),
    ).rejects.toThrow();
    // The gateway's identity key is not the auth service's grant key.
    await expect(
      verifyUserSessionsRevocation(
        token,
        verifierFor('POST /reset/user-42', { publicKey: createPublicKey(testKeys.internalToken) }),
      ),
    ).rejects.toThrow();

    await expect(
      verifyUserSessionsRevocation(await revocationClaims({ expired: true }), verifierFor('POST /reset/user-42')),
    ).rejects.toThrow();
    await expect(
      verifyUserSessionsRevocation(await revocationClaims({ audience: 'auth' }), verifierFor('POST /reset/user-42')),
    ).rejects.toThrow();
    // Longer than 60 s, or issued in the future: refused whoever signed it.
    const now = Math.floor(Date.now() / 1000);
    await expect(
      verifyUserSessionsRevocation(
        await revocationClaims({ exp: now + 24 * 3600 }),
        verifierFor('POST /reset/user-42'),
      ),
    ).rejects.toThrow('lifetime');
    await expect(
      verifyUserSessionsRevocation(
        await revocationClaims({ iat: now + 3600, exp: now + 3630 }),
        verifierFor('POST /reset/user-42'),
      ),
    ).rejects.toThrow('future');
    await expect(
      verifyUserSessionsRevocation(await revocationClaims(), verifierFor('POST /reset/user-42')),
    ).resolves.toEqual({ userId: 'user-42', keepCurrent: false });

    // A sign-in grant is not a revocation, and a revocation is not a grant.
    const grant = (await request(app()).post('/sign-in')).headers[SESSION_GRANT_HEADER] as string;
    await expect(verifyUserSessionsRevocation(grant, verifierFor('POST /sign-in'))).rejects.toThrow('keepCurrent');
    await expect(verifySessionUser(token, verifierFor('POST /reset/user-42'))).rejects.toThrow();
  });
});

describe('session headers are bound to their answer (issue 9.3)', () => {
  it('accepts a grant for the request it answers, once', async () => {
    const grant = (await request(app()).post('/sign-in')).headers[SESSION_GRANT_HEADER] as string;
    const verifier = verifierFor('POST /sign-in');
    await expect(verifySessionUser(grant, verifier)).resolves.toMatchObject({ id: 'u1' });
    await expect(verifySessionUser(grant, verifier)).rejects.toThrow('replayed');
  });

  it('refuses a grant lifted from one answer and replayed on another request', async () => {
    const grant = (await request(app()).post('/sign-in')).headers[SESSION_GRANT_HEADER] as string;
    await expect(verifySessionUser(grant, verifierFor('POST /sign-up'))).rejects.toThrow('another request');
    await expect(verifySessionUser(grant, verifierFor('GET /sign-in'))).rejects.toThrow('another request');
  });
});
