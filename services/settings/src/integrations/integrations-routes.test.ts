import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { createClient } from 'redis';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import { followersOn, isoDay } from '@scp/provider-sandbox/generators';
import { start, type RunningSandbox } from '@scp/provider-sandbox/main';
import {
  connectedAccountsResponseSchema,
  type ConnectedAccount,
} from '@scp/shared/contracts/settings/connected-accounts';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { settingsInternalPaths } from '@scp/shared/contracts/settings/settings-internal';
import {
  accountReadPath,
  integrationsInternalPaths,
  sendMessageResponseSchema,
} from '@scp/shared/contracts/settings/integrations-internal';
import { customerWrites, hoursAgo, newCustomerId } from '@scp/provider-sandbox/messaging/messaging-client.test.helper';
import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';
import { ConnectedAccountModel } from './connected-account-model';
import { createTokenCipher, LOCAL_TOKEN_KEY } from './token-cipher';

const PUBLIC_ORIGIN = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_ORIGIN}/api/settings/integrations/callback`;
const texts = integrationsTexts.connectErrors;
let sandbox: RunningSandbox;
/** Stands in for the dashboard's internal API: what settings tells it, and whether it answers. */
let dashboard: http.Server;
const toldDashboard: Array<{ path: string; body: unknown }> = [];
let dashboardAnswers = true;
const mutedUsers = new Set<string>();
/** Where the sandbox delivers a customer's message as Meta's webhook: taken, and nothing more here. */
const webhookSink = http.createServer((_req, res) => res.writeHead(200).end());

beforeAll(async () => {
  await new Promise<void>((resolve) => webhookSink.listen(0, '127.0.0.1', resolve));
  sandbox = await start({
    port: 0,
    smtpPort: 0,
    allowedRedirectOrigins: [PUBLIC_ORIGIN],
    metaWebhookUrl: `http://127.0.0.1:${(webhookSink.address() as AddressInfo).port}/`,
  });
  dashboard = http.createServer((req, res) => {
    // The auth service's internal API is answered here too: who gets alert mails.
    if (req.url === '/internal/auth/notification-profile') {
      const userId = String(decodeJwt(String(req.headers['x-internal-token'])).sub);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          email: `${userId}@example.com`,
          fullName: 'Nora',
          emailNotifications: !mutedUsers.has(userId),
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      toldDashboard.push({ path: String(req.url), body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
      res.writeHead(dashboardAnswers ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => dashboard.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise((resolve) => dashboard?.close(resolve));
  await new Promise((resolve) => webhookSink.close(resolve));
});

const fx = settingsFixture(() => ({
  ...sandboxSettingsServiceEnv(),
  PROVIDER_SANDBOX_URL: sandbox.url,
  PUBLIC_ORIGIN,
  DASHBOARD_SERVICE_URL: `http://127.0.0.1:${(dashboard.address() as AddressInfo).port}/`,
  AUTH_SERVICE_URL: `http://127.0.0.1:${(dashboard.address() as AddressInfo).port}/`,
  SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
}));

const cipher = createTokenCipher([LOCAL_TOKEN_KEY]);

async function startConnect(userId: string, body: Record<string, unknown>) {
  return callAs(userId, fx.app)('post', '/integrations/connect', { body });
}

/** The person on the platform's consent page: the sandbox's shortcut parameters stand in for the clicks. */
async function consent(authorizationUrl: string, decision: Record<string, string> = { sandbox_identity: 'alice' }) {
  const url = new URL(authorizationUrl);
  for (const [name, value] of Object.entries(decision)) url.searchParams.set(name, value);
  const answer = await fetch(url, { redirect: 'manual' });
  expect([302, 303]).toContain(answer.status);
  const location = new URL(answer.headers.get('location') as string);
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  // What the gateway forwards: the path under /api/settings with the platform's query.
  return `/integrations/callback${location.search}`;
}

async function callback(userId: string | undefined, path: string) {
  const answer = await callAs(userId, fx.app)('get', path);
  expect(answer.status).toBe(303);
  return answer.headers.location as string;
}

async function connect(
  userId: string,
  body: Record<string, unknown>,
  decision?: Record<string, string>,
): Promise<string> {
  const started = await startConnect(userId, body);
  expect(started.status).toBe(200);
  return callback(userId, await consent(started.body.authorizationUrl, decision));
}

async function accounts(userId: string) {
  const answer = await callAs(userId, fx.app)('get', '/integrations/accounts');
  expect(answer.status).toBe(200);
  return answer.body.accounts as ConnectedAccount[];
}

async function storedToken(userId: string, platform: string, accountId: string): Promise<string> {
  const raw = await ConnectedAccountModel.collection.findOne({ userId, platform, accountId });
  return cipher.open(raw?.accessToken);
}

const today = () => isoDay(new Date());

describe('connecting Instagram in a popup', () => {
  it('runs the code flow with state and PKCE and keeps the business account behind the page', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'instagram', mode: 'popup' });
    expect(started.status).toBe(200);
    const url = new URL(started.body.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/meta/v23.0/dialog/oauth`);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^instagram\.popup\.[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')).toContain('instagram_basic');

    const location = await callback(userId, await consent(started.body.authorizationUrl));
    expect(location).toBe('/auth/callback?status=success&platform=instagram&connected_count=1');

    const [account] = await accounts(userId);
    expect(account).toMatchObject({
      platform: 'instagram',
      accountId: '17841400000000001',
      identifier: '@alicesbakery',
      displayName: "Alice's Bakery",
      profileUrl: 'https://www.instagram.com/alicesbakery/',
      accountInfo: { followers: followersOn('instagram:17841400000000001', today()) },
      connected: true,
      status: 'connected',
      error: null,
      tokenExpiresAt: null,
    });
    expect(Date.parse(account?.lastSync ?? '')).not.toBeNaN();
  });

  it('keeps tokens encrypted: the stored document and every answer hold no token', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const raw = await ConnectedAccountModel.collection.find({ userId }).toArray();
    expect(raw).toHaveLength(2);
    for (const doc of raw) {
      expect(doc.accessToken).toEqual({
        keyId: 'local-1',
        iv: expect.any(String),
        tag: expect.any(String),
        data: expect.any(String),
      });
      const token = cipher.open(doc.accessToken);
      expect(token).toMatch(/^EAA/);
      expect(JSON.stringify(doc)).not.toContain(token);
      expect(JSON.stringify(doc)).not.toContain('EAA');
    }
    const answer = await callAs(userId, fx.app)('get', '/integrations/accounts');
    expect(answer.text).not.toContain('EAA');
    expect(answer.body.accounts.map((a: { displayName: string }) => a.displayName)).toEqual([
      "Alice's Bakery",
      'Martin Studio',
    ]);
  });
});

describe('connecting Shopify in page mode', () => {
  it('asks for the store, checks the signed callback and comes back with shopify_status', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'shopify', mode: 'page', shopDomain: ' Alices-Bakery ' });
    expect(started.status).toBe(200);
    expect(started.body.authorizationUrl).toContain(
      '/shopify/shops/alices-bakery.myshopify.com/admin/oauth/authorize?',
    );
    const location = await callback(
      userId,
      await consent(started.body.authorizationUrl, { sandbox_decision: 'allow' }),
    );
    expect(location).toBe('/settings/integrations?shopify_status=success');
    expect(await accounts(userId)).toEqual([
      expect.objectContaining({
        platform: 'shopify',
        accountId: 'alices-bakery.myshopify.com',
        identifier: 'alices-bakery.myshopify.com',
        displayName: "Alice's Bakery",
        accountInfo: { followers: null },
        status: 'connected',
      }),
    ]);
  });

  it('comes back to the path it was started from', async () => {
    const userId = newUserId();
    const location = await connect(
      userId,
      { platform: 'shopify', mode: 'page', shopDomain: 'alices-bakery.myshopify.com', returnTo: '/onboarding?step=2' },
      { sandbox_decision: 'allow' },
    );
    expect(location).toBe('/onboarding?step=2&shopify_status=success');
  });

  it('refuses a callback whose hmac does not verify, and stores nothing', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'shopify', mode: 'page', shopDomain: 'alices-bakery' });
    const path = await consent(started.body.authorizationUrl, { sandbox_decision: 'allow' });
    const tampered = path.replace(/timestamp=\d+/, 'timestamp=1');
    const location = await callback(userId, tampered);
    expect(location).toBe(
      `/settings/integrations?shopify_status=error&error_message=${encodeURIComponent(texts.invalidCallback).replace(/%20/g, '+')}`,
    );
    expect(await accounts(userId)).toEqual([]);
  });

  it.each([
    [{}, 'Please enter your Shopify store domain (e.g., your-store.myshopify.com).'],
    [{ shopDomain: '   ' }, 'Please enter your Shopify store domain (e.g., your-store.myshopify.com).'],
    [{ shopDomain: 'shop.example.com/admin' }, 'Invalid store domain'],
  ])('needs a store domain: %j', async (extra, message) => {
    const answer = await startConnect(newUserId(), { platform: 'shopify', mode: 'page', ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ field: 'shopDomain', message });
  });
});

describe('every platform', () => {
  it.each([
    [
      'tiktok',
      'alice',
      { identifier: '@alicebakes', followers: followersOn('tiktok:-000AliceOpenId7f3c9a', isoDay(new Date())) },
    ],
    [
      'twitter',
      'alice',
      { identifier: '@alice_bakes', followers: followersOn('x:1600000000000000001', isoDay(new Date())) },
    ],
    [
      'pinterest',
      'alice',
      { identifier: '@alicesbakery', followers: followersOn('pinterest:549755813801', isoDay(new Date())) },
    ],
  ])('%s connects the account of %s with its follower count', async (platform, identity, expected) => {
    const userId = newUserId();
    const location = await connect(userId, { platform, mode: 'popup' }, { sandbox_identity: identity });
    expect(location).toBe(`/auth/callback?status=success&platform=${platform}&connected_count=1`);
    const [account] = await accounts(userId);
    expect(account).toMatchObject({
      platform,
      identifier: expected.identifier,
      accountInfo: { followers: expected.followers },
      status: 'connected',
    });
    expect(Date.parse(account?.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('LinkedIn connects only the company pages the person administers', async () => {
    const userId = newUserId();
    const location = await connect(userId, { platform: 'linkedin', mode: 'popup' }, { sandbox_identity: 'bob' });
    expect(location).toBe('/auth/callback?status=success&platform=linkedin&connected_count=2');
    expect((await accounts(userId)).map((account) => [account.accountId, account.displayName])).toEqual([
      ['90000002', 'Chen Outdoor Gear'],
      ['90000003', 'Trailhead Collective'],
    ]);
  });

  it('Google Analytics connects every GA4 property the Google account can read', async () => {
    const userId = newUserId();
    const location = await connect(
      userId,
      { platform: 'google-analytics', mode: 'popup' },
      { sandbox_identity: 'bob' },
    );
    expect(location).toBe('/auth/callback?status=success&platform=google-analytics&connected_count=2');
    const found = await accounts(userId);
    expect(found.map((account) => account.identifier)).toEqual([
      expect.stringMatching(/^properties\/\d+$/),
      expect.stringMatching(/^properties\/\d+$/),
    ]);
    expect(found[0]).toMatchObject({ accountInfo: { followers: null }, status: 'connected' });
    const none = await connect(
      newUserId(),
      { platform: 'google-analytics', mode: 'popup' },
      { sandbox_identity: 'carla' },
    );
    expect(new URLSearchParams(none.split('?')[1]).get('error_message')).toBe(texts.noAccounts['google-analytics']);
  });

  it('says which accounts are missing when the platform gives none', async () => {
    const userId = newUserId();
    const location = await connect(userId, { platform: 'instagram', mode: 'popup' }, { sandbox_identity: 'carla' });
    const params = new URLSearchParams(location.split('?')[1]);
    expect(params.get('status')).toBe('error');
    expect(params.get('error_message')).toBe(texts.noAccounts.instagram);
    expect(await accounts(userId)).toEqual([]);
  });

  it('a denied consent comes back as a failed connection', async () => {
    const userId = newUserId();
    const location = await connect(userId, { platform: 'tiktok', mode: 'page' }, { sandbox_decision: 'deny' });
    expect(location).toBe(
      `/settings/integrations?tiktok_status=error&error_message=${new URLSearchParams({ m: texts.denied }).toString().slice(2)}`,
    );
  });
});

describe('callback attacks', () => {
  it('a replayed callback finds its flow used up and changes nothing', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'twitter', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    expect(await callback(userId, path)).toContain('status=success');
    const replay = new URLSearchParams((await callback(userId, path)).split('?')[1]);
    expect(replay.get('status')).toBe('error');
    expect(replay.get('error_message')).toBe(texts.expired);
    expect(await accounts(userId)).toHaveLength(1);
  });

  it("another user's flow is refused, and the code is never exchanged", async () => {
    const victim = newUserId();
    const attacker = newUserId();
    const started = await startConnect(attacker, { platform: 'pinterest', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    const location = new URLSearchParams((await callback(victim, path)).split('?')[1]);
    expect(location.get('error_message')).toBe(texts.otherAccount);
    expect(await accounts(victim)).toEqual([]);
    expect(await accounts(attacker)).toEqual([]);
  });

  it("another user's request does not use up the flow: the one who started it still finishes it", async () => {
    const owner = newUserId();
    const other = newUserId();
    const started = await startConnect(owner, { platform: 'pinterest', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    const refused = new URLSearchParams((await callback(other, path)).split('?')[1]);
    expect(refused.get('error_message')).toBe(texts.otherAccount);
    expect(await callback(owner, path)).toBe('/auth/callback?status=success&platform=pinterest&connected_count=1');
    expect(await accounts(owner)).toHaveLength(1);
    expect(await accounts(other)).toEqual([]);
    // Used once by its owner: a replay finds nothing.
    expect(new URLSearchParams((await callback(owner, path)).split('?')[1]).get('error_message')).toBe(texts.expired);
  });

  it.each([
    ['no state', '/integrations/callback?code=abc', '/settings/integrations'],
    ['a made-up state', '/integrations/callback?code=abc&state=forged', '/settings/integrations'],
    [
      'a well-formed unknown state',
      `/integrations/callback?code=abc&state=tiktok.page.${'A'.repeat(43)}`,
      `/settings/integrations?tiktok_status=error&error_message=${new URLSearchParams({ m: texts.expired }).toString().slice(2)}`,
    ],
  ])('%s goes back to the integrations tab', async (_case, path, expected) => {
    expect(await callback(newUserId(), path)).toBe(expected);
  });

  it('a repeated state or code is refused', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    const state = new URLSearchParams(path.split('?')[1]).get('state') as string;
    expect(await callback(userId, `${path}&state=${state}`)).toContain('status=error');
    expect(await accounts(userId)).toEqual([]);
  });

  it('signed out, the callback says so', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup' });
    const location = new URLSearchParams(
      (await callback(undefined, await consent(started.body.authorizationUrl))).split('?')[1],
    );
    expect(location.get('error_message')).toBe(integrationsTexts.integrations.signedOut);
  });

  it('a signed-out request leaves the flow to its owner', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup' });
    const path = await consent(started.body.authorizationUrl);
    expect(await callback(undefined, path)).toContain('status=error');
    expect(await callback(userId, path)).toBe('/auth/callback?status=success&platform=tiktok&connected_count=1');
  });
});

describe('disconnecting', () => {
  it('revokes the token at the platform, deletes it, and 404s for another user', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [account] = await accounts(userId);
    const token = await storedToken(userId, 'tiktok', account?.accountId ?? '');
    const before = await fetch(`${sandbox.url}/tiktok/v2/user/info/?fields=open_id`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);

    const path = `/integrations/accounts/tiktok/${encodeURIComponent(account?.accountId ?? '')}`;
    expect((await callAs(newUserId(), fx.app)('delete', path)).status).toBe(404);
    const answer = await callAs(userId, fx.app)('delete', path);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accounts: [] });
    expect(await ConnectedAccountModel.collection.countDocuments({ userId })).toBe(0);
    const after = await fetch(`${sandbox.url}/tiktok/v2/user/info/?fields=open_id`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect((await callAs(userId, fx.app)('delete', path)).status).toBe(404);
  });

  it('keeps the Meta grant while another page still uses it', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const token = await storedToken(userId, 'facebook', '101000000000002');
    const answer = await callAs(userId, fx.app)('delete', '/integrations/accounts/facebook/101000000000001');
    expect(answer.body.accounts.map((a: { accountId: string }) => a.accountId)).toEqual(['101000000000002']);
    const stillWorks = await fetch(`${sandbox.url}/meta/v23.0/me?access_token=${token}`);
    expect(stillWorks.status).toBe(200);
  });

  it.each([['/integrations/accounts/myspace/1'], ['/integrations/accounts/tiktok/nobody']])(
    '%s is a 404',
    async (path) => {
      expect((await callAs(newUserId(), fx.app)('delete', path)).status).toBe(404);
    },
  );
});

describe('Refresh All and connection health', () => {
  it('re-reads each account; a revoked token needs re-auth, and reconnecting restores it', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [first] = await accounts(userId);
    const refreshed = await callAs(userId, fx.app)('post', '/integrations/accounts/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.accounts[0]).toMatchObject({ status: 'connected', connected: true });

    // The person removes the app on TikTok.
    const token = await storedToken(userId, 'tiktok', first?.accountId ?? '');
    await fetch(`${sandbox.url}/tiktok/v2/oauth/revoke/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_key: 'sandbox-tiktok-client', client_secret: 'sandbox-tiktok-secret', token }),
    });
    const after = await callAs(userId, fx.app)('post', '/integrations/accounts/refresh');
    expect(after.body.accounts[0]).toMatchObject({
      status: 'needs_reauth',
      connected: false,
      error: expect.stringMatching(/token/i),
    });

    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [restored] = await accounts(userId);
    expect(restored).toMatchObject({ status: 'connected', error: null, connectedAt: first?.connectedAt });
  });
});

