import { SANDBOX_CLIENTS } from '../default-clients';
import { followersOn, isoDay } from '../generators';
import type { RunningSandbox } from '../main';
import { connect, profileCall, refresh } from '../provider-tokens.test.helper';
import {
  basicAuth,
  get,
  pkcePair,
  postForm,
  readForm,
  REDIRECT_URI,
  startSandbox,
  withQuery,
} from '../sandbox-client.test.helper';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

async function authorize(url: string, params: Record<string, string | undefined>): Promise<URLSearchParams> {
  const answer = await get(
    withQuery(url, { redirect_uri: REDIRECT_URI, response_type: 'code', state: 'st', ...params }),
  );
  expect(answer.status).toBe(302);
  expect(answer.location!.searchParams.get('state')).toBe('st');
  return answer.location!.searchParams;
}

describe('tiktok (Login Kit v2)', () => {
  const { clientId: clientKey, clientSecret } = SANDBOX_CLIENTS.tiktok;
  const tokenUrl = () => `${sandbox.url}/tiktok/v2/oauth/token/`;

  it('runs the code flow with client_key and PKCE, refreshes, and serves /v2/user/info/', async () => {
    const pkce = pkcePair();
    const callback = await authorize(`${sandbox.url}/tiktok/v2/auth/authorize/`, {
      client_key: clientKey,
      scope: 'user.info.basic,user.info.stats',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      sandbox_identity: 'bob',
    });
    expect(callback.get('scopes')).toBe('user.info.basic,user.info.stats');
    const token = await postForm(tokenUrl(), {
      client_key: clientKey,
      client_secret: clientSecret,
      code: callback.get('code')!,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce.verifier,
    });
    expect(token.status).toBe(200);
    expect(token.json).toMatchObject({
      open_id: '-000BobOpenId3e8b1d2c',
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'user.info.basic,user.info.stats',
    });

    const info = await get(
      `${sandbox.url}/tiktok/v2/user/info/?fields=open_id,display_name,avatar_url,follower_count`,
      {
        Authorization: `Bearer ${token.json.access_token}`,
      },
    );
    expect(info.json.error.code).toBe('ok');
    expect(info.json.data.user).toMatchObject({
      open_id: '-000BobOpenId3e8b1d2c',
      display_name: 'Bob Chen',
      follower_count: expect.any(Number),
    });

    const refreshed = await postForm(tokenUrl(), {
      client_key: clientKey,
      client_secret: clientSecret,
      grant_type: 'refresh_token',
      refresh_token: token.json.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(token.json.refresh_token);
  });

  it('answers TikTok’s error shapes', async () => {
    const pkce = pkcePair();
    const callback = await authorize(`${sandbox.url}/tiktok/v2/auth/authorize/`, {
      client_key: clientKey,
      scope: 'user.info.basic',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      sandbox_identity: 'alice',
    });
    const request = {
      client_key: clientKey,
      client_secret: clientSecret,
      code: callback.get('code')!,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
    };
    const mismatch = await postForm(tokenUrl(), { ...request, code_verifier: pkcePair().verifier });
    expect(mismatch.json).toMatchObject({ error: 'invalid_grant', log_id: expect.any(String) });
    const badSecret = await postForm(tokenUrl(), { ...request, client_secret: 'x', code_verifier: pkce.verifier });
    expect(badSecret.json.error).toBe('invalid_client');
    const token = await postForm(tokenUrl(), { ...request, code_verifier: pkce.verifier });
    const forbidden = await get(`${sandbox.url}/tiktok/v2/user/info/?fields=follower_count`, {
      Authorization: `Bearer ${token.json.access_token}`,
    });
    expect(forbidden.json.error.code).toBe('scope_not_authorized');
    const invalid = await get(`${sandbox.url}/tiktok/v2/user/info/?fields=open_id`, {
      Authorization: 'Bearer act.nope',
    });
    expect(invalid.status).toBe(401);
    expect(invalid.json.error.code).toBe('access_token_invalid');
  });
});

describe('linkedin', () => {
  const { clientId, clientSecret } = SANDBOX_CLIENTS.linkedin;
  const tokenUrl = () => `${sandbox.url}/linkedin/oauth/v2/accessToken`;

  async function connect(identity: string, scope = 'openid profile email r_organization_admin') {
    const callback = await authorize(`${sandbox.url}/linkedin/oauth/v2/authorization`, {
      client_id: clientId,
      scope,
      sandbox_identity: identity,
    });
    const token = await postForm(tokenUrl(), {
      grant_type: 'authorization_code',
      code: callback.get('code')!,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: REDIRECT_URI,
    });
    expect(token.status).toBe(200);
    return token.json;
  }

  it('connects a member and lists the company pages they administer', async () => {
    const token = await connect('bob');
    expect(token.scope).toBe('openid,profile,email,r_organization_admin');
    const auth = { Authorization: `Bearer ${token.access_token}` };
    expect((await get(`${sandbox.url}/linkedin/v2/userinfo`, auth)).json).toMatchObject({
      sub: 'b0bCh3nLi2',
      name: 'Bob Chen',
      email: 'bob.chen@example.com',
    });
    expect((await get(`${sandbox.url}/linkedin/v2/me`, auth)).json).toMatchObject({
      localizedFirstName: 'Bob',
      localizedLastName: 'Chen',
    });
    const acls = await get(
      `${sandbox.url}/linkedin/v2/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED`,
      auth,
    );
    expect(acls.json.elements.map((element: { organization: string }) => element.organization)).toEqual([
      'urn:li:organization:90000002',
      'urn:li:organization:90000003',
    ]);
    expect((await get(`${sandbox.url}/linkedin/v2/organizations/90000003`, auth)).json).toMatchObject({
      localizedName: 'Trailhead Collective',
    });
    expect((await get(`${sandbox.url}/linkedin/v2/organizations/90000001`, auth)).status).toBe(404);

    const refreshed = await postForm(tokenUrl(), {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token,
      client_id: clientId,
      client_secret: clientSecret,
    });
    expect(refreshed.json.refresh_token).toBe(token.refresh_token);
    expect(refreshed.json.access_token).not.toBe(token.access_token);
  });

  it('refuses company pages without the organization scope, and invalid tokens in LinkedIn’s shape', async () => {
    const token = await connect('alice', 'openid profile');
    const acls = await get(`${sandbox.url}/linkedin/v2/organizationAcls?q=roleAssignee`, {
      Authorization: `Bearer ${token.access_token}`,
    });
    expect(acls.status).toBe(403);
    const invalid = await get(`${sandbox.url}/linkedin/v2/userinfo`, { Authorization: 'Bearer nope' });
    expect(invalid.json).toMatchObject({ status: 401, serviceErrorCode: 65600 });
  });

  it('gives an empty list to a member with no company pages', async () => {
    const token = await connect('carla');
    const acls = await get(`${sandbox.url}/linkedin/v2/organizationAcls?q=roleAssignee&role=ADMINISTRATOR`, {
      Authorization: `Bearer ${token.access_token}`,
    });
    expect(acls.json.elements).toEqual([]);
  });
});

describe('x (OAuth 2.0 with required PKCE)', () => {
  const { clientId, clientSecret } = SANDBOX_CLIENTS.x;
  const tokenUrl = () => `${sandbox.url}/x/2/oauth2/token`;

  it('requires PKCE when authorizing', async () => {
    const callback = await authorize(`${sandbox.url}/x/i/oauth2/authorize`, {
      client_id: clientId,
      scope: 'users.read tweet.read',
      sandbox_identity: 'alice',
    });
    expect(callback.get('error')).toBe('invalid_request');
    expect(callback.get('code')).toBeNull();
  });

  it('runs the flow with Basic client auth, rotates refresh tokens and serves /2/users/me', async () => {
    const pkce = pkcePair();
    const callback = await authorize(`${sandbox.url}/x/i/oauth2/authorize`, {
      client_id: clientId,
      scope: 'users.read tweet.read offline.access',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      sandbox_identity: 'carla',
    });
    const request = {
      code: callback.get('code')!,
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce.verifier,
    };
    const withoutBasic = await postForm(tokenUrl(), request);
    expect(withoutBasic.status).toBe(401);
    expect(withoutBasic.json.error).toBe('invalid_client');
    const token = await postForm(tokenUrl(), request, basicAuth(clientId, clientSecret));
    expect(token.json).toMatchObject({
      token_type: 'bearer',
      scope: 'users.read tweet.read offline.access',
      refresh_token: expect.any(String),
    });

    const me = await get(`${sandbox.url}/x/2/users/me?user.fields=profile_image_url,public_metrics`, {
      Authorization: `Bearer ${token.json.access_token}`,
    });
    expect(me.json.data).toMatchObject({
      id: '1600000000000000003',
      username: 'carla_ceramics',
      profile_image_url: `${sandbox.url}/avatars/carla.svg`,
    });

    const refresh = { grant_type: 'refresh_token', refresh_token: token.json.refresh_token, client_id: clientId };
    const refreshed = await postForm(tokenUrl(), refresh, basicAuth(clientId, clientSecret));
    expect(refreshed.status).toBe(200);
    const reused = await postForm(tokenUrl(), refresh, basicAuth(clientId, clientSecret));
    expect(reused.json.error).toBe('invalid_grant');

    const reusedCode = await postForm(tokenUrl(), request, basicAuth(clientId, clientSecret));
    expect(reusedCode.json.error).toBe('invalid_grant');
    const unauthorized = await get(`${sandbox.url}/x/2/users/me`, { Authorization: 'Bearer nope' });
    expect(unauthorized.json).toEqual({
      title: 'Unauthorized',
      type: 'about:blank',
      status: 401,
      detail: 'Unauthorized',
    });
  });
});

describe('pinterest (API v5)', () => {
  const { clientId, clientSecret } = SANDBOX_CLIENTS.pinterest;

  it('runs the flow with Basic client auth and serves /v5/user_account', async () => {
    const callback = await authorize(`${sandbox.url}/pinterest/oauth/`, {
      client_id: clientId,
      scope: 'boards:read,pins:read,user_accounts:read',
      sandbox_identity: 'alice',
    });
    const request = { grant_type: 'authorization_code', code: callback.get('code')!, redirect_uri: REDIRECT_URI };
    const badSecret = await postForm(`${sandbox.url}/pinterest/v5/oauth/token`, request, basicAuth(clientId, 'wrong'));
    expect(badSecret.status).toBe(401);
    const token = await postForm(`${sandbox.url}/pinterest/v5/oauth/token`, request, basicAuth(clientId, clientSecret));
    expect(token.json).toMatchObject({
      response_type: 'authorization_code',
      token_type: 'bearer',
      access_token: expect.stringMatching(/^pina_/),
      refresh_token: expect.stringMatching(/^pinr_/),
    });
    const account = await get(`${sandbox.url}/pinterest/v5/user_account`, {
      Authorization: `Bearer ${token.json.access_token}`,
    });
    expect(account.json).toMatchObject({
      username: 'alicesbakery',
      account_type: 'BUSINESS',
      follower_count: expect.any(Number),
    });
    const refreshed = await postForm(
      `${sandbox.url}/pinterest/v5/oauth/token`,
      { grant_type: 'refresh_token', refresh_token: token.json.refresh_token },
      basicAuth(clientId, clientSecret),
    );
    expect(refreshed.json).toMatchObject({ response_type: 'refresh_token', access_token: expect.any(String) });
  });

  it('answers 403 without the user_accounts:read scope', async () => {
    const callback = await authorize(`${sandbox.url}/pinterest/oauth/`, {
      client_id: clientId,
      scope: 'boards:read',
      sandbox_identity: 'bob',
    });
    const token = await postForm(
      `${sandbox.url}/pinterest/v5/oauth/token`,
      { grant_type: 'authorization_code', code: callback.get('code')!, redirect_uri: REDIRECT_URI },
      basicAuth(clientId, clientSecret),
    );
    const account = await get(`${sandbox.url}/pinterest/v5/user_account`, {
      Authorization: `Bearer ${token.json.access_token}`,
    });
    expect(account.status).toBe(403);
  });
});

describe('identity shortcut and consent errors', () => {
  it('refuses an unknown sandbox_identity with the list of valid ones', async () => {
    const answer = await get(
      withQuery(`${sandbox.url}/linkedin/oauth/v2/authorization`, {
        client_id: SANDBOX_CLIENTS.linkedin.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        sandbox_identity: 'mallory',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error_description).toContain('alice, bob, carla');
  });

  it('keeps a consent request open after an invalid answer, then accepts it once', async () => {
    const page = await get(
      withQuery(`${sandbox.url}/pinterest/oauth/`, {
        client_id: SANDBOX_CLIENTS.pinterest.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        state: 'p',
      }),
    );
    const form = readForm(page.text, sandbox.url);
    expect((await postForm(form.action, { ...form.fields, decision: 'allow', identity: 'mallory' })).status).toBe(400);
    const allowed = await postForm(form.action, { ...form.fields, decision: 'allow', identity: 'carla' });
    expect(allowed.location?.searchParams.get('code')).toBeTruthy();
    expect((await postForm(form.action, { ...form.fields, decision: 'allow', identity: 'carla' })).status).toBe(400);
  });

  it('refuses a consent form for an unknown or already used request', async () => {
    const answer = await postForm(`${sandbox.url}/consent`, {
      request_id: 'req_unknown',
      decision: 'allow',
      identity: 'alice',
    });
    expect(answer.status).toBe(400);
  });
});

describe('token revocation', () => {
  it('tiktok: /v2/oauth/revoke/ disconnects the app — access and refresh token both stop working', async () => {
    const { clientId: clientKey, clientSecret } = SANDBOX_CLIENTS.tiktok;
    const url = `${sandbox.url}/tiktok/v2/oauth/revoke/`;
    const alice = await connect(sandbox.url, 'tiktok', 'alice');
    const bob = await connect(sandbox.url, 'tiktok', 'bob');

    const badClient = await postForm(url, { client_key: clientKey, client_secret: 'wrong', token: alice.access });
    expect(badClient.status).toBe(401);
    expect(badClient.json).toEqual({
      error: 'invalid_client',
      error_description: expect.any(String),
      log_id: expect.any(String),
    });
    const missing = await postForm(url, { client_key: clientKey, client_secret: clientSecret });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'invalid_request', log_id: expect.any(String) });
    expect((await profileCall(sandbox.url, 'tiktok', alice.access)).status).toBe(200);

    const revoked = await postForm(url, { client_key: clientKey, client_secret: clientSecret, token: alice.access });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({});
    const info = await profileCall(sandbox.url, 'tiktok', alice.access);
    expect(info.status).toBe(401);
    expect(info.json.error.code).toBe('access_token_invalid');
    expect((await refresh(sandbox.url, 'tiktok', alice.refresh!)).json.error).toBe('invalid_grant');
    expect((await profileCall(sandbox.url, 'tiktok', bob.access)).status).toBe(200);
    // An unknown or already revoked token changes nothing and is not an error (RFC 7009).
    expect((await postForm(url, { client_key: clientKey, client_secret: clientSecret, token: 'act.x' })).status).toBe(
      200,
    );
  });

  it('linkedin: /oauth/v2/revoke answers an empty 200 and ends the grant', async () => {
    const { clientId, clientSecret } = SANDBOX_CLIENTS.linkedin;
    const url = `${sandbox.url}/linkedin/oauth/v2/revoke`;
    const tokens = await connect(sandbox.url, 'linkedin', 'carla');
    const badClient = await postForm(url, { client_id: clientId, client_secret: 'wrong', token: tokens.access });
    expect(badClient.status).toBe(401);
    expect(badClient.json.error).toBe('invalid_client');
    expect((await postForm(url, { client_id: clientId, client_secret: clientSecret })).status).toBe(400);

    const revoked = await postForm(url, { client_id: clientId, client_secret: clientSecret, token: tokens.refresh });
    expect(revoked.status).toBe(200);
    expect(revoked.text).toBe('');
    const call = await profileCall(sandbox.url, 'linkedin', tokens.access);
    expect(call.status).toBe(401);
    expect(call.json).toMatchObject({ status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' });
    expect((await refresh(sandbox.url, 'linkedin', tokens.refresh!)).json.error).toBe('invalid_grant');
  });

  it('x: /2/oauth2/revoke with Basic client auth answers { revoked: true } and ends the grant', async () => {
    const { clientId, clientSecret } = SANDBOX_CLIENTS.x;
    const url = `${sandbox.url}/x/2/oauth2/revoke`;
    const tokens = await connect(sandbox.url, 'x', 'bob');
    const withoutBasic = await postForm(url, { token: tokens.access, client_id: clientId });
    expect(withoutBasic.status).toBe(401);
    expect(withoutBasic.json.error).toBe('invalid_client');
    expect((await postForm(url, { token: tokens.access }, basicAuth(clientId, 'wrong'))).status).toBe(401);
    expect((await postForm(url, {}, basicAuth(clientId, clientSecret))).status).toBe(400);

    const revoked = await postForm(
      url,
      { token: tokens.access, token_type_hint: 'access_token' },
      basicAuth(clientId, clientSecret),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ revoked: true });
    const me = await profileCall(sandbox.url, 'x', tokens.access);
    expect(me.status).toBe(401);
    expect(me.json).toEqual({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    expect((await refresh(sandbox.url, 'x', tokens.refresh!)).json.error).toBe('invalid_grant');
  });

  it('pinterest: has no revoke API, so there is no such path', async () => {
    const answer = await postForm(`${sandbox.url}/pinterest/v5/oauth/revoke`, { token: 'pina_x' });
    expect(answer.status).toBe(404);
  });
});

describe('follower counts', () => {
  // followersOn is per day: compute around the call so a run across midnight UTC cannot flake.
  async function expectFollowers(key: string, read: () => Promise<number>) {
    const before = followersOn(key, isoDay(new Date()));
    const value = await read();
    const after = followersOn(key, isoDay(new Date()));
    expect([before, after]).toContain(value);
  }

  it('tiktok: follower_count with user.info.stats', async () => {
    const tokens = await connect(sandbox.url, 'tiktok', 'alice');
    await expectFollowers('tiktok:-000AliceOpenId7f3c9a', async () => {
      const info = await get(`${sandbox.url}/tiktok/v2/user/info/?fields=follower_count`, {
        Authorization: `Bearer ${tokens.access}`,
      });
      return info.json.data.user.follower_count;
    });
  });

  it('x: public_metrics.followers_count', async () => {
    const tokens = await connect(sandbox.url, 'x', 'alice');
    await expectFollowers('x:1600000000000000001', async () => {
      const me = await get(`${sandbox.url}/x/2/users/me?user.fields=public_metrics`, {
        Authorization: `Bearer ${tokens.access}`,
      });
      return me.json.data.public_metrics.followers_count;
    });
  });

  it('pinterest: follower_count', async () => {
    const tokens = await connect(sandbox.url, 'pinterest', 'bob');
    await expectFollowers('pinterest:549755813802', async () => {
      return (await profileCall(sandbox.url, 'pinterest', tokens.access)).json.follower_count;
    });
  });

  describe('linkedin networkSizes (company page followers)', () => {
    const networkSize = (token: string, urn: string, edgeType: string | null = 'CompanyFollowedByMember') =>
      get(
        withQuery(`${sandbox.url}/linkedin/v2/networkSizes/${encodeURIComponent(urn)}`, {
          edgeType: edgeType ?? undefined,
        }),
        { Authorization: `Bearer ${token}` },
      );

    it('gives the follower count of a page the member administers, the same on every call', async () => {
      const tokens = await connect(sandbox.url, 'linkedin', 'bob');
      for (const id of ['90000002', '90000003']) {
        await expectFollowers(`linkedin-org:${id}`, async () => {
          const size = await networkSize(tokens.access, `urn:li:organization:${id}`);
          expect(size.status).toBe(200);
          expect(Object.keys(size.json)).toEqual(['firstDegreeSize']);
          return size.json.firstDegreeSize;
        });
      }
      const unencoded = await get(
        `${sandbox.url}/linkedin/v2/networkSizes/urn:li:organization:90000002?edgeType=CompanyFollowedByMember`,
        { Authorization: `Bearer ${tokens.access}` },
      );
      expect(unencoded.json).toEqual((await networkSize(tokens.access, 'urn:li:organization:90000002')).json);
      expect(
        (await networkSize(tokens.access, 'urn:li:organization:90000002', 'COMPANY_FOLLOWED_BY_MEMBER')).status,
      ).toBe(200);
    });

    it('refuses a page the member does not administer, and a member without the organization scope, with 403', async () => {
      const bob = await connect(sandbox.url, 'linkedin', 'bob');
      const notAdmin = await networkSize(bob.access, 'urn:li:organization:90000001');
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.json).toMatchObject({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED' });
      const narrow = await connect(sandbox.url, 'linkedin', 'bob', 'openid profile');
      const noScope = await networkSize(narrow.access, 'urn:li:organization:90000002');
      expect(noScope.status).toBe(403);
      expect(noScope.json).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    });

    it('refuses a missing edge type and a URN that is not an organization with 400', async () => {
      const bob = await connect(sandbox.url, 'linkedin', 'bob');
      const noEdge = await networkSize(bob.access, 'urn:li:organization:90000002', null);
      expect(noEdge.status).toBe(400);
      expect(noEdge.json).toMatchObject({ status: 400, code: 'ILLEGAL_ARGUMENT' });
      expect((await networkSize(bob.access, 'urn:li:person:b0bCh3nLi2')).status).toBe(400);
      expect((await networkSize(bob.access, 'urn:li:organization:9%ZZ')).status).toBe(400);
    });
  });
});
