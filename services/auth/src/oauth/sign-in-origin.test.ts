/**
 * A redirect sign-in returns to the origin it started on when that origin is trusted (issue 30
 * item 6): opened on http://127.0.0.1:8080, the provider must send the browser back there, where
 * the flow's cookie is, not to PUBLIC_ORIGIN's localhost.
 */
import type { Express } from 'express';
import { sandboxAuthServiceEnv } from '@scp/provider-sandbox/default-clients';
import { authHarness } from '../auth-harness.test.util';
import { openFlow, sealFlow } from './flow-cookie';
import { callback, consent, grantOf, started, type Provider } from './provider-browser.test.util';

const LOCALHOST = 'http://localhost:8080';
const LOOPBACK = 'http://127.0.0.1:8080';
const FLOW_SECRET = 'local-only-oauth-flow-secret-for-origin-tests';

const fx = authHarness({
  sandbox: { allowedRedirectOrigins: [LOCALHOST, LOOPBACK, 'http://evil.example'] },
  env: ({ sandboxUrl }) => ({
    PUBLIC_ORIGIN: LOCALHOST,
    PROVIDER_SANDBOX_URL: sandboxUrl,
    OAUTH_FLOW_SECRET: FLOW_SECRET,
    ...sandboxAuthServiceEnv(),
  }),
});
let app: Express;

beforeAll(() => {
  app = fx.app;
});

// One person per provider: a second provider with the same address would not join the first's account.
const people = {
  google: { consent: { sandbox_identity: 'bob' }, body: {}, email: 'bob.chen@example.com' },
  apple: { consent: { sandbox_identity: 'carla' }, body: {}, email: 'k7x2m9q4tz@privaterelay.appleid.com' },
  shopify: {
    consent: { sandbox_decision: 'allow' },
    body: { shop: 'alices-bakery' },
    email: 'alice.martin@example.com',
  },
} satisfies Record<Provider, { consent: Record<string, string>; body: object; email: string }>;

describe('the origin a redirect sign-in comes back to', () => {
  for (const provider of ['google', 'apple', 'shopify'] as const) {
    it(`${provider}: started on 127.0.0.1, it comes back to 127.0.0.1 and signs in`, async () => {
      const flow = await started(app, provider, people[provider].body, { origin: LOOPBACK });
      expect(flow.url.searchParams.get('redirect_uri')).toBe(`${LOOPBACK}/api/auth/oauth/${provider}/callback`);
      const back = await consent(flow.url, people[provider].consent);
      expect(back.origin).toBe(LOOPBACK);
      const res = await callback(app, back, flow.cookie);
      expect(res.status).toBe(303);
      // The code exchange repeated the same redirect_uri (the provider checks it): signed in.
      expect((await grantOf(res)).email).toBe(people[provider].email);
    });
  }

  it('started on localhost or without an Origin, it comes back to PUBLIC_ORIGIN', async () => {
    for (const origin of [LOCALHOST, undefined]) {
      const flow = await started(app, 'google', {}, { origin });
      expect(flow.url.searchParams.get('redirect_uri')).toBe(`${LOCALHOST}/api/auth/oauth/google/callback`);
    }
  });

  it('an origin that is not ours is never a way back', async () => {
    const flow = await started(app, 'google', {}, { origin: 'http://evil.example' });
    expect(flow.url.searchParams.get('redirect_uri')).toBe(`${LOCALHOST}/api/auth/oauth/google/callback`);
  });

  it('a flow cookie naming an untrusted callback signs nobody in', async () => {
    const flow = await started(app, 'google', {}, { origin: LOOPBACK });
    const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
    const forged = await sealFlow(
      { ...opened, redirectUri: 'http://evil.example/api/auth/oauth/google/callback' },
      FLOW_SECRET,
    );
    const back = await consent(flow.url, { sandbox_identity: 'bob' });
    const res = await callback(app, back, `scp.auth.flow=${encodeURIComponent(forged)}`);
    expect(res.status).toBe(303);
    expect(res.headers['x-session-grant']).toBeUndefined();
    expect(new URL(res.headers.location!, LOCALHOST).searchParams.get('auth_error')).toBe(
      'Sign in could not be verified. Please try again.',
    );
  });
});

describe('Apple’s form_post from another site over plain http', () => {
  it('arrives without the Lax flow cookie: the fields wait, and the same-site GET that follows signs in (once)', async () => {
    const flow = await started(app, 'apple', {}, { origin: LOOPBACK });
    const back = await consent(flow.url, { sandbox_identity: 'carla' });
    expect(back.method).toBe('post');
    // The browser does not send the Lax cookie with the cross-site POST.
    const posted = await callback(app, back, undefined);
    expect(posted.status).toBe(303);
    expect(posted.headers['x-session-grant']).toBeUndefined();
    const relay = new URL(posted.headers.location!, LOOPBACK);
    expect(relay.pathname).toBe('/api/auth/oauth/apple/callback');
    const resume = { ...back, method: 'get' as const, params: relay.searchParams };
    // The top-level GET carries it.
    const res = await callback(app, resume, flow.cookie);
    expect((await grantOf(res)).email).toBe('k7x2m9q4tz@privaterelay.appleid.com');
    // The waiting fields are spent.
    const again = await callback(app, resume, flow.cookie);
    expect(again.headers['x-session-grant']).toBeUndefined();
    expect(new URL(again.headers.location!, LOCALHOST).searchParams.get('auth_error')).toBe(
      'Sign in could not be verified. Please try again.',
    );
  });
});
