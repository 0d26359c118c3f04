import { SANDBOX_CLIENTS } from '../default-clients';
import type { RunningSandbox } from '../main';
import { answer, get, REDIRECT_URI, startSandbox, withQuery } from '../sandbox-client.test.helper';

const { clientId, clientSecret } = SANDBOX_CLIENTS.meta;
const SCOPES = 'email,public_profile,pages_show_list,pages_read_engagement,instagram_basic,instagram_manage_messages';
let sandbox: RunningSandbox;
let graph: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  graph = `${sandbox.url}/meta/v23.0`;
});
afterAll(() => sandbox.stop());

async function dialog(identity: string, extra: Record<string, string | undefined> = {}) {
  const answer = await get(
    withQuery(`${graph}/dialog/oauth`, {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      state: 'fb-state',
      scope: SCOPES,
      sandbox_identity: identity,
      ...extra,
    }),
  );
  expect(answer.status).toBe(302);
  return answer.location!;
}

function exchange(params: Record<string, string | undefined>) {
  return get(
    withQuery(`${graph}/oauth/access_token`, {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: REDIRECT_URI,
      ...params,
    }),
  );
}

async function userToken(identity: string): Promise<string> {
  const location = await dialog(identity);
  const token = await exchange({ code: location.searchParams.get('code')! });
  expect(token.status).toBe(200);
  return token.json.access_token;
}

describe('meta (Facebook and Instagram)', () => {
  it('runs dialog, code exchange, long-lived exchange, /me, /me/accounts and the page’s Instagram account', async () => {
    const location = await dialog('alice');
    expect(location.searchParams.get('state')).toBe('fb-state');
    expect(location.hash).toBe('#_=_');
    const short = await exchange({ code: location.searchParams.get('code')! });
    expect(short.json).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 3600 });

    const long = await exchange({
      grant_type: 'fb_exchange_token',
      fb_exchange_token: short.json.access_token,
      redirect_uri: undefined,
    });
    expect(long.status).toBe(200);
    expect(long.json.expires_in).toBe(60 * 24 * 3600);
    const token = long.json.access_token;

    const me = await get(withQuery(`${graph}/me`, { fields: 'id,name,email,picture', access_token: token }));
    expect(me.json).toMatchObject({ id: '10150000000000001', name: 'Alice Martin', email: 'alice.martin@example.com' });
    expect(me.json.picture.data.url).toBe(`${sandbox.url}/avatars/alice.svg`);

    const accounts = await get(`${graph}/me/accounts`, { Authorization: `Bearer ${token}` });
    expect(accounts.status).toBe(200);
    expect(accounts.json.data.map((page: { name: string }) => page.name)).toEqual(["Alice's Bakery", 'Martin Studio']);
    const bakery = accounts.json.data[0];
    expect(bakery.access_token).toEqual(expect.any(String));

    const page = await get(
      withQuery(`${graph}/${bakery.id}`, {
        fields: 'instagram_business_account,name',
        access_token: bakery.access_token,
      }),
    );
    expect(page.json).toEqual({
      id: '101000000000001',
      name: "Alice's Bakery",
      instagram_business_account: { id: '17841400000000001' },
    });

    const instagram = await get(
      withQuery(`${graph}/17841400000000001`, { fields: 'username,followers_count,media_count', access_token: token }),
    );
    expect(instagram.json).toMatchObject({ id: '17841400000000001', username: 'alicesbakery' });
    expect(instagram.json.followers_count).toBeGreaterThan(0);
    const again = await get(
      withQuery(`${graph}/17841400000000001`, { fields: 'followers_count,media_count', access_token: token }),
    );
    expect(again.json.followers_count).toBe(instagram.json.followers_count);
    expect(again.json.media_count).toBe(instagram.json.media_count);

    const pageMe = await get(withQuery(`${graph}/me`, { access_token: bakery.access_token }));
    expect(pageMe.json).toEqual({ id: '101000000000001', name: "Alice's Bakery" });
  });

  it('gives an empty page list to a person without pages', async () => {
    const token = await userToken('carla');
    const accounts = await get(withQuery(`${graph}/me/accounts`, { access_token: token }));
    expect(accounts.json.data).toEqual([]);
  });

  it('pages /me/accounts as Graph does: 25 at a time, `next` a whole URL with the token, cursors both ways', async () => {
    const token = await userToken('dana');
    const first = await get(withQuery(`${graph}/me/accounts`, { fields: 'id,name,access_token', access_token: token }));
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(25);
    expect(first.json.data[0]).toMatchObject({ id: '103000000000001', name: 'Ridgeline Coffee Roasters' });
    expect(first.json.paging.previous).toBeUndefined();
    const next = new URL(first.json.paging.next);
    expect(next.searchParams.get('access_token')).toBe(token);
    expect(next.searchParams.get('fields')).toBe('id,name,access_token');
    expect(next.searchParams.get('after')).toBe(first.json.paging.cursors.after);

    const second = await get(next.toString());
    expect(second.json.data.map((page: { id: string }) => page.id)).toEqual(['103000000000026']);
    expect(second.json.data[0].access_token).toEqual(expect.any(String));
    expect(second.json.paging.next).toBeUndefined();
    const back = await get(second.json.paging.previous);
    expect(back.json.data.map((page: { id: string }) => page.id)).toEqual(
      first.json.data.map((page: { id: string }) => page.id),
    );

    const ids: string[] = [];
    for (
      let url: string | undefined = withQuery(`${graph}/me/accounts`, { limit: '10', access_token: token });
      url;
      url = (await get(url)).json.paging?.next
    )
      ids.push(...(await get(url)).json.data.map((page: { id: string }) => page.id));
    expect(ids).toHaveLength(26);
    expect(new Set(ids).size).toBe(26);

    for (const bad of [{ limit: 'ten' }, { after: 'bm90LWEtcGFnZQ' }]) {
      const refused = await get(withQuery(`${graph}/me/accounts`, { ...bad, access_token: token }));
      expect(refused.status).toBe(400);
      expect(refused.json.error).toMatchObject({ type: 'OAuthException', code: 100 });
    }
  });

  it('answers Graph errors for a reused code, a wrong redirect URI and a bad secret', async () => {
    const location = await dialog('bob');
    const code = location.searchParams.get('code')!;
    const wrongRedirect = await exchange({ code, redirect_uri: 'https://app.example/elsewhere' });
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.json.error).toMatchObject({ type: 'OAuthException', code: 100, error_subcode: 36008 });
    const badSecret = await exchange({ code, client_secret: 'wrong' });
    expect(badSecret.json.error).toMatchObject({
      type: 'OAuthException',
      code: 1,
      message: 'Error validating client secret.',
    });
    expect(badSecret.json.error.fbtrace_id).toEqual(expect.any(String));
    expect((await exchange({ code })).status).toBe(200);
    const reused = await exchange({ code });
    expect(reused.json.error).toMatchObject({
      code: 100,
      error_subcode: 36009,
      message: 'This authorization code has been used.',
    });
  });

  it('returns access_denied with error_reason when the person denies', async () => {
    const location = await dialog('alice', { sandbox_identity: undefined, sandbox_decision: 'deny' });
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
      state: 'fb-state',
    });
  });

  it('rejects an invalid token with OAuthException 190 and an unknown node with GraphMethodException', async () => {
    const invalid = await get(withQuery(`${graph}/me`, { access_token: 'EAAbogus' }));
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toMatchObject({ type: 'OAuthException', code: 190 });
    const token = await userToken('bob');
    const unknown = await get(withQuery(`${graph}/101000000000001`, { access_token: token }));
    expect(unknown.json.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });
  });
});

