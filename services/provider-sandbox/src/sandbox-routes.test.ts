import type { RunningSandbox } from './main';
import { connect, profileCall, refresh } from './provider-tokens.test.helper';
import { answer, get, REDIRECT_URI, startSandbox, withQuery, type Answer } from './sandbox-client.test.helper';

const SECOND_TIKTOK_APP = { provider: 'tiktok' as const, clientId: 'second-tiktok-app', clientSecret: 'second-secret' };
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ clients: [{ ...SECOND_TIKTOK_APP, redirectUris: [REDIRECT_URI] }] });
});
afterAll(() => sandbox.stop());

async function revokeAll(body: unknown): Promise<Answer> {
  return answer(
    await fetch(`${sandbox.url}/_sandbox/tokens/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

describe('POST /_sandbox/tokens/revoke', () => {
  it('revokes every token of the identity at the platform, in every app, and nobody else’s', async () => {
    const alice = await connect(sandbox.url, 'tiktok', 'alice');
    const again = await connect(sandbox.url, 'tiktok', 'alice');
    const bob = await connect(sandbox.url, 'tiktok', 'bob');
    const aliceAtX = await connect(sandbox.url, 'x', 'alice');
    // The second app, connected by hand: the helper uses the default one.
    const callback = await get(
      withQuery(`${sandbox.url}/tiktok/v2/auth/authorize/`, {
        client_key: SECOND_TIKTOK_APP.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'user.info.basic',
        sandbox_identity: 'alice',
      }),
    );
    const second = await answer(
      await fetch(`${sandbox.url}/tiktok/v2/oauth/token/`, {
        method: 'POST',
        body: new URLSearchParams({
          client_key: SECOND_TIKTOK_APP.clientId,
          client_secret: SECOND_TIKTOK_APP.clientSecret,
          code: callback.location!.searchParams.get('code')!,
          grant_type: 'authorization_code',
          redirect_uri: REDIRECT_URI,
        }),
      }),
    );
    expect(second.status).toBe(200);

    const revoked = await revokeAll({ provider: 'tiktok', identity: 'alice' });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ revoked: 6 }); // three grants, an access and a refresh token each

    for (const access of [alice.access, again.access, second.json.access_token]) {
      const call = await profileCall(sandbox.url, 'tiktok', access);
      expect(call.status).toBe(401);
      expect(call.json.error.code).toBe('access_token_invalid');
    }
    expect((await refresh(sandbox.url, 'tiktok', alice.refresh!)).json.error).toBe('invalid_grant');
    expect((await profileCall(sandbox.url, 'tiktok', bob.access)).status).toBe(200);
    expect((await profileCall(sandbox.url, 'x', aliceAtX.access)).status).toBe(200);

    expect((await revokeAll({ provider: 'tiktok', identity: 'alice' })).json).toEqual({ revoked: 0 });
    const reconnected = await connect(sandbox.url, 'tiktok', 'alice');
    expect((await profileCall(sandbox.url, 'tiktok', reconnected.access)).status).toBe(200);
  });

  it('revokes Meta page tokens with the user tokens', async () => {
    const user = await connect(sandbox.url, 'meta', 'alice');
    const pages = await get(withQuery(`${sandbox.url}/meta/v23.0/me/accounts`, { access_token: user.access }));
    const pageToken = pages.json.data[0].access_token as string;
    expect((await revokeAll({ provider: 'meta', identity: 'alice' })).json.revoked).toBeGreaterThanOrEqual(3);
    for (const token of [user.access, pageToken]) {
      const call = await profileCall(sandbox.url, 'meta', token);
      expect(call.json.error.code).toBe(190);
    }
  });

  it.each([
    [{ identity: 'alice' }, 'provider'],
    [{ provider: 'myspace', identity: 'alice' }, 'provider'],
    [{ provider: 'tiktok' }, 'identity'],
    [{ provider: 'tiktok', identity: 'mallory' }, 'identity'],
    [{ provider: 'tiktok', identity: 'alice', all: true }, 'all'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const refused = await revokeAll(body);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: 'invalid_request', field });
  });

  it('lists the valid identities when one is unknown', async () => {
    const refused = await revokeAll({ provider: 'tiktok', identity: 'mallory' });
    expect(refused.json.error_description).toContain('alice, bob, carla');
  });
});

describe('POST /_sandbox/tokens', () => {
  async function issue(body: unknown): Promise<Answer> {
    return answer(
      await fetch(`${sandbox.url}/_sandbox/tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  }

  it('issues a working token for a sample identity, with the scopes asked for', async () => {
    const issued = await issue({ provider: 'tiktok', identity: 'bob', scopes: ['user.info.basic'] });
    expect(issued.status).toBe(201);
    expect(issued.json).toEqual({ access_token: expect.stringMatching(/^act\./), expires_in: 3600 });
    const user = await get(`${sandbox.url}/tiktok/v2/user/info/?fields=open_id`, {
      Authorization: `Bearer ${issued.json.access_token}`,
    });
    expect(user.status).toBe(200);
    expect(user.json.data.user.open_id).toBe('-000BobOpenId3e8b1d2c');
  });

  it('binds a Shopify token to the identity’s shop, and can issue one that never expires', async () => {
    const issued = await issue({
      provider: 'shopify',
      identity: 'alice',
      scopes: ['read_orders'],
      lifetimeSeconds: null,
    });
    expect(issued.json.expires_in).toBeNull();
    const headers = { 'X-Shopify-Access-Token': issued.json.access_token };
    expect(
      (await get(`${sandbox.url}/shopify/shops/alices-bakery.myshopify.com/admin/api/2025-07/shop.json`, headers))
        .status,
    ).toBe(200);
    expect(
      (await get(`${sandbox.url}/shopify/shops/chen-outdoor-gear.myshopify.com/admin/api/2025-07/shop.json`, headers))
        .status,
    ).toBe(401);
  });

  it.each([
    [{ provider: 'myspace', identity: 'alice' }, 'provider'],
    [{ provider: 'x', identity: 'mallory' }, 'identity'],
    [{ provider: 'x', identity: 'alice', lifetimeSeconds: -1 }, 'lifetimeSeconds'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const refused = await issue(body);
    expect(refused.status).toBe(400);
    expect(refused.json.field).toBe(field);
  });
});
