import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_CLIENTS } from '../default-clients';
import type { RunningSandbox } from '../main';
import { shopifyQueryHmac } from '../signatures';
import { answer, get, postForm, readForm, REDIRECT_URI, startSandbox, withQuery } from '../sandbox-client.test.helper';

const { clientId, clientSecret } = SANDBOX_CLIENTS.shopify;
const SHOP = 'alices-bakery.myshopify.com';
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

/**
 * What an app does with Shopify's redirect, as @shopify/shopify-api does it: the other parameters,
 * sorted by name and form-encoded, HMAC-SHA256 with the app secret, hex.
 */
function verifyCallback(query: URLSearchParams, secret: string): boolean {
  const received = query.get('hmac') ?? '';
  const sorted = Object.fromEntries(
    [...query.entries()].filter(([key]) => key !== 'hmac').sort(([a], [b]) => a.localeCompare(b)),
  );
  const message = new URLSearchParams(sorted).toString();
  const expected = createHmac('sha256', secret).update(message).digest('hex');
  return received.length === expected.length && timingSafeEqual(Buffer.from(received), Buffer.from(expected));
}

function authorizeUrl(shop: string, extra: Record<string, string | undefined> = {}) {
  return withQuery(`${sandbox.url}/shopify/shops/${shop}/admin/oauth/authorize`, {
    client_id: clientId,
    scope: 'read_products,read_orders',
    redirect_uri: REDIRECT_URI,
    state: 'nonce-1',
    sandbox_decision: 'allow',
    ...extra,
  });
}

async function install(shop = SHOP, extra: Record<string, string | undefined> = {}) {
  const answer = await get(authorizeUrl(shop, extra));
  expect(answer.status).toBe(302);
  return answer.location!.searchParams;
}

function exchange(shop: string, params: Record<string, string | undefined>) {
  return postForm(`${sandbox.url}/shopify/shops/${shop}/admin/oauth/access_token`, params);
}

