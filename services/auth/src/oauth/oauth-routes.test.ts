/**
 * Redirect sign-in end to end over HTTP: the auth app (real Redis, embedded database) against a
 * real provider sandbox. Each flow is driven as a browser would: start → the provider's authorize
 * URL (the sandbox's identity shortcut instead of its consent page) → our callback with the flow
 * cookie → where the browser is sent, and what the gateway is told (x-session-grant).
 */
import { createHmac } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { SANDBOX_CLIENTS, sandboxAuthServiceEnv } from '@scp/provider-sandbox/default-clients';
import { verifyUserSessionsRevocation } from '@scp/service-kit/session-grant';
import { freePort, grantVerifier, internalTokenHeader } from '@scp/service-kit/testing';
import { authServerMessages, oauthSignInErrorQuerySchema } from '@scp/shared/contracts/auth/auth-api';
import { identityNotLinkedMessage } from '@scp/shared/contracts/auth/linked-identities-api';
import { authHarness, TEST_PUBLIC_ORIGIN as PUBLIC_ORIGIN } from '../auth-harness.test.util';
import { signInWithExternalIdentity } from '../users/external-sign-in';
import { IdentityModel, UserModel } from '../users/user-model';
import { FLOW_COOKIE_NAME, openFlow, sealFlow } from './flow-cookie';
import * as browser from './provider-browser.test.util';
import { grantOf, type Provider, type ProviderReturn, type Started } from './provider-browser.test.util';

const FLOW_SECRET = 'local-only-oauth-flow-secret-for-tests';
const VERIFY_FAILED = 'Sign in could not be verified. Please try again.';

// The app runs on a capturing logger (info and up): failures must be logged with their reason.
const fx = authHarness({
  sandbox: { allowedRedirectOrigins: [PUBLIC_ORIGIN] },
  captureLogs: { level: 'info' },
  env: ({ sandboxUrl }) => ({
    PROVIDER_SANDBOX_URL: sandboxUrl,
    OAUTH_FLOW_SECRET: FLOW_SECRET,
    ...sandboxAuthServiceEnv(),
  }),
});
let app: Express;
let sandbox: NonNullable<typeof fx.sandbox>;

beforeAll(() => {
  app = fx.app;
  sandbox = fx.sandbox!;
});

