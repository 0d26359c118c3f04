import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SANDBOX_CLIENTS } from '../default-clients';
import type { RunningSandbox } from '../main';
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

const { clientId, clientSecret } = SANDBOX_CLIENTS.google;
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

async function discovery() {
  return (await get(`${sandbox.url}/google/.well-known/openid-configuration`)).json;
}

async function authorize(extra: Record<string, string | undefined>, pkce = pkcePair()) {
  const config = await discovery();
  const url = withQuery(config.authorization_endpoint, {
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    sandbox_identity: 'alice',
    ...extra,
  });
  return { answer: await get(url), pkce, config };
}

describe('google OpenID Connect', () => {
  it('runs the full code flow with PKCE, state and nonce, and the ID token verifies against the JWKS', async () => {
    const { answer, pkce, config } = await authorize({ access_type: 'offline' });
    expect(answer.status).toBe(302);
    expect(answer.location?.origin + answer.location!.pathname).toBe(REDIRECT_URI);
    expect(answer.location?.searchParams.get('state')).toBe('state-123');
    const code = answer.location!.searchParams.get('code')!;

    const token = await postForm(config.token_endpoint, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      client_secret: clientSecret,
      code_verifier: pkce.verifier,
    });
    expect(token.status).toBe(200);
    expect(token.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(token.json.refresh_token).toEqual(expect.any(String));

    const { payload, protectedHeader } = await jwtVerify(
      token.json.id_token,
      createRemoteJWKSet(new URL(config.jwks_uri)),
      {
        issuer: `${sandbox.url}/google`,
        audience: clientId,
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: '108234567890123456781',
      email: 'alice.martin@example.com',
      email_verified: true,
      name: 'Alice Martin',
      picture: `${sandbox.url}/avatars/alice.svg`,
      nonce: 'nonce-456',
    });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

    const userinfo = await get(config.userinfo_endpoint, { Authorization: `Bearer ${token.json.access_token}` });
    expect(userinfo.status).toBe(200);
    expect(userinfo.json).toMatchObject({
      sub: '108234567890123456781',
      email: 'alice.martin@example.com',
      name: 'Alice Martin',
    });

    const refreshed = await postForm(
      config.token_endpoint,
      { grant_type: 'refresh_token', refresh_token: token.json.refresh_token },
      basicAuth(clientId, clientSecret),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.access_token).not.toBe(token.json.access_token);
    expect(
      (await get(config.userinfo_endpoint, { Authorization: `Bearer ${refreshed.json.access_token}` })).status,
    ).toBe(200);
  });

  it('issues no refresh token without access_type=offline and accepts the analytics scope', async () => {
    const { answer, pkce, config } = await authorize({
      scope: 'openid email https://www.googleapis.com/auth/analytics.readonly',
      sandbox_identity: 'bob',
    });
    const token = await postForm(config.token_endpoint, {
      grant_type: 'authorization_code',
      code: answer.location!.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      client_secret: clientSecret,
      code_verifier: pkce.verifier,
    });
    expect(token.json.refresh_token).toBeUndefined();
    expect(token.json.scope.split(' ')).toContain('https://www.googleapis.com/auth/analytics.readonly');
  });

  it('shows a consent page a person can use, and Allow returns a code', async () => {
    const { answer } = await authorize({ sandbox_identity: undefined });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<button type="submit" name="decision" value="allow" class="primary">Allow</button>');
    expect(answer.text).toContain('Deny</button>');
    expect(answer.text).toMatch(/type="radio" name="identity"[^>]*value="bob"/);
    const form = readForm(answer.text, sandbox.url);
    const allowed = await postForm(form.action, { ...form.fields, identity: 'bob', decision: 'allow' });
    expect(allowed.status).toBe(302);
    expect(allowed.location?.searchParams.get('code')).toBeTruthy();
    expect(allowed.location?.searchParams.get('state')).toBe('state-123');
  });

  it('Deny on the consent page returns access_denied with the state', async () => {
    const { answer } = await authorize({ sandbox_identity: undefined });
    const form = readForm(answer.text, sandbox.url);
    const denied = await postForm(form.action, { ...form.fields, decision: 'deny' });
    expect(denied.location?.searchParams.get('error')).toBe('access_denied');
    expect(denied.location?.searchParams.get('state')).toBe('state-123');
    expect(denied.location?.searchParams.get('code')).toBeNull();
  });

  it('sandbox_decision=deny skips the page and denies', async () => {
    const { answer } = await authorize({ sandbox_identity: undefined, sandbox_decision: 'deny' });
    expect(answer.location?.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses an unregistered redirect URI with an error page, never a redirect', async () => {
    const { answer } = await authorize({ redirect_uri: 'https://evil.example/callback' });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
    expect(answer.json).toMatchObject({ error: 'redirect_uri_mismatch' });
  });

  it('refuses an unknown client', async () => {
    const { answer } = await authorize({ client_id: 'someone-else' });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('invalid_client');
  });

  it('rejects a wrong PKCE verifier, a wrong redirect URI at the token endpoint and a bad client secret', async () => {
    const { answer, config } = await authorize({});
    const code = answer.location!.searchParams.get('code')!;
    const base = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      client_secret: clientSecret,
    };

    const wrongVerifier = await postForm(config.token_endpoint, { ...base, code_verifier: pkcePair().verifier });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.json.error).toBe('invalid_grant');

    const noVerifier = await postForm(config.token_endpoint, base);
    expect(noVerifier.json.error).toBe('invalid_grant');

    const wrongRedirect = await postForm(config.token_endpoint, { ...base, redirect_uri: 'https://app.example/other' });
    expect(wrongRedirect.json.error).toBe('invalid_grant');

    const badSecret = await postForm(config.token_endpoint, { ...base, client_secret: 'wrong' });
    expect(badSecret.status).toBe(401);
    expect(badSecret.json).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
  });

  it('makes codes single-use: a second exchange gives invalid_grant and revokes the first tokens', async () => {
    const { answer, pkce, config } = await authorize({});
    const request = {
      grant_type: 'authorization_code',
      code: answer.location!.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      client_secret: clientSecret,
      code_verifier: pkce.verifier,
    };
    const first = await postForm(config.token_endpoint, request);
    expect(first.status).toBe(200);
    const second = await postForm(config.token_endpoint, request);
    expect(second.status).toBe(400);
    expect(second.json.error).toBe('invalid_grant');
    const userinfo = await get(config.userinfo_endpoint, { Authorization: `Bearer ${first.json.access_token}` });
    expect(userinfo.status).toBe(401);
  });

  it('rejects an unsupported grant type and a malformed body without a 500', async () => {
    const config = await discovery();
    const unsupported = await postForm(config.token_endpoint, {
      grant_type: 'password',
      client_id: clientId,
      client_secret: clientSecret,
    });
    expect(unsupported.json.error).toBe('unsupported_grant_type');
    const malformed = await fetch(config.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    const repeated = await get(`${config.authorization_endpoint}?client_id=a&client_id=b`);
    expect(repeated.status).toBe(400);
  });
});

