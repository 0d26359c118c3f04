import { decodeJwt } from 'jose';
import { signInternalToken } from './internal-token';
import { signServiceToken } from './service-token';
import { signSessionUser } from './session-grant';
import { testKeys } from './testing';
import { createPrivateKey } from 'node:crypto';
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
