import { openFlow, sealFlow, type OAuthFlow } from './flow-cookie';

const secret = 'a-flow-secret-of-at-least-32-characters';
const flow: OAuthFlow = {
  provider: 'google',
  state: 'st-1',
  verifier: 've-1',
  nonce: 'no-1',
  returnTo: '/settings?tab=x',
  redirectUri: 'http://127.0.0.1:8080/api/auth/oauth/google/callback',
};

describe('the OAuth flow cookie', () => {
  it('opens what it sealed', async () => {
    expect(await openFlow(await sealFlow(flow, secret), secret)).toEqual({
      ...flow,
      shop: undefined,
      linkUserId: undefined,
    });
  });

  it('is refused when sealed with another secret, expired or altered', async () => {
    const sealed = await sealFlow(flow, secret);
    expect(await openFlow(sealed, `${secret}-other`)).toBeUndefined();
    expect(await openFlow(await sealFlow(flow, secret, -10), secret)).toBeUndefined();
    expect(await openFlow(`${sealed.slice(0, -4)}AAAA`, secret)).toBeUndefined();
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ''])(
    're-checks returnTo when opened: %j is refused, never a redirect off the app (issue 9.8)',
    async (returnTo) => {
      expect(await openFlow(await sealFlow({ ...flow, returnTo }, secret), secret)).toBeUndefined();
    },
  );
});