/** A code for `identity` from a sandbox at `baseUrl`, without PKCE, and its token request. */
async function codeExchange(baseUrl: string, identity: string) {
  const answer = await get(
    withQuery(`${baseUrl}/google/o/oauth2/v2/auth`, {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email',
      sandbox_identity: identity,
    }),
  );
  return postForm(`${baseUrl}/google/token`, {
    grant_type: 'authorization_code',
    code: answer.location!.searchParams.get('code')!,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    client_secret: clientSecret,
  });
}

describe('google lifetimes', () => {
  let expiredCodes: RunningSandbox;
  let expiredTokens: RunningSandbox;
  beforeAll(async () => {
    expiredCodes = await startSandbox({ lifetimes: { codeSeconds: 0 } });
    expiredTokens = await startSandbox({ lifetimes: { accessTokenSeconds: 0 } });
  });
  afterAll(async () => {
    await expiredCodes.stop();
    await expiredTokens.stop();
  });

  it('rejects an expired code with invalid_grant', async () => {
    const token = await codeExchange(expiredCodes.url, 'alice');
    expect(token.status).toBe(400);
    expect(token.json).toEqual({ error: 'invalid_grant', error_description: 'The authorization code has expired.' });
  });

  it('answers 401 invalid_token for an expired access token', async () => {
    const token = await codeExchange(expiredTokens.url, 'carla');
    expect(token.status).toBe(200);
    expect(token.json.expires_in).toBe(0);
    const userinfo = await get(`${expiredTokens.url}/google/v1/userinfo`, {
      Authorization: `Bearer ${token.json.access_token}`,
    });
    expect(userinfo.status).toBe(401);
    expect(userinfo.json.error).toBe('invalid_token');
    expect(userinfo.headers.get('www-authenticate')).toContain('invalid_token');
  });
});
