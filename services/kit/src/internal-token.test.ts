import { decodeJwt, decodeProtectedHeader } from 'jose';
import { signInternalToken, verifyInternalToken } from './internal-token';
import { memoryReplayGuard } from './replay-guard';
import { signServiceToken } from './service-token';
import { signSessionUser } from './session-grant';
import { testKeys } from './testing';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { localServiceTokenPair } from './signing-keys';

/** A clock that moves 600 ms every time it is read, starting half a second into a second. */
function tickingClock(): () => void {
  let now = Date.UTC(2026, 10, 1, 12, 0, 0, 500);
  const read = () => {
    const value = now;
    now += 600;
    return value;
  };
  const spies = [
    jest.spyOn(Date, 'now').mockImplementation(read),
    jest.spyOn(Date.prototype, 'getTime').mockImplementation(read),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

describe('signed tokens between our processes', () => {
  it('live exactly their 60 s, even when a second turns while one is signed', async () => {
    const request = { method: 'GET', path: '/api/settings/whoami' };
    const restore = tickingClock();
    let tokens: string[];
    try {
      tokens = [
        await signInternalToken({ privateKey: testKeys.internalToken, audience: 'settings', request }),
        await signServiceToken({
          privateKey: createPrivateKey(localServiceTokenPair('assistant').privateKey),
          caller: 'assistant',
          audience: 'settings',
          request,
        }),
        await signSessionUser(
          { id: 'u1', email: 'u1@example.com', user_metadata: {} },
          { privateKey: testKeys.sessionGrant, request },
        ),
      ];
    } finally {
      restore();
    }
    for (const token of tokens) {
      const { iat = 0, exp = 0 } = decodeJwt(token);
      expect(exp - iat).toBe(60);
    }
  });
});

describe('internal tokens', () => {
  const request = { method: 'GET', path: '/api/settings/billing/prices?x=1' };
  const publicKey = createPublicKey(testKeys.internalToken);

  it('are compact EdDSA JWTs with the claims the services check, verified once and only for their request', async () => {
    const token = await signInternalToken({
      privateKey: testKeys.internalToken,
      audience: 'settings',
      request,
      userId: 'u1',
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'EdDSA' });
    const claims = decodeJwt(token);
    expect(claims).toEqual({
      htm: 'GET',
      htp: request.path,
      iss: 'scp-gateway',
      aud: 'settings',
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: expect.any(Number),
      exp: claims.iat! + 60,
      sub: 'u1',
    });
    const replayGuard = memoryReplayGuard();
    await expect(
      verifyInternalToken(token, { publicKey, audience: 'settings', request, replayGuard }),
    ).resolves.toEqual({
      userId: 'u1',
    });
    await expect(verifyInternalToken(token, { publicKey, audience: 'settings', request, replayGuard })).rejects.toThrow(
      'replayed',
    );
    const other = await signInternalToken({ privateKey: testKeys.internalToken, audience: 'settings', request });
    await expect(
      verifyInternalToken(other, { publicKey, audience: 'auth', request, replayGuard: memoryReplayGuard() }),
    ).rejects.toThrow();
    await expect(
      verifyInternalToken(other, { publicKey, audience: 'settings', request, replayGuard: memoryReplayGuard() }),
    ).resolves.toEqual({});
  });

  it('are signed with an Ed25519 key only', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expect(signInternalToken({ privateKey, audience: 'settings', request })).rejects.toThrow(TypeError);
  });
});
