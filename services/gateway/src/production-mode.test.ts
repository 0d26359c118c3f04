import { createClient } from 'redis';
import request from 'supertest';
import type { RunningServer } from '@scp/service-kit/run';
import { generateKeyEnv } from '@scp/service-kit/signing-keys';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { cookieFrom, serviceUrl, startGateway, startTestService, type TestGateway } from './harness.test.util';

/** HSTS as security.ts configures it: 180 days (15552000 s), subdomains included. */
const HSTS_MIN_MAX_AGE = 180 * 24 * 3600;

let redis: TestRedis;
let auth: RunningServer;
let production: TestGateway;
let local: TestGateway;

beforeAll(async () => {
  redis = await startTestRedis();
  // Fresh key pairs: outside local mode the gateway refuses the repository's local-only keys, so the
  // auth service signs its grants (and checks the gateway's tokens) with these instead.
  const keyEnv = generateKeyEnv();
  auth = await startTestService('auth', keyEnv);
  [production, local] = await Promise.all([
    startGateway(redis.url, {
      NODE_ENV: 'production',
      LOCAL_MODE: undefined,
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 's'.repeat(40),
      ...keyEnv,
      AUTH_SERVICE_URL: serviceUrl(auth),
    }),
    // Local mode accepts given keys too (it only falls back to the local-only ones without them).
    startGateway(redis.url, { ...keyEnv, AUTH_SERVICE_URL: serviceUrl(auth) }),
  ]);
});

afterAll(async () => {
  await Promise.all([production?.stop(), local?.stop()]);
  await auth?.close();
  await redis?.stop();
});

function signIn(gw: TestGateway, id: string, forwardedProto?: string) {
  const req = request(gw.url).post('/api/auth/sign-in');
  if (forwardedProto) req.set('x-forwarded-proto', forwardedProto);
  return req.send({ id });
}

describe('a gateway outside local mode', () => {
  it('sends Strict-Transport-Security for at least 180 days with subdomains, on pages and the API', async () => {
    for (const path of ['/healthz', '/api/auth/session']) {
      const res = await request(production.url).get(path);
      const hsts = res.headers['strict-transport-security'];
      expect(hsts).toBeDefined();
      const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(hsts ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(HSTS_MIN_MAX_AGE);
      expect(hsts).toMatch(/;\s*includeSubDomains/i);
    }
  });

  it('sets a Secure session cookie when the request came over https through the trusted proxy', async () => {
    const res = await signIn(production, 'prod-https', 'https');
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res.headers, 'scp.sid');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure(;|$)/);
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/);
    const session = await request(production.url)
      .get('/api/auth/session')
      .set('x-forwarded-proto', 'https')
      .set('cookie', cookie?.split(';')[0] ?? '');
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe('prod-https');
  });

  it('refuses a sign-in over plain http: no cookie, no session stored (a Secure cookie is never sent in clear)', async () => {
    const store = createClient({ url: redis.url });
    await store.connect();
    const before = await store.keys('sess*');
    for (const proto of [undefined, 'http']) {
      const res = await signIn(production, 'prod-http', proto);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: { code: 'FORBIDDEN', message: 'A secure (https) connection is required to sign in.' },
      });
      expect(cookieFrom(res.headers, 'scp.sid')).toBeUndefined();
    }
    expect(await store.keys('sess*')).toEqual(before);
    await store.close();
  });
});

describe('a gateway in local mode', () => {
  it('sends no Strict-Transport-Security (local http must keep working)', async () => {
    for (const path of ['/healthz', '/api/auth/session']) {
      const res = await request(local.url).get(path);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sets a session cookie over plain http, not Secure', async () => {
    const res = await signIn(local, 'local-http');
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res.headers, 'scp.sid');
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Secure/);
  });
});