describe('meta expiry', () => {
  let expiring: RunningSandbox;
  beforeAll(async () => {
    expiring = await startSandbox({ lifetimes: { codeSeconds: 0, accessTokenSeconds: 0 } });
  });
  afterAll(() => expiring.stop());

  it('answers subcode 36007 for an expired code', async () => {
    const base = `${expiring.url}/meta/v23.0`;
    const location = (
      await get(
        withQuery(`${base}/dialog/oauth`, {
          client_id: clientId,
          redirect_uri: REDIRECT_URI,
          sandbox_identity: 'alice',
        }),
      )
    ).location!;
    const token = await get(
      withQuery(`${base}/oauth/access_token`, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: REDIRECT_URI,
        code: location.searchParams.get('code')!,
      }),
    );
    expect(token.json.error).toMatchObject({ code: 100, error_subcode: 36007 });
  });
});

describe('meta DELETE permissions (the person removes the app)', () => {
  async function remove(path: string, token: string) {
    return answer(
      await fetch(withQuery(`${graph}${path}`, { access_token: token }), { method: 'DELETE', redirect: 'manual' }),
    );
  }

  it('revokes every token the app holds for the person, page tokens included, and nobody else’s', async () => {
    const short = await userToken('alice');
    const long = await exchange({ grant_type: 'fb_exchange_token', fb_exchange_token: short, redirect_uri: undefined });
    const accounts = await get(withQuery(`${graph}/me/accounts`, { access_token: long.json.access_token }));
    const pageToken = accounts.json.data[0].access_token as string;
    const bob = await userToken('bob');

    const removed = await remove('/me/permissions', short);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true });

    for (const token of [short, long.json.access_token, pageToken]) {
      const me = await get(withQuery(`${graph}/me`, { access_token: token }));
      expect(me.status).toBe(400);
      expect(me.json.error).toMatchObject({ type: 'OAuthException', code: 190 });
    }
    expect((await remove('/me/permissions', short)).json.error.code).toBe(190);
    expect((await get(withQuery(`${graph}/me`, { access_token: bob }))).status).toBe(200);
  });

  it('takes the user id in the path and the token as Bearer', async () => {
    const token = await userToken('bob');
    const other = await remove('/10150000000000001/permissions', token);
    expect(other.status).toBe(400);
    expect(other.json.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });
    const removed = await answer(
      await fetch(`${graph}/10150000000000002/permissions`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(removed.json).toEqual({ success: true });
    expect((await get(withQuery(`${graph}/me`, { access_token: token }))).json.error.code).toBe(190);
  });

  it('refuses a page token, and no token, in Graph’s shape', async () => {
    const token = await userToken('alice');
    const accounts = await get(withQuery(`${graph}/me/accounts`, { access_token: token }));
    const page = await remove('/me/permissions', accounts.json.data[0].access_token);
    expect(page.status).toBe(400);
    expect(page.json.error.code).toBe(100);
    expect((await get(withQuery(`${graph}/me`, { access_token: token }))).status).toBe(200);
    const missing = await answer(await fetch(`${graph}/me/permissions`, { method: 'DELETE' }));
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe(2500);
  });
});