/** Every log line of the apps below, parsed. */
function logs(): Array<Record<string, unknown>> {
  return fx.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The reason logged for the latest failed sign-in. */
function lastFailureReason(): string {
  const entry = logs().findLast((line) => line.msg === 'redirect sign-in failed');
  return String(entry?.reason);
}

// ---------------------------------------------------------------------------------------------
// A browser, step by step (on PUBLIC_ORIGIN unless told)

async function start(provider: Provider, body: Record<string, unknown> = {}, on = app) {
  return browser.start(on, provider, body);
}

async function started(provider: Provider, body: Record<string, unknown> = {}, on = app): Promise<Started> {
  return browser.started(on, provider, body);
}

/** The browser at the provider: consent as `identity` (or deny); it comes back to PUBLIC_ORIGIN. */
async function consent(authorizeUrl: URL, extra: Record<string, string> = { sandbox_identity: 'alice' }) {
  const back = await browser.consent(authorizeUrl, extra);
  expect(back.origin).toBe(PUBLIC_ORIGIN);
  return back;
}

async function callback(back: ProviderReturn, cookie: string | undefined, on = app) {
  return browser.callback(on, back, cookie);
}

async function signIn(provider: Provider, identity: string, body: Record<string, unknown> = {}) {
  const flow = await started(provider, body);
  const back = await consent(flow.url, { sandbox_identity: identity });
  return callback(back, flow.cookie);
}

/** The failure landing: 303 to /auth with the message and provider, no session grant. */
function expectFailure(res: request.Response, provider: Provider, message: string): void {
  expect(res.status).toBe(303);
  expect(res.headers['x-session-grant']).toBeUndefined();
  const location = new URL(res.headers.location!, PUBLIC_ORIGIN);
  expect(location.pathname).toBe('/auth');
  expect(oauthSignInErrorQuerySchema.parse(Object.fromEntries(location.searchParams))).toEqual({
    auth_error: message,
    provider,
  });
}

function expectFlowCookieCleared(res: request.Response): void {
  const cleared = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${FLOW_COOKIE_NAME}=;`));
  expect(cleared).toMatch(/Path=\/api\/auth\/oauth/);
  expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
}

const counts = async () => ({
  users: await UserModel.countDocuments(),
  identities: await IdentityModel.countDocuments(),
});

// ---------------------------------------------------------------------------------------------

describe('POST /api/auth/oauth/:provider/start', () => {
  it('answers the Google authorization URL (from discovery) and sets the sealed flow cookie', async () => {
    const flow = await started('google', { returnTo: '/settings/profile' });
    expect(`${flow.url.origin}${flow.url.pathname}`).toBe(`${sandbox.url}/google/o/oauth2/v2/auth`);
    const query = Object.fromEntries(flow.url.searchParams);
    expect(query).toMatchObject({
      client_id: SANDBOX_CLIENTS.google.clientId,
      redirect_uri: `${PUBLIC_ORIGIN}/api/auth/oauth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    // HttpOnly, only for the OAuth routes, ten minutes, Lax over plain http.
    expect(flow.setCookie).toMatch(/; Max-Age=600;/);
    expect(flow.setCookie).toMatch(/; Path=\/api\/auth\/oauth;/);
    expect(flow.setCookie).toMatch(/; HttpOnly/);
    expect(flow.setCookie).toMatch(/; SameSite=Lax/);
    expect(flow.setCookie).not.toMatch(/Secure/);
    // Sealed: neither the state nor the verifier can be read from it.
    expect(flow.cookie).not.toContain(query.state);
  });

  it('over https the cookie is SameSite=None and Secure (Apple posts back cross-site)', async () => {
    const res = await request(app)
      .post('/api/auth/oauth/apple/start')
      .set(await internalTokenHeader('auth', 'POST /api/auth/oauth/apple/start'))
      .set('X-Forwarded-Proto', 'https')
      .send({});
    expect(res.status).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/SameSite=None/);
    expect(setCookie).toMatch(/; Secure/);
  });

  it('answers Apple’s authorize URL with form_post and the name and email scopes', async () => {
    const flow = await started('apple');
    expect(`${flow.url.origin}${flow.url.pathname}`).toBe(`${sandbox.url}/apple/auth/authorize`);
    expect(Object.fromEntries(flow.url.searchParams)).toMatchObject({
      client_id: SANDBOX_CLIENTS.apple.clientId,
      redirect_uri: `${PUBLIC_ORIGIN}/api/auth/oauth/apple/callback`,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'name email',
      code_challenge_method: 'S256',
    });
  });

  it.each(['My-Store', 'my-store.myshopify.com', 'https://my-store.myshopify.com/', '  MY-STORE.myshopify.com '])(
    'normalizes the shop %j to my-store.myshopify.com',
    async (shop) => {
      const flow = await started('shopify', { shop });
      expect(`${flow.url.origin}${flow.url.pathname}`).toBe(
        `${sandbox.url}/shopify/shops/my-store.myshopify.com/admin/oauth/authorize`,
      );
      expect(Object.fromEntries(flow.url.searchParams)).toMatchObject({
        client_id: SANDBOX_CLIENTS.shopify.clientId,
        scope: 'read_products,read_orders',
        redirect_uri: `${PUBLIC_ORIGIN}/api/auth/oauth/shopify/callback`,
        code_challenge_method: 'S256',
      });
    },
  );

  it.each([
    undefined,
    '',
    'evil.com',
    'my store',
    'my-store.myshopify.com.evil.com',
    'https://my-store.myshopify.com/admin',
    'ftp://my-store.myshopify.com',
    '-store',
  ])('refuses the shop %j with 400 and the invalid-domain text', async (shop) => {
    const res = await start('shopify', shop === undefined ? {} : { shop });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: authServerMessages.invalidShopDomain,
      field: 'shop',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each(['//evil.com', 'https://evil.com/', '/\\evil.com', 'settings'])(
    'refuses returnTo %j (an open redirect otherwise)',
    async (returnTo) => {
      const res = await start('google', { returnTo });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'returnTo' });
    },
  );

  it('answers 404 for an unknown provider and 503 for a provider without settings', async () => {
    expect((await start('facebook' as Provider)).status).toBe(404);
    const unconfigured = fx.appWith({ GOOGLE_CLIENT_ID: undefined });
    const res = await start('google', {}, unconfigured);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Google sign in is not available.' });
    // Its callback (a stale link) lands on the auth page instead of failing.
    const back = await request(unconfigured)
      .get('/api/auth/oauth/google/callback?code=x&state=y')
      .set(await internalTokenHeader('auth', 'GET /api/auth/oauth/google/callback?code=x&state=y'));
    expectFailure(back, 'google', 'Google sign in is not available.');
  });
});

