import { followersOn, isoDay } from '@scp/provider-sandbox/generators';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { callAs, newUserId } from '../settings-harness.test.util';
import { ConnectedAccountModel } from './connected-account-model';
import { CALLBACK, cipher, today, useIntegrationsHarness } from './integrations-harness.test.util';

const texts = integrationsTexts.connectErrors;
const { fx, sandbox, toldDashboard, startConnect, consent, callback, connect, accounts } = useIntegrationsHarness();

describe('connecting Instagram in a popup', () => {
  it('runs the code flow with state and PKCE and keeps the business account behind the page', async () => {
    const userId = newUserId();
    const started = await startConnect(userId, { platform: 'instagram', mode: 'popup' });
    expect(started.status).toBe(200);
    const url = new URL(started.body.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox().url}/meta/v23.0/dialog/oauth`);
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

describe('what a connection tells the dashboard', () => {
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
});