describe('shopify app install flow', () => {
  it('signs with the algorithm of Shopify’s documented example', () => {
    const query = new URLSearchParams(
      'code=0907a61c0c8d55e99db179b68161bc00&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173',
    );
    expect(shopifyQueryHmac(query, 'hush')).toBe('700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf');
  });

  it('installs on a shop: signed callback, offline token, shop endpoint', async () => {
    const query = await install();
    expect(query.get('shop')).toBe(SHOP);
    expect(query.get('state')).toBe('nonce-1');
    expect(Buffer.from(query.get('host')!, 'base64url').toString()).toBe('admin.shopify.com/store/alices-bakery');
    expect(Number(query.get('timestamp'))).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(verifyCallback(query, clientSecret)).toBe(true);
    expect(verifyCallback(query, 'another-secret')).toBe(false);

    const token = await exchange(SHOP, { client_id: clientId, client_secret: clientSecret, code: query.get('code')! });
    expect(token.status).toBe(200);
    expect(token.json).toEqual({ access_token: expect.stringMatching(/^shpat_/), scope: 'read_products,read_orders' });

    const shop = await get(`${sandbox.url}/shopify/shops/${SHOP}/admin/api/2025-07/shop.json`, {
      'X-Shopify-Access-Token': token.json.access_token,
    });
    expect(shop.status).toBe(200);
    expect(shop.json.shop).toMatchObject({
      name: "Alice's Bakery",
      myshopify_domain: SHOP,
      email: 'alice.martin@example.com',
      currency: 'USD',
    });

    const otherShop = await get(
      `${sandbox.url}/shopify/shops/chen-outdoor-gear.myshopify.com/admin/api/2025-07/shop.json`,
      {
        'X-Shopify-Access-Token': token.json.access_token,
      },
    );
    expect(otherShop.status).toBe(401);
    expect(otherShop.json.errors).toContain('Invalid API key or access token');
  });

  it('fails verification when any callback parameter is altered', async () => {
    const query = await install();
    for (const [key, value] of [
      ['shop', 'chen-outdoor-gear.myshopify.com'],
      ['code', 'forged'],
      ['state', 'other'],
      ['timestamp', '1'],
    ]) {
      const altered = new URLSearchParams(query);
      altered.set(key!, value!);
      expect(verifyCallback(altered, clientSecret)).toBe(false);
    }
  });

  it('accepts JSON token requests, makes codes single-use and checks the secret', async () => {
    const query = await install();
    const badSecret = await exchange(SHOP, { client_id: clientId, client_secret: 'nope', code: query.get('code')! });
    expect(badSecret.status).toBe(401);
    expect(badSecret.json.error).toBe('invalid_client');

    const body = JSON.stringify({ client_id: clientId, client_secret: clientSecret, code: query.get('code') });
    const url = `${sandbox.url}/shopify/shops/${SHOP}/admin/oauth/access_token`;
    const first = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(first.status).toBe(200);
    const again = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('invalid_grant');
  });

  it('refuses a code at another shop’s token endpoint', async () => {
    const query = await install();
    const token = await exchange('chen-outdoor-gear.myshopify.com', {
      client_id: clientId,
      client_secret: clientSecret,
      code: query.get('code')!,
    });
    expect(token.status).toBe(400);
    expect(token.json.error).toBe('invalid_grant');
  });

  it('answers an unknown shop with the platform’s 404', async () => {
    const answer = await get(authorizeUrl('no-such-shop.myshopify.com'), { Accept: 'application/json' });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ errors: 'Not Found' });
    const page = await get(authorizeUrl('no-such-shop.myshopify.com'), { Accept: 'text/html' });
    expect(page.text).toContain('There’s no store here');
    const token = await exchange('no-such-shop.myshopify.com', {
      client_id: clientId,
      client_secret: clientSecret,
      code: 'x',
    });
    expect(token.status).toBe(404);
  });

  it('gives online (per-user) tokens with the associated user', async () => {
    const query = await install(SHOP, { 'grant_options[]': 'per-user' });
    const token = await exchange(SHOP, { client_id: clientId, client_secret: clientSecret, code: query.get('code')! });
    expect(token.json).toMatchObject({
      access_token: expect.any(String),
      expires_in: 3600,
      associated_user: { email: 'alice.martin@example.com', account_owner: true },
    });
  });

  it('gives expiring offline tokens that refresh and rotate when asked with expiring=1', async () => {
    const query = await install();
    const token = await exchange(SHOP, {
      client_id: clientId,
      client_secret: clientSecret,
      code: query.get('code')!,
      expiring: '1',
    });
    expect(token.json).toMatchObject({ expires_in: 3600, refresh_token: expect.stringMatching(/^shprt_/) });
    const refresh = {
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: 'refresh_token',
      refresh_token: token.json.refresh_token,
    };
    const refreshed = await exchange(SHOP, refresh);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(token.json.refresh_token);
    expect((await exchange(SHOP, refresh)).json.error).toBe('invalid_grant');
  });

  it('shows the install page for the shop owner, and Deny returns access_denied with a valid hmac', async () => {
    const page = await get(authorizeUrl(SHOP, { sandbox_decision: undefined }));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Install app on ${SHOP}`);
    expect(page.text).toContain('Alice Martin');
    expect(page.text).not.toContain('Bob Chen');
    const form = readForm(page.text, sandbox.url);
    const denied = await postForm(form.action, { ...form.fields, identity: 'alice', decision: 'deny' });
    expect(denied.location?.searchParams.get('error')).toBe('access_denied');
    expect(verifyCallback(denied.location!.searchParams, clientSecret)).toBe(true);
  });

  it('rejects scopes Shopify does not have', async () => {
    const query = await install(SHOP, { scope: 'read_products,steal_everything' });
    expect(query.get('error')).toBe('invalid_scope');
  });
});

describe('shopify app uninstall (DELETE api_permissions/current.json)', () => {
  const uninstallUrl = (shop: string) => `${sandbox.url}/shopify/shops/${shop}/admin/api_permissions/current.json`;
  const shopJson = (shop: string, token: string) =>
    get(`${sandbox.url}/shopify/shops/${shop}/admin/api/2025-07/shop.json`, { 'X-Shopify-Access-Token': token });
  const uninstall = async (shop: string, token?: string) =>
    answer(
      await fetch(uninstallUrl(shop), {
        method: 'DELETE',
        headers: token ? { 'X-Shopify-Access-Token': token } : {},
      }),
    );

  async function token(shop: string, extra: Record<string, string> = {}, installExtra = {}) {
    const query = await install(shop, installExtra);
    const answer = await exchange(shop, {
      client_id: clientId,
      client_secret: clientSecret,
      code: query.get('code')!,
      ...extra,
    });
    expect(answer.status).toBe(200);
    return answer.json as { access_token: string; refresh_token?: string };
  }

  it('revokes every token the app holds for the shop (offline, online, expiring with its refresh token)', async () => {
    const offline = await token(SHOP);
    const online = await token(SHOP, {}, { 'grant_options[]': 'per-user' });
    const expiring = await token(SHOP, { expiring: '1' });
    const otherShop = await token('chen-outdoor-gear.myshopify.com');

    const removed = await uninstall(SHOP, offline.access_token);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({});

    for (const value of [offline.access_token, online.access_token, expiring.access_token]) {
      const call = await shopJson(SHOP, value);
      expect(call.status).toBe(401);
      expect(call.json.errors).toContain('Invalid API key or access token');
    }
    const refreshed = await exchange(SHOP, {
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: 'refresh_token',
      refresh_token: expiring.refresh_token,
    });
    expect(refreshed.json.error).toBe('invalid_grant');
    expect((await shopJson('chen-outdoor-gear.myshopify.com', otherShop.access_token)).status).toBe(200);
    expect((await uninstall(SHOP, offline.access_token)).status).toBe(401);
  });

  it('refuses a missing token and another shop’s token with Shopify’s 401', async () => {
    const other = await token('chen-outdoor-gear.myshopify.com');
    expect((await uninstall(SHOP)).status).toBe(401);
    const wrongShop = await uninstall(SHOP, other.access_token);
    expect(wrongShop.status).toBe(401);
    expect((await shopJson('chen-outdoor-gear.myshopify.com', other.access_token)).status).toBe(200);
  });
});
