import { SANDBOX_CLIENTS } from './default-clients';
import { DataReply, registerDataEndpoint } from './data-endpoints';
import { shopOrders } from './generators';
import type { RunningSandbox } from './main';
import { connect, profileCall } from './provider-tokens.test.helper';
import { answer, get, postForm, REDIRECT_URI, startSandbox, withQuery } from './sandbox-client.test.helper';

// A later issue's data endpoint, registered the way those issues will: the framework checks the
// token as Shopify does, the handler only builds data.
registerDataEndpoint(
  'shopify',
  'GET',
  '/shops/:shop/admin/api/:version/orders.json',
  ({ identity, query }) => {
    if (typeof query.created_at_min !== 'string')
      return new DataReply(400, { errors: { created_at_min: ['is required'] } });
    return {
      orders: shopOrders(identity.shop.domain, query.created_at_min, query.created_at_min, identity.shop.currency),
    };
  },
  { scopes: ['read_orders'] },
);
registerDataEndpoint('meta', 'GET', '/:version/me/seeded', ({ random }) => ({
  value: random('test').int(1, 1_000_000),
}));

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

async function shopifyToken(scope: string): Promise<string> {
  const callback = await get(
    withQuery(`${sandbox.url}/shopify/shops/chen-outdoor-gear.myshopify.com/admin/oauth/authorize`, {
      client_id: SANDBOX_CLIENTS.shopify.clientId,
      scope,
      redirect_uri: REDIRECT_URI,
      sandbox_decision: 'allow',
    }),
  );
  const token = await postForm(
    `${sandbox.url}/shopify/shops/chen-outdoor-gear.myshopify.com/admin/oauth/access_token`,
    {
      client_id: SANDBOX_CLIENTS.shopify.clientId,
      client_secret: SANDBOX_CLIENTS.shopify.clientSecret,
      code: callback.location!.searchParams.get('code')!,
    },
  );
  return token.json.access_token;
}

describe('data endpoint framework', () => {
  const orders = (token?: string, date = '2026-11-02') =>
    get(
      `${sandbox.url}/shopify/shops/chen-outdoor-gear.myshopify.com/admin/api/2025-07/orders.json?created_at_min=${date}`,
      token ? { 'X-Shopify-Access-Token': token } : {},
    );

  it('serves a registered endpoint with deterministic data to a valid token', async () => {
    const token = await shopifyToken('read_orders');
    const first = await orders(token);
    expect(first.status).toBe(200);
    expect(first.json.orders).toEqual(shopOrders('chen-outdoor-gear.myshopify.com', '2026-11-02', '2026-11-02', 'USD'));
    expect((await orders(await shopifyToken('read_orders'))).json).toEqual(first.json);
  });

  it('answers the platform’s 401 without a valid token and 403 without the scope', async () => {
    expect((await orders()).status).toBe(401);
    expect((await orders('shpat_forged')).status).toBe(401);
    const narrow = await orders(await shopifyToken('read_products'));
    expect(narrow.status).toBe(403);
    expect(narrow.json.errors).toContain('merchant approval');
  });

  it('lets a handler answer its own errors', async () => {
    const token = await shopifyToken('read_orders');
    const answer = await get(
      `${sandbox.url}/shopify/shops/chen-outdoor-gear.myshopify.com/admin/api/2025-07/orders.json`,
      { 'X-Shopify-Access-Token': token },
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ errors: { created_at_min: ['is required'] } });
  });

  it('seeds per-identity randomness by identity and purpose', async () => {
    const tokenFor = async (identity: string) => {
      const callback = await get(
        withQuery(`${sandbox.url}/meta/v23.0/dialog/oauth`, {
          client_id: SANDBOX_CLIENTS.meta.clientId,
          redirect_uri: REDIRECT_URI,
          sandbox_identity: identity,
        }),
      );
      const token = await get(
        withQuery(`${sandbox.url}/meta/v23.0/oauth/access_token`, {
          client_id: SANDBOX_CLIENTS.meta.clientId,
          client_secret: SANDBOX_CLIENTS.meta.clientSecret,
          redirect_uri: REDIRECT_URI,
          code: callback.location!.searchParams.get('code')!,
        }),
      );
      return token.json.access_token as string;
    };
    const value = async (identity: string) =>
      (await get(`${sandbox.url}/meta/v23.0/me/seeded?access_token=${await tokenFor(identity)}`)).json.value;
    const alice = await value('alice');
    expect(await value('alice')).toBe(alice);
    expect(await value('bob')).not.toBe(alice);
  });

  it('keeps each sandbox’s state its own when several run in one process', async () => {
    // The registry is shared and the newest sandbox registered last: handlers must still use the
    // state of the sandbox that serves the request.
    const newer = await startSandbox();
    try {
      const user = await connect(sandbox.url, 'meta', 'alice');
      const accounts = await get(withQuery(`${sandbox.url}/meta/v23.0/me/accounts`, { access_token: user.access }));
      const pageToken = accounts.json.data[0].access_token as string;
      expect((await profileCall(sandbox.url, 'meta', pageToken)).status).toBe(200);
      expect((await profileCall(newer.url, 'meta', pageToken)).status).toBe(400);

      const removed = await answer(
        await fetch(withQuery(`${sandbox.url}/meta/v23.0/me/permissions`, { access_token: user.access }), {
          method: 'DELETE',
        }),
      );
      expect(removed.json).toEqual({ success: true });
      expect((await profileCall(sandbox.url, 'meta', pageToken)).json.error.code).toBe(190);
    } finally {
      await newer.stop();
    }
  });

  it('answers 404 in JSON for a path nothing serves', async () => {
    const answer = await get(`${sandbox.url}/shopify/nothing-here`, { Accept: 'application/json' });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe('not_found');
  });
});