describe('Google sign-in', () => {
  it('creates the account, grants the session and lands on returnTo; the next sign-in is the same account', async () => {
    const flow = await started('google', { returnTo: '/settings/profile?tab=1' });
    const back = await consent(flow.url, { sandbox_identity: 'alice' });
    expect(back.path).toBe('/api/auth/oauth/google/callback');
    const res = await callback(back, flow.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/settings/profile?tab=1');
    expectFlowCookieCleared(res);
    const user = await grantOf(res);
    expect(user.email).toBe('alice.martin@example.com');
    expect(user.user_metadata).toMatchObject({
      full_name: 'Alice Martin',
      avatar_url: expect.stringMatching(/\/avatars\/alice\.svg$/),
      // A new account goes through onboarding (states and transitions).
      onboarding_completed: false,
    });

    const stored = await UserModel.findById(user.id).lean();
    expect(stored?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(stored?.passwordHash).toBeUndefined();
    const identities = await IdentityModel.find({ userId: stored!._id }).lean();
    expect(identities).toEqual([expect.objectContaining({ provider: 'google', email: 'alice.martin@example.com' })]);

    // Signing in again leaves the account's onboarding state alone.
    await UserModel.updateOne({ _id: stored!._id }, { $set: { 'user_metadata.onboarding_completed': true } });
    const again = await signIn('google', 'alice');
    expect(again.headers.location).toBe('/');
    const signedInAgain = await grantOf(again);
    expect(signedInAgain.id).toBe(user.id);
    expect(signedInAgain.user_metadata.onboarding_completed).toBe(true);
    expect(await IdentityModel.countDocuments({ userId: stored!._id })).toBe(1);
  });

  it('denied consent lands on the auth page with the cancelled message', async () => {
    const before = await counts();
    const flow = await started('google');
    const back = await consent(flow.url, { sandbox_decision: 'deny' });
    expect(back.params.get('error')).toBe('access_denied');
    const res = await callback(back, flow.cookie);
    expectFailure(res, 'google', 'Google sign in was cancelled.');
    expectFlowCookieCleared(res);
    expect(await counts()).toEqual(before);
  });
});

describe('Apple sign-in (form_post)', () => {
  it('takes the name from the first consent only, keeps the account on later sign-ins', async () => {
    const flow = await started('apple');
    const back = await consent(flow.url, { sandbox_identity: 'carla' });
    expect(back.method).toBe('post');
    expect(back.path).toBe('/api/auth/oauth/apple/callback');
    expect(back.params.get('user')).toContain('Carla');
    const res = await callback(back, flow.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    const user = await grantOf(res);
    // Carla hides her email from apps: the relay address is the account's.
    expect(user.email).toBe('k7x2m9q4tz@privaterelay.appleid.com');
    expect(user.user_metadata.full_name).toBe('Carla Rossi');
    expect(user.user_metadata.onboarding_completed).toBe(false);

    const secondFlow = await started('apple');
    const second = await consent(secondFlow.url, { sandbox_identity: 'carla' });
    expect(second.params.has('user')).toBe(false);
    const res2 = await callback(second, secondFlow.cookie);
    const same = await grantOf(res2);
    expect(same.id).toBe(user.id);
    expect(same.user_metadata.full_name).toBe('Carla Rossi');
  });

  it('never joins Apple to the account Google made for the same verified email: it says to link it', async () => {
    const google = await grantOf(await signIn('google', 'bob'));
    const before = await counts();
    expectFailure(await signIn('apple', 'bob'), 'apple', identityNotLinkedMessage('Apple'));
    expect(await counts()).toEqual(before);
    const providers = (await IdentityModel.find({ userId: google.id }).lean()).map((i) => i.provider);
    expect(providers).toEqual(['google']);
  });

  it('denied consent (posted back) lands on the auth page', async () => {
    const flow = await started('apple');
    const back = await consent(flow.url, { sandbox_decision: 'deny' });
    const res = await callback(back, flow.cookie);
    expectFailure(res, 'apple', 'Apple sign in was cancelled.');
  });
});

describe('Shopify sign-in (app install)', () => {
  it('signs in as the shop: account from the shop, identity = shop domain, lands on /auth', async () => {
    const flow = await started('shopify', { shop: 'Carla-Ceramics' });
    const back = await consent(flow.url, { sandbox_decision: 'allow' });
    expect(back.params.get('hmac')).toMatch(/^[0-9a-f]{64}$/);
    const res = await callback(back, flow.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/auth');
    const user = await grantOf(res);
    expect(user.email).toBe('carla.rossi@example.com');
    expect(user.user_metadata).toMatchObject({
      full_name: 'Carla Rossi',
      company_name: expect.any(String),
      onboarding_completed: false,
    });
    const stored = await UserModel.findById(user.id).lean();
    // A shop's email is not verified by anyone.
    expect(stored?.emailConfirmedAt).toBeNull();
    const identity = await IdentityModel.findOne({
      provider: 'shopify',
      subject: 'carla-ceramics.myshopify.com',
    }).lean();
    expect(String(identity?.userId)).toBe(user.id);
    expect(identity?.details).toMatchObject({ shop: 'carla-ceramics.myshopify.com' });

    const again = await signIn('shopify', 'carla', { shop: 'carla-ceramics.myshopify.com', returnTo: '/products' });
    expect(again.headers.location).toBe('/products');
    expect((await grantOf(again)).id).toBe(user.id);
  });

  it('refuses to join a shop to an existing account by its unverified email: it says to link it', async () => {
    await grantOf(await signIn('google', 'alice'));
    const before = await counts();
    const flow = await started('shopify', { shop: 'alices-bakery' });
    const res = await callback(await consent(flow.url, { sandbox_decision: 'allow' }), flow.cookie);
    expectFailure(res, 'shopify', identityNotLinkedMessage('Shopify'));
    expect(await counts()).toEqual(before);
  });

  it('an unknown shop: the provider has no store there, and a signed callback for it fails', async () => {
    const flow = await started('shopify', { shop: 'no-such-shop' });
    const page = await fetch(flow.url, { redirect: 'manual' });
    expect(page.status).toBe(404);
    const sealed = decodeURIComponent(flow.cookie.split('=')[1]!);
    const { state } = (await openFlow(sealed, FLOW_SECRET))!;
    const params = new URLSearchParams({
      code: 'made-up',
      shop: 'no-such-shop.myshopify.com',
      state,
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    params.set('hmac', shopifyHmac(params));
    const res = await callback(
      { origin: PUBLIC_ORIGIN, method: 'get', path: '/api/auth/oauth/shopify/callback', params },
      flow.cookie,
    );
    expectFailure(res, 'shopify', VERIFY_FAILED);
  });
});

function shopifyHmac(params: URLSearchParams): string {
  const sorted = [...params.entries()].filter(([name]) => name !== 'hmac').sort(([a], [b]) => (a < b ? -1 : 1));
  return createHmac('sha256', SANDBOX_CLIENTS.shopify.clientSecret)
    .update(new URLSearchParams(sorted).toString())
    .digest('hex');
}

// Security requirement 8: a callback that cannot be tied to this browser's flow signs nobody in.
describe('callbacks that must not sign in', () => {
  async function refused(
    provider: Provider,
    reason: RegExp,
    tamper: (back: ProviderReturn, flow: Started) => Promise<{ back: ProviderReturn; cookie?: string }>,
    consentWith: Record<string, string> = { sandbox_identity: 'carla' },
    body: Record<string, unknown> = {},
  ) {
    // Carla's Google account does not exist in this file: a slip would create it.
    const before = await counts();
    const flow = await started(provider, body);
    const back = await consent(flow.url, consentWith);
    const tampered = await tamper(back, flow);
    const res = await callback(tampered.back, tampered.cookie);
    expectFailure(res, provider, VERIFY_FAILED);
    expectFlowCookieCleared(res);
    expect(await counts()).toEqual(before);
    expect(lastFailureReason()).toMatch(reason);
    // Our sign-in log lines never carry the code (nor tokens). The kit's access log line is another
    // matter: it records the callback URL, query included.
    const code = back.params.get('code')!;
    const ours = logs().filter((line) => 'provider' in line);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.some((line) => JSON.stringify(line).includes(code))).toBe(false);
    return res;
  }

  const withParam = (back: ProviderReturn, name: string, value: string | undefined): ProviderReturn => {
    const params = new URLSearchParams(back.params);
    if (value === undefined) params.delete(name);
    else params.set(name, value);
    return { ...back, params };
  };

  it('wrong state', () =>
    refused('google', /state does not match/, async (back, flow) => ({
      back: withParam(back, 'state', 'x'.repeat(43)),
      cookie: flow.cookie,
    })));

  it('missing state', () =>
    refused('google', /no state/, async (back, flow) => ({
      back: withParam(back, 'state', undefined),
      cookie: flow.cookie,
    })));

  it('missing flow cookie', () => refused('google', /no flow cookie/, async (back) => ({ back })));

  it('a cookie that is not ours (altered)', () =>
    refused('google', /does not open/, async (back, flow) => ({ back, cookie: `${flow.cookie.slice(0, -4)}AAAA` })));

  it('an expired flow cookie', () =>
    refused('google', /does not open/, async (back, flow) => {
      const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
      return { back, cookie: `${FLOW_COOKIE_NAME}=${await sealFlow(opened, FLOW_SECRET, -60)}` };
    }));

  it('the cookie of another flow of the same browser', () =>
    refused('google', /state does not match/, async (back) => ({ back, cookie: (await started('google')).cookie })));

  it('a flow cookie made for another provider', () =>
    refused('google', /made for apple/, async (back) => {
      const apple = await started('apple');
      const opened = (await openFlow(decodeURIComponent(apple.cookie.split('=')[1]!), FLOW_SECRET))!;
      // Even with the right state: the flow was for Apple.
      const state = back.params.get('state')!;
      return { back, cookie: `${FLOW_COOKIE_NAME}=${await sealFlow({ ...opened, state }, FLOW_SECRET)}` };
    }));

  // The provider's ID token carries the nonce the flow sent: a token minted for another flow (a
  // replayed or injected one) names another nonce (issue 9.8).
  it.each(['google', 'apple'] as const)('an ID token with another nonce than the flow sent (%s)', (provider) =>
    refused(
      provider,
      /nonce does not match/,
      async (back, flow) => {
        const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
        const forged = await sealFlow({ ...opened, nonce: 'n'.repeat(43) }, FLOW_SECRET);
        return { back, cookie: `${FLOW_COOKIE_NAME}=${forged}` };
      },
      provider === 'apple' ? { sandbox_identity: 'carla' } : undefined,
    ),
  );

  it('a flow cookie whose returnTo leaves the app', () =>
    refused('google', /does not open/, async (back, flow) => {
      const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
      const forged = await sealFlow({ ...opened, returnTo: 'https://evil.example/' }, FLOW_SECRET);
      return { back, cookie: `${FLOW_COOKIE_NAME}=${forged}` };
    }));

  it('a wrong PKCE verifier: the provider refuses the code (Google)', () =>
    refused('google', /Google refused the code: invalid_grant/, async (back, flow) => {
      const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
      const forged = await sealFlow({ ...opened, verifier: 'w'.repeat(43) }, FLOW_SECRET);
      return { back, cookie: `${FLOW_COOKIE_NAME}=${forged}` };
    }));

  it('a wrong PKCE verifier: the provider refuses the code (Apple)', () =>
    refused('apple', /Apple refused the code: invalid_grant/, async (back, flow) => {
      const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
      const forged = await sealFlow({ ...opened, verifier: 'w'.repeat(43) }, FLOW_SECRET);
      return { back, cookie: `${FLOW_COOKIE_NAME}=${forged}` };
    }));

  it('a wrong PKCE verifier: the shop refuses the code (Shopify)', () =>
    refused(
      'shopify',
      /Shopify refused the code: invalid_grant/,
      async (back, flow) => {
        const opened = (await openFlow(decodeURIComponent(flow.cookie.split('=')[1]!), FLOW_SECRET))!;
        const forged = await sealFlow({ ...opened, verifier: 'w'.repeat(43) }, FLOW_SECRET);
        return { back, cookie: `${FLOW_COOKIE_NAME}=${forged}` };
      },
      { sandbox_decision: 'allow' },
      { shop: 'chen-outdoor-gear' },
    ));

  it.each(['timestamp', 'host', 'code', 'shop'])('a Shopify callback with %s altered (hmac fails)', (name) =>
    refused(
      'shopify',
      /hmac does not verify/,
      async (back, flow) => {
        const value = back.params.get(name)!;
        const altered =
          name === 'timestamp'
            ? String(Number(value) + 1)
            : name === 'shop'
              ? 'carla-ceramics.myshopify.com'
              : `${value}x`;
        return { back: withParam(back, name, altered), cookie: flow.cookie };
      },
      { sandbox_decision: 'allow' },
      { shop: 'chen-outdoor-gear' },
    ),
  );

  it('a Shopify callback without its hmac', () =>
    refused(
      'shopify',
      /hmac does not verify/,
      async (back, flow) => ({ back: withParam(back, 'hmac', undefined), cookie: flow.cookie }),
      { sandbox_decision: 'allow' },
      { shop: 'chen-outdoor-gear' },
    ));

  it('a replayed callback (the same flow twice)', async () => {
    const flow = await started('google');
    const back = await consent(flow.url, { sandbox_identity: 'alice' });
    await grantOf(await callback(back, flow.cookie));
    // The same callback and cookie again: the cookie was cleared, but a replay can still send it.
    expectFailure(await callback(back, flow.cookie), 'google', VERIFY_FAILED);
    expect(lastFailureReason()).toMatch(/used already/);
  });
});

describe('a provider that does not answer', () => {
  let downApp: Express;
  beforeAll(async () => {
    const port = await freePort();
    const down = `http://127.0.0.1:${port}`;
    downApp = fx.appWith({ PROVIDER_SANDBOX_URL: down });
  });

  it('Google start answers 503 (no discovery document)', async () => {
    const res = await start('google', {}, downApp);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Google is not responding. Please try again later.',
    });
  });

  it('an Apple callback whose token endpoint does not answer lands on the auth page', async () => {
    const flow = await started('apple', {}, downApp);
    const state = flow.url.searchParams.get('state')!;
    const params = new URLSearchParams({ code: 'c', state });
    const res = await callback(
      { origin: PUBLIC_ORIGIN, method: 'post', path: '/api/auth/oauth/apple/callback', params },
      flow.cookie,
      downApp,
    );
    expectFailure(res, 'apple', 'Apple is not responding. Please try again later.');
  });

  it('a Shopify callback whose shop does not answer lands on the auth page', async () => {
    const flow = await started('shopify', { shop: 'chen-outdoor-gear' }, downApp);
    const params = new URLSearchParams({
      code: 'c',
      shop: 'chen-outdoor-gear.myshopify.com',
      state: flow.url.searchParams.get('state')!,
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    params.set('hmac', shopifyHmac(params));
    const res = await callback(
      { origin: PUBLIC_ORIGIN, method: 'get', path: '/api/auth/oauth/shopify/callback', params },
      flow.cookie,
      downApp,
    );
    expectFailure(res, 'shopify', 'Shopify is not responding. Please try again later.');
  });
});

describe('signInWithExternalIdentity', () => {
  it('two first sign-ins at once make one account and one identity', async () => {
    const profile = {
      provider: 'google' as const,
      subject: 'race-subject-1',
      email: 'Racer@Example.com',
      emailVerified: true,
      fullName: 'Race Runner',
    };
    const [a, b, c] = await Promise.all([
      signInWithExternalIdentity(profile),
      signInWithExternalIdentity(profile),
      signInWithExternalIdentity(profile),
    ]);
    expect(a.user.email).toBe('racer@example.com');
    expect(b.user.id).toBe(a.user.id);
    expect(c.user.id).toBe(a.user.id);
    expect(await UserModel.countDocuments({ email: 'racer@example.com' })).toBe(1);
    expect(await IdentityModel.countDocuments({ provider: 'google', subject: 'race-subject-1' })).toBe(1);
  });

  it('linking proves an unconfirmed address: the confirmation is settled and a password nobody proved is dropped', async () => {
    const squatted = await UserModel.create({ email: 'owner@example.com', passwordHash: 'set-by-someone-else' });
    const { user, endOtherSessions } = await signInWithExternalIdentity({
      provider: 'google',
      subject: 'owner-subject',
      email: 'owner@example.com',
      emailVerified: true,
    });
    expect(user.id).toBe(String(squatted._id));
    expect(endOtherSessions).toBe(true);
    const stored = await UserModel.findById(squatted._id).lean();
    expect(stored?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(stored?.passwordHash).toBeUndefined();
  });

  it('never joins an account whose address was proven (a confirmed password account), even with a verified email', async () => {
    const confirmed = await UserModel.create({
      email: 'confirmed@example.com',
      passwordHash: 'own-hash',
      emailConfirmedAt: new Date('2026-01-01'),
    });
    await expect(
      signInWithExternalIdentity({
        provider: 'apple',
        subject: 'confirmed-subject',
        email: 'confirmed@example.com',
        emailVerified: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: identityNotLinkedMessage('Apple') });
    const stored = await UserModel.findById(confirmed._id).lean();
    expect(stored?.passwordHash).toBe('own-hash');
    expect(stored?.emailConfirmedAt).toEqual(new Date('2026-01-01'));
    expect(await IdentityModel.countDocuments({ userId: confirmed._id })).toBe(0);
  });

  it('leaves the onboarding state of an account it claims as it was', async () => {
    const email = 'linked-onboarding@example.com';
    for (const [index, state] of [true, false].entries()) {
      const address = `${index}-${email}`;
      await UserModel.create({
        email: address,
        user_metadata: { full_name: 'Lin Ked', onboarding_completed: state },
      });
      const { user } = await signInWithExternalIdentity({
        provider: 'google',
        subject: `linked-onboarding-${index}`,
        email: address,
        emailVerified: true,
      });
      expect(user.user_metadata.onboarding_completed).toBe(state);
    }
  });

  it('refuses a profile without an email when it would create an account', async () => {
    await expect(
      signInWithExternalIdentity({ provider: 'apple', subject: 'no-email', emailVerified: false }),
    ).rejects.toMatchObject({ status: 400, field: 'email' });
  });
});

describe('account pre-hijack (security review item 6)', () => {
  it('a verified Google sign-in takes over an account whose address nobody proved: its password goes and every other session ends', async () => {
    // Someone registered the owner's address with a password (confirmation off: nothing proved it).
    const email = 'alice.martin@example.com';
    const previous = await UserModel.findOne({ email }).lean();
    if (previous) {
      await IdentityModel.deleteMany({ userId: previous._id });
      await UserModel.deleteOne({ _id: previous._id });
    }
    const squatter = await request(app)
      .post('/api/auth/sign-up')
      .set(await internalTokenHeader('auth', 'POST /api/auth/sign-up'))
      .send({ email, password: 'Squatter1', full_name: 'Not Alice' });
    expect(squatter.status).toBe(201);
    expect((await UserModel.findOne({ email }).lean())?.emailConfirmedAt).toBeNull();

    const res = await signIn('google', 'alice');
    const user = await grantOf(res);
    expect(user.id).toBe(squatter.body.user.id);
    const revocation = await verifyUserSessionsRevocation(
      String(res.headers['x-session-revoke-user']),
      grantVerifier(res),
    );
    expect(revocation).toEqual({ userId: user.id, keepCurrent: false });
    const stored = await UserModel.findById(user.id).lean();
    expect(stored?.passwordHash).toBeUndefined();
    expect(stored?.emailConfirmedAt).toBeInstanceOf(Date);

    // The owner's next sign-in ends nobody's session.
    const again = await signIn('google', 'alice');
    expect((await grantOf(again)).id).toBe(user.id);
    expect(again.headers['x-session-revoke-user']).toBeUndefined();
  });
});
