import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT, type KeyLike } from 'jose';
import {
  defaultClientRegistrations,
  SANDBOX_APPLE_TEAM,
  SANDBOX_CLIENTS,
  type ClientRegistration,
} from '../default-clients';
import type { RunningSandbox } from '../main';
import { get, postForm, readForm, startSandbox, withQuery } from '../sandbox-client.test.helper';

const { clientId } = SANDBOX_CLIENTS.apple;

/** The app's callback: Apple's form_post arrives here as a POST. */
let callback: Server;
let callbackUrl: string;
let received: URLSearchParams[] = [];
let sandbox: RunningSandbox;
let teamKey: KeyLike;

async function clientSecret(
  key: KeyLike = teamKey,
  overrides: { kid?: string; sub?: string; exp?: string | number } = {},
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: overrides.kid ?? SANDBOX_APPLE_TEAM.keyId })
    .setIssuer(SANDBOX_APPLE_TEAM.teamId)
    .setSubject(overrides.sub ?? clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? '10m')
    .sign(key);
}

beforeAll(async () => {
  callback = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(new URLSearchParams(body));
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`${req.method} ${req.headers['content-type']}`);
    });
  });
  callback.listen(0, '127.0.0.1');
  await once(callback, 'listening');
  callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/auth/apple/callback`;
  sandbox = await startSandbox({ clients: [{ ...defaultAppleRegistration(), redirectUris: [callbackUrl] }] });
  teamKey = await importPKCS8(SANDBOX_APPLE_TEAM.privateKeyPem, 'ES256');
});
afterAll(async () => {
  await sandbox.stop();
  await new Promise((resolve) => callback.close(resolve));
});
beforeEach(() => {
  received = [];
});

function defaultAppleRegistration(): ClientRegistration {
  const registration = defaultClientRegistrations([]).find((candidate) => candidate.provider === 'apple');
  if (!registration) throw new Error('no default Apple registration');
  return registration;
}

function authorizeUrl(params: Record<string, string | undefined>): string {
  return withQuery(`${sandbox.url}/apple/auth/authorize`, {
    client_id: clientId,
    redirect_uri: callbackUrl,
    response_type: 'code',
    ...params,
  });
}

/** Authorizes, then submits the sandbox's auto-posting form to the app's callback like a browser. */
async function signIn(identity: string, scope = 'name email'): Promise<URLSearchParams> {
  const page = await get(
    authorizeUrl({
      response_mode: 'form_post',
      scope,
      state: 'apple-state',
      nonce: 'apple-nonce',
      sandbox_identity: identity,
    }),
  );
  expect(page.status).toBe(200);
  const form = readForm(page.text, sandbox.url);
  expect(form.action).toBe(callbackUrl);
  const posted = await postForm(form.action, form.fields);
  expect(posted.text).toMatch(/^POST application\/x-www-form-urlencoded/);
  expect(received).toHaveLength(1);
  return received[0]!;
}

describe('Sign in with Apple', () => {
  it('delivers the code by form_post, sends the name only on first consent, and exchanges with a JWT client secret', async () => {
    const first = await signIn('alice');
    expect(first.get('state')).toBe('apple-state');
    expect(JSON.parse(first.get('user')!)).toEqual({
      name: { firstName: 'Alice', lastName: 'Martin' },
      email: 'alice.martin@example.com',
    });

    const token = await postForm(`${sandbox.url}/apple/auth/token`, {
      client_id: clientId,
      client_secret: await clientSecret(),
      code: first.get('code')!,
      grant_type: 'authorization_code',
      redirect_uri: callbackUrl,
    });
    expect(token.status).toBe(200);
    expect(token.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, refresh_token: expect.any(String) });
    const discovery = (await get(`${sandbox.url}/apple/.well-known/openid-configuration`)).json;
    const { payload } = await jwtVerify(token.json.id_token, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
      issuer: `${sandbox.url}/apple`,
      audience: clientId,
    });
    expect(payload).toMatchObject({
      sub: '001234.5f1a0c2b9e8d4f7a8b6c3d2e1f0a9b8c.1021',
      email: 'alice.martin@example.com',
      email_verified: true,
      nonce: 'apple-nonce',
    });

    received = [];
    const second = await signIn('alice');
    expect(second.get('code')).toBeTruthy();
    expect(second.get('user')).toBeNull();

    const refreshed = await postForm(`${sandbox.url}/apple/auth/token`, {
      client_id: clientId,
      client_secret: await clientSecret(),
      grant_type: 'refresh_token',
      refresh_token: token.json.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.id_token).toEqual(expect.any(String));
  });

  it('gives the relay address for a person who hides their email', async () => {
    const posted = await signIn('carla', 'email');
    expect(JSON.parse(posted.get('user')!)).toEqual({ email: 'k7x2m9q4tz@privaterelay.appleid.com' });
  });

  it('rejects a client secret signed with another key, for another client or expired', async () => {
    const posted = await signIn('bob');
    const request = {
      client_id: clientId,
      code: posted.get('code')!,
      grant_type: 'authorization_code',
      redirect_uri: callbackUrl,
    };
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    for (const secret of [
      await clientSecret(otherKey as unknown as KeyLike),
      await clientSecret(teamKey, { sub: 'another.client' }),
      await clientSecret(teamKey, { kid: 'OTHERKEY01' }),
      await clientSecret(teamKey, { exp: Math.floor(Date.now() / 1000) - 10 }),
      'sandbox-apple-secret',
    ]) {
      const token = await postForm(`${sandbox.url}/apple/auth/token`, { ...request, client_secret: secret });
      expect(token.status).toBe(401);
      expect(token.json.error).toBe('invalid_client');
    }
    // The code survived the failed attempts and still works once.
    const ok = await postForm(`${sandbox.url}/apple/auth/token`, { ...request, client_secret: await clientSecret() });
    expect(ok.status).toBe(200);
  });

  it('requires form_post when name or email is requested', async () => {
    const answer = await get(authorizeUrl({ scope: 'name email', state: 's', sandbox_identity: 'alice' }));
    expect(answer.status).toBe(302);
    expect(answer.location?.searchParams.get('error')).toBe('invalid_request');
    expect(answer.location?.searchParams.get('state')).toBe('s');
  });

  it('posts access_denied to the callback when the person denies', async () => {
    const page = await get(
      authorizeUrl({ response_mode: 'form_post', scope: 'email', state: 'deny-state', sandbox_decision: 'deny' }),
    );
    const form = readForm(page.text, sandbox.url);
    expect(form.fields).toEqual({ error: 'access_denied', state: 'deny-state' });
  });
});