describe('bad input', () => {
  it.each([
    [{ platform: 'myspace', mode: 'popup' }, 'platform'],
    [{ platform: 'tiktok' }, 'mode'],
    [{ platform: 'tiktok', mode: 'popup', returnTo: '//evil.example/x' }, 'returnTo'],
    [{ platform: 'tiktok', mode: 'popup', returnTo: 'https://evil.example/' }, 'returnTo'],
    [{ platform: 'tiktok', mode: 'popup', extra: 1 }, undefined],
  ])('%j is a 400', async (body, field) => {
    const answer = await startConnect(newUserId(), body);
    expect(answer.status).toBe(400);
    if (field) expect(answer.body.error.field).toBe(field);
  });

  it('signed out, every route but the callback is a 401', async () => {
    for (const [method, path] of [
      ['get', '/integrations/accounts'],
      ['post', '/integrations/connect'],
      ['post', '/integrations/accounts/refresh'],
      ['delete', '/integrations/accounts/tiktok/x'],
    ] as const) {
      expect((await callAs(undefined, fx.app)(method, path)).status).toBe(401);
    }
  });
});

describe('the internal API the dashboard syncs through', () => {
  const accountsPath = '/internal/settings/accounts';
  const reportPath = '/internal/settings/sync-report';

  async function asService(
    caller: 'dashboard' | 'assistant' | 'responder',
    method: 'get' | 'post',
    path: string,
    userId: string,
    body?: object,
  ) {
    const req = request(fx.app)
      [method](path)
      .set(await serviceTokenHeader(caller, 'settings', `${method.toUpperCase()} ${path}`, userId));
    return body ? req.send(body) : req;
  }

  it('lists the dashboard each account without a token, and only the dashboard', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const answer = await asService('dashboard', 'get', accountsPath, userId);
    expect(answer.status).toBe(200);
    const [account] = answer.body.accounts;
    expect(account).toEqual({
      platform: 'tiktok',
      accountId: expect.any(String),
      usable: true,
      displayName: 'Alice Martin',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/accessToken|refreshToken/);
    expect((await asService('assistant', 'get', accountsPath, userId)).status).toBe(403);
    expect((await callAs(userId, fx.app)('get', '/../internal/settings/accounts')).status).not.toBe(200);
    // The endpoint that handed out tokens is gone.
    expect((await asService('dashboard', 'get', '/internal/settings/sync-accounts', userId)).status).toBe(404);
  });

  it('lists the accounts to the assistant and the auto-responder without a token, and to no one else', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const path = settingsInternalPaths.connectedAccounts;
    const answer = await asService('assistant', 'get', path, userId);
    expect(answer.status).toBe(200);
    expect(connectedAccountsResponseSchema.parse(answer.body).accounts).toEqual(await accounts(userId));
    expect(JSON.stringify(answer.body)).not.toMatch(/accessToken|refreshToken/);
    expect((await asService('dashboard', 'get', path, userId)).status).toBe(403);
  });

  it('tells the auto-responder who connected a page or an Instagram account, and no other service', async () => {
    const alice = newUserId();
    const bob = newUserId();
    await connect(alice, { platform: 'instagram', mode: 'popup' });
    await connect(bob, { platform: 'instagram', mode: 'popup' });
    const [account] = await accounts(alice);
    const path = `${settingsInternalPaths.accountOwners}?platform=instagram&accountId=${account?.accountId}`;
    const answer = await request(fx.app)
      .get(path)
      .set(await serviceTokenHeader('responder', 'settings', `GET ${path}`));
    expect(answer.status).toBe(200);
    // The sandbox's Alice is every test's Alice: other tests' users connected the same account too.
    expect(answer.body.owners).toEqual(expect.arrayContaining([alice, bob]));
    expect(answer.body.owners).not.toContain(newUserId());
    const none = `${settingsInternalPaths.accountOwners}?platform=facebook&accountId=123`;
    const empty = await request(fx.app)
      .get(none)
      .set(await serviceTokenHeader('responder', 'settings', `GET ${none}`));
    expect(empty.body).toEqual({ owners: [] });
    const bad = `${settingsInternalPaths.accountOwners}?platform=shopify&accountId=x`;
    expect(
      (
        await request(fx.app)
          .get(bad)
          .set(await serviceTokenHeader('responder', 'settings', `GET ${bad}`))
      ).status,
    ).toBe(400);
    expect(
      (
        await request(fx.app)
          .get(path)
          .set(await serviceTokenHeader('assistant', 'settings', `GET ${path}`))
      ).status,
    ).toBe(403);
  });

  it("sends the auto-responder's message from a page or the page behind an Instagram account; the token stays here", async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'instagram', mode: 'popup' });
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const all = await accounts(userId);
    const instagram = all.find((account) => account.platform === 'instagram');
    const page = all.find((account) => account.platform === 'facebook');
    const send = async (body: object, caller: 'responder' | 'assistant' = 'responder', who = userId) =>
      asService(caller, 'post', integrationsInternalPaths.sendMessage, who, body);
    const sentTo = async (accountId: string, customerId: string) => {
      const answer = await fetch(`${sandbox.url}/_sandbox/meta/sent-messages?accountId=${accountId}`);
      const { messages } = (await answer.json()) as {
        messages: { recipientId?: string; recipient?: { id: string }; text: string; tag?: string | null }[];
      };
      return messages.filter((message) => (message.recipientId ?? message.recipient?.id) === customerId);
    };
    const message = (platform: string, accountId: string, recipientId: string, text: string, humanAgent = false) => ({
      platform,
      accountId,
      recipientId,
      text,
      humanAgent,
    });

    const onPage = newCustomerId();
    const pageId = page?.accountId ?? '';
    expect(
      (await customerWrites(sandbox, { platform: 'facebook', accountId: pageId, customerId: onPage, text: 'Hi' }))
        .status,
    ).toBe(201);
    const viaPage = await send(message('facebook', pageId, onPage, 'Hello from the page'));
    expect(viaPage.status).toBe(200);
    expect(sendMessageResponseSchema.parse(viaPage.body)).toEqual({ messageId: expect.any(String) });
    expect(JSON.stringify(viaPage.body)).not.toContain(await storedToken(userId, 'facebook', pageId));
    expect((await sentTo(pageId, onPage)).map((sent) => sent.text)).toEqual(['Hello from the page']);

    const onInstagram = newCustomerId();
    const instagramId = instagram?.accountId ?? '';
    await customerWrites(sandbox, {
      platform: 'instagram',
      accountId: instagramId,
      customerId: onInstagram,
      text: 'Hi',
    });
    const viaInstagram = await send(message('instagram', instagramId, onInstagram, 'Hello on Instagram'));
    expect(sendMessageResponseSchema.parse(viaInstagram.body)).toEqual({ messageId: expect.any(String) });

    // A page token Meta refuses is renewed from the owner's grant, stored, and the message sent.
    const stale = cipher.seal('EAAstale');
    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'facebook', accountId: pageId },
      { $set: { accessToken: stale } },
    );
    const renewed = await send(message('facebook', pageId, onPage, 'After a renewal'));
    expect(sendMessageResponseSchema.parse(renewed.body)).toEqual({ messageId: expect.any(String) });
    expect(await storedToken(userId, 'facebook', pageId)).not.toBe('EAAstale');
    expect((await sentTo(pageId, onPage)).map((sent) => sent.text)).toEqual(['Hello from the page', 'After a renewal']);

    // Meta's refusals come back as their kind with Meta's words, for the responder to act on.
    const late = newCustomerId();
    await customerWrites(sandbox, {
      platform: 'facebook',
      accountId: pageId,
      customerId: late,
      text: 'Hi',
      sentAt: hoursAgo(30),
    });
    const outside = await send(message('facebook', pageId, late, 'Too late'));
    expect(sendMessageResponseSchema.parse(outside.body)).toEqual({
      failure: { kind: 'window', detail: expect.stringContaining('outside of allowed window') },
    });
    const tagged = await send(message('facebook', pageId, late, 'A person answers', true));
    expect(sendMessageResponseSchema.parse(tagged.body)).toEqual({ messageId: expect.any(String) });
    expect((await sentTo(pageId, late))[0]).toMatchObject({ text: 'A person answers', tag: 'HUMAN_AGENT' });
    const stranger = await send(message('facebook', pageId, newCustomerId(), 'Who?'));
    expect(sendMessageResponseSchema.parse(stranger.body)).toMatchObject({ failure: { kind: 'recipient' } });

    const noConnection = { failure: { kind: 'no_connection', detail: 'No active Facebook page connection found' } };
    expect((await send(message('facebook', '999', onPage, 'Hi'))).body).toEqual(noConnection);
    expect((await send(message('facebook', pageId, onPage, 'Hi'), 'responder', newUserId())).body).toEqual(
      noConnection,
    );
    expect((await send(message('facebook', pageId, onPage, 'Hi'), 'assistant')).status).toBe(403);
    expect((await send({ ...message('x', pageId, onPage, 'Hi') })).status).toBe(400);
    expect((await send({ ...message('facebook', pageId, onPage, '') })).status).toBe(400);
    expect((await send({ ...message('facebook', pageId, onPage, 'Hi'), accessToken: 'EAA' })).status).toBe(400);
    // The token-handing endpoint is gone.
    expect(
      (
        await asService(
          'responder',
          'get',
          '/internal/settings/messaging-account?platform=facebook&accountId=1',
          userId,
        )
      ).status,
    ).toBe(404);
  });

  it('refreshes a token that ends within 10 minutes before reading with it; listing refreshes nothing', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const before = await storedToken(userId, 'twitter', account?.accountId ?? '');
    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'twitter' },
      { $set: { tokenExpiresAt: new Date(Date.now() + 60_000) } },
    );
    expect((await asService('dashboard', 'get', accountsPath, userId)).status).toBe(200);
    expect(await storedToken(userId, 'twitter', account?.accountId ?? '')).toBe(before);
    const readPath = accountReadPath('twitter', account?.accountId ?? '', 'daily-metrics');
    const range = { from: isoDay(new Date(Date.now() - 6 * 24 * 3600 * 1000)), to: today() };
    const read = await asService('dashboard', 'post', readPath, userId, range);
    expect(read.body.rows).toHaveLength(7);
    const renewed = await storedToken(userId, 'twitter', account?.accountId ?? '');
    expect(renewed).not.toBe(before);
    const works = await fetch(`${sandbox.url}/x/2/users/me`, { headers: { Authorization: `Bearer ${renewed}` } });
    expect(works.status).toBe(200);
    const [after] = await accounts(userId);
    expect(Date.parse(after?.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now() + 30 * 60_000);
    // Not again while the new one has long to go.
    await asService('dashboard', 'post', readPath, userId, range);
    expect(await storedToken(userId, 'twitter', account?.accountId ?? '')).toBe(renewed);
  });

  it('a refused token reported by a sync needs re-auth, announced once in real time', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const subscriber = createClient({ url: fx.redisUrl() });
    await subscriber.connect();
    const events: string[] = [];
    await subscriber.subscribe(`events:${userId}`, (message) => events.push(message));
    const report = {
      platform: 'twitter',
      accountId: account?.accountId,
      outcome: 'rejected',
      reason: 'Unauthorized',
      at: new Date().toISOString(),
    };
    // Two reports of the same refusal at once (a sync and a Refresh All): one announcement.
    const answers = await Promise.all([1, 2, 3].map(() => asService('dashboard', 'post', reportPath, userId, report)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await asService('dashboard', 'post', reportPath, userId, report)).status).toBe(200);
    expect(await accounts(userId)).toEqual([
      expect.objectContaining({ status: 'needs_reauth', error: 'Unauthorized', connected: false }),
    ]);
    const unusable = await asService('dashboard', 'get', accountsPath, userId);
    expect(unusable.body.accounts[0]).toEqual(expect.objectContaining({ usable: false }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.map((event) => JSON.parse(event))).toEqual([
      expect.objectContaining({
        type: 'integrations.account-alert',
        payload: expect.objectContaining({ platform: 'twitter', status: 'needs_reauth', reason: 'Unauthorized' }),
      }),
    ]);
    await subscriber.quit();

    const mails = (await (await fetch(`${sandbox.url}/mailbox?to=${userId}@example.com`)).json()) as Array<{
      subject: string;
      text: string;
    }>;
    expect(mails.map((mail) => mail.subject)).toEqual(['X/Twitter: Alice Martin needs to be connected again']);
    expect(mails[0]?.text).toContain('X/Twitter said: Unauthorized');
    expect(mails[0]?.text).toContain(`${PUBLIC_ORIGIN}/settings/integrations`);

    const ok = { ...report, outcome: 'ok', reason: undefined };
    await asService('dashboard', 'post', reportPath, userId, ok);
    expect((await accounts(userId))[0]).toMatchObject({ status: 'connected', error: null });
  });

  it('sends no mail to an owner whose Email Notifications are off', async () => {
    const userId = newUserId();
    mutedUsers.add(userId);
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [account] = await accounts(userId);
    const report = {
      platform: 'tiktok',
      accountId: account?.accountId,
      outcome: 'error',
      reason: 'Down',
      at: new Date().toISOString(),
    };
    expect((await asService('dashboard', 'post', reportPath, userId, report)).status).toBe(200);
    expect((await accounts(userId))[0]).toMatchObject({ status: 'error', error: 'Down' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await (await fetch(`${sandbox.url}/mailbox?to=${userId}@example.com`)).json()).toEqual([]);
  });

  it('refuses a report for an unknown account or a malformed one', async () => {
    const userId = newUserId();
    const unknown = { platform: 'tiktok', accountId: 'nobody', outcome: 'ok', at: new Date().toISOString() };
    expect((await asService('dashboard', 'post', reportPath, userId, unknown)).status).toBe(404);
    const bad = await asService('dashboard', 'post', reportPath, userId, { ...unknown, outcome: 'great' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('outcome');
  });
});

describe('what settings tells the dashboard', () => {
  it('a connection schedules the user’s sync and names the accounts it brought, to be synced at once', async () => {
    const userId = newUserId();
    const before = toldDashboard.length;
    await connect(userId, { platform: 'pinterest', mode: 'popup' });
    expect(toldDashboard.slice(before)).toEqual([
      {
        path: '/internal/dashboard/sync-schedule',
        body: { connected: [{ platform: 'pinterest', accountId: '549755813801' }] },
      },
    ]);
    const second = toldDashboard.length;
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const pages = (await accounts(userId)).filter((account) => account.platform === 'facebook');
    expect(pages).toHaveLength(2);
    expect(toldDashboard.slice(second)).toEqual([
      {
        path: '/internal/dashboard/sync-schedule',
        body: { connected: pages.map((page) => ({ platform: 'facebook', accountId: page.accountId })) },
      },
    ]);
  });

  it('disconnecting keeps the synced history unless asked, and asks the dashboard first', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const path = `/integrations/accounts/twitter/${account?.accountId}`;

    dashboardAnswers = false;
    const refused = await callAs(userId, fx.app)('delete', `${path}?deleteHistory=true`);
    dashboardAnswers = true;
    expect(refused.status).toBe(503);
    expect(await accounts(userId)).toHaveLength(1);

    const before = toldDashboard.length;
    expect((await callAs(userId, fx.app)('delete', `${path}?deleteHistory=true`)).status).toBe(200);
    expect(toldDashboard.slice(before)).toEqual([
      { path: '/internal/dashboard/forget-account', body: { platform: 'twitter', accountId: account?.accountId } },
      // Once the account is gone: the dashboard reads the owner's accounts again.
      { path: '/internal/dashboard/sync-schedule', body: {} },
    ]);
    expect((await callAs(userId, fx.app)('delete', `${path}?deleteHistory=maybe`)).status).toBe(400);
  });

  it('a plain disconnect does not touch the history, but the dashboard hears the account went', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const before = toldDashboard.length;
    await callAs(userId, fx.app)('delete', `/integrations/accounts/twitter/${account?.accountId}`);
    expect(toldDashboard.slice(before)).toEqual([{ path: '/internal/dashboard/sync-schedule', body: {} }]);
  });
});

describe('GET /integrations/industry-suggestion', () => {
  it("suggests an industry from the connected shop's products or name", async () => {
    const userId = newUserId();
    expect((await callAs(userId, fx.app)('get', '/integrations/industry-suggestion')).body).toEqual({
      suggestion: null,
    });
    await connect(
      userId,
      { platform: 'shopify', mode: 'page', shopDomain: 'alices-bakery' },
      { sandbox_decision: 'allow' },
    );
    const answer = await callAs(userId, fx.app)('get', '/integrations/industry-suggestion');
    expect(answer.status).toBe(200);
    // The sandbox shop sells mugs, bowls and candles more than bread and tea.
    expect(answer.body.suggestion).toEqual({
      industry: 'home',
      source: 'products',
      shopDomain: 'alices-bakery.myshopify.com',
    });
  });
});
