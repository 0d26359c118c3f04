/**
 * The accounts' security requirements through the real gateway in front of the real auth service
 * (its sources, on the embedded database), with a real Redis and the provider sandbox's SMTP
 * mailbox: what a browser sees when it signs up, signs in, signs out and resets its password.
 * Gateway-only behaviour with a fake service is covered in session/security/proxy tests.
 */
import request from 'supertest';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { createApp } from '@scp/service-auth/app';
import { authEnvShape } from '@scp/service-auth/config';
import { start as startSandbox, type RunningSandbox } from '@scp/provider-sandbox';
import { createLogger } from '@scp/service-kit/logger';
import { serve, type RunningServer } from '@scp/service-kit/run';
import {
  startTestDatabase,
  startTestRedis,
  startTestService as startKitService,
  type TestDatabase,
  type TestRedis,
  type TestService,
} from '@scp/service-kit/testing';
import {
  cookieFrom,
  inspectRedis,
  PUBLIC_ORIGIN,
  serviceUrl,
  startGateway,
  type TestGateway,
} from './harness.test.util';

const PASSWORD = 'Correct-horse-9';

let redis: TestRedis;
let db: TestDatabase;
let sandbox: RunningSandbox;
let auth: TestService;
let authServer: RunningServer;
let gw: TestGateway;
let store: Awaited<ReturnType<typeof inspectRedis>>;

beforeAll(async () => {
  [redis, db, sandbox] = await Promise.all([
    startTestRedis(),
    startTestDatabase(),
    startSandbox({ port: 0, smtpPort: 0 }),
  ]);
  auth = await startKitService({
    name: 'auth',
    createApp,
    extraConfig: authEnvShape,
    mongodbUri: db.uri,
    redisUrl: redis.url,
    env: {
      PUBLIC_ORIGIN,
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      AUTH_EMAIL_CONFIRMATION: 'false',
    },
  });
  authServer = await serve(auth.app, {
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ name: 'auth', level: 'silent' }),
  });
  gw = await startGateway(redis.url, { AUTH_SERVICE_URL: serviceUrl(authServer) });
  store = await inspectRedis(redis.url);
});

afterAll(async () => {
  await store?.close();
  await gw?.stop();
  await authServer?.close();
  await auth?.close();
  await Promise.all([sandbox?.stop(), db?.stop(), redis?.stop()]);
});

let counter = 0;
function newEmail(label: string): string {
  counter += 1;
  return `${label}.${counter}.${Date.now()}@example.com`;
}

/** Each test signs in from its own client address, so the per-address limits never mix tests. */
function clientAddress(): string {
  counter += 1;
  return `10.20.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

async function signUp(email: string): Promise<void> {
  const res = await request(gw.url)
    .post('/api/auth/sign-up')
    .set('x-forwarded-for', clientAddress())
    .send({ email, password: PASSWORD, full_name: 'Alice Martin' });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A browser (cookie jar) that signs in; `cookie` is the `scp.sid=...` pair it got. */
async function signIn(email: string, agent = request.agent(gw.url), password = PASSWORD) {
  const res = await agent.post('/api/auth/sign-in').set('x-forwarded-for', clientAddress()).send({ email, password });
  const cookie = cookieFrom(res.headers, 'scp.sid')?.split(';')[0];
  return { agent, res, cookie };
}

/** The Redis key of the session a `scp.sid=s%3A<id>.<signature>` cookie names. */
function sessionKeyOf(cookie: string | undefined): string {
  const value = decodeURIComponent(cookie?.split('=')[1] ?? '');
  return `sess:${value.slice(2, value.lastIndexOf('.'))}`;
}

function sessionWith(cookie: string | undefined) {
  return request(gw.url)
    .get('/api/auth/session')
    .set('cookie', cookie ?? '');
}

/** The reset link's token from the newest mail to `to` in the sandbox mailbox. */
async function resetTokenFor(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${sandbox.url}/mailbox?to=${encodeURIComponent(to)}`)).json()) as Array<{
      text: string;
    }>;
    const link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${to} within 10 s`);
}

describe('sign-in through the gateway and the auth service', () => {
  it('(1) issues a new session id at sign-in; the earlier id in the same cookie jar stops working', async () => {
    const email = newEmail('fixation');
    await signUp(email);
    const first = await signIn(email);
    expect(first.res.status).toBe(200);
    expect(first.res.body.user.email).toBe(email);
    expect(first.res.headers['x-session-grant']).toBeUndefined();

    const second = await signIn(email, first.agent);
    expect(second.res.status).toBe(200);
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect(await store.exists(sessionKeyOf(first.cookie))).toBe(0);
    expect((await sessionWith(first.cookie)).status).toBe(401);
    const current = await first.agent.get('/api/auth/session');
    expect(current.status).toBe(200);
    expect(current.body.user.email).toBe(email);
  });

  it('(2) sign-out deletes the Redis key and the old cookie gets 401', async () => {
    const email = newEmail('sign-out');
    await signUp(email);
    const { agent, cookie } = await signIn(email);
    const key = sessionKeyOf(cookie);
    expect(await store.exists(key)).toBe(1);
    const out = await agent.post('/api/auth/sign-out').set('origin', PUBLIC_ORIGIN);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    expect(await store.exists(key)).toBe(0);
    const stale = await sessionWith(cookie);
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('UNAUTHENTICATED');
    // The auth service itself treats the old cookie as anonymous too.
    expect(
      (
        await request(gw.url)
          .get('/api/auth/user')
          .set('cookie', cookie ?? '')
      ).status,
    ).toBe(401);
  });

  it('(3) sets scp.sid HttpOnly, SameSite=Lax, Secure behind a trusted https proxy, and no X-Powered-By', async () => {
    const email = newEmail('flags');
    await signUp(email);
    const res = await request(gw.url)
      .post('/api/auth/sign-in')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-for', clientAddress())
      .send({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    const setCookie = res.headers['set-cookie'] as unknown as string[];
    expect(setCookie).toHaveLength(1);
    expect(cookieFrom(res.headers, 'connect.sid')).toBeUndefined();
    const cookie = cookieFrom(res.headers, 'scp.sid') ?? '';
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect((await sessionWith(cookie.split(';')[0])).headers['x-powered-by']).toBeUndefined();

    // Over plain http the cookie is not Secure (it would not be sent back).
    const plain = await signIn(email);
    expect(cookieFrom(plain.res.headers, 'scp.sid')).not.toMatch(/Secure/);
  });

  it('(4) anonymous requests create no session, no cookie and no Redis key', async () => {
    const email = newEmail('anonymous');
    await signUp(email);
    const before = (await store.keys('sess:*')).sort();
    const address = clientAddress();
    const answers = await Promise.all([
      request(gw.url).get('/api/auth/session'),
      request(gw.url).get('/api/auth/user'),
      request(gw.url)
        .post('/api/auth/sign-in')
        .set('x-forwarded-for', address)
        .send({ email, password: 'wrong-one-1' }),
      request(gw.url).post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: PASSWORD }),
      request(gw.url).post('/api/auth/password/reset-request').send({ email: 'nobody@example.com' }),
      request(gw.url).post('/api/auth/password/reset').send({ token: 'not-a-token', password: PASSWORD }),
      request(gw.url).post('/api/auth/session/refresh'),
      request(gw.url).post('/api/auth/sign-out'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 200, 400, 401, 200]);
    for (const res of answers) expect(cookieFrom(res.headers, 'scp.sid') ?? '').not.toMatch(/^scp\.sid=s%3A/);
    expect((await store.keys('sess:*')).sort()).toEqual(before);
  });

  it('(7) 10 failed sign-ins for one account from one address give 429 with Retry-After; another address still signs in', async () => {
    const email = newEmail('throttle');
    await signUp(email);
    const attacker = clientAddress();
    const attempt = (password: string, address: string) =>
      request(gw.url).post('/api/auth/sign-in').set('x-forwarded-for', address).send({ email, password });
    for (let i = 0; i < 10; i += 1) {
      const failed = await attempt(`wrong-password-${i}`, attacker);
      expect(failed.status).toBe(401);
      expect(failed.body.error.code).toBe('INVALID_CREDENTIALS');
    }
    const limited = await attempt(PASSWORD, attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({ code: 'RATE_LIMITED', message: authServerMessages.tooManySignInAttempts });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(cookieFrom(limited.headers, 'scp.sid')).toBeUndefined();

    // The owner, elsewhere, is not locked out.
    const owner = await attempt(PASSWORD, clientAddress());
    expect(owner.status).toBe(200);
    expect(cookieFrom(owner.headers, 'scp.sid')).toMatch(/^scp\.sid=s%3A/);
  });

  it('(10) a password reset ends every session of the user; their cookies get 401', async () => {
    const email = newEmail('reset');
    await signUp(email);
    const phone = await signIn(email);
    const laptop = await signIn(email);
    const other = newEmail('bystander');
    await signUp(other);
    const bystander = await signIn(other);
    for (const browser of [phone, laptop, bystander]) expect((await sessionWith(browser.cookie)).status).toBe(200);

    const requested = await request(gw.url).post('/api/auth/password/reset-request').send({ email });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ sent: true });
    const token = await resetTokenFor(email);
    const reset = await request(gw.url).post('/api/auth/password/reset').send({ token, password: 'Brand-new-pass-7' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ updated: true });
    expect(reset.headers['x-session-revoke-user']).toBeUndefined();

    for (const browser of [phone, laptop]) {
      expect((await sessionWith(browser.cookie)).status).toBe(401);
      expect(await store.exists(sessionKeyOf(browser.cookie))).toBe(0);
    }
    expect((await sessionWith(bystander.cookie)).status).toBe(200);
    // The old password is dead, the new one works; the link works only once.
    expect((await signIn(email)).res.status).toBe(401);
    expect((await signIn(email, undefined, 'Brand-new-pass-7')).res.status).toBe(200);
    const again = await request(gw.url).post('/api/auth/password/reset').send({ token, password: 'Another-pass-8' });
    expect(again.status).toBe(400);
  });

  it('(10) a password change keeps the browser that changed it and ends the others', async () => {
    const email = newEmail('change');
    await signUp(email);
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const changed = await here.agent
      .post('/api/auth/password')
      .send({ current_password: PASSWORD, password: 'Changed-pass-5' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ updated: true });
    expect((await here.agent.get('/api/auth/session')).status).toBe(200);
    expect((await sessionWith(elsewhere.cookie)).status).toBe(401);
  });

  it('(11) a state-changing request with a foreign Origin is refused 403 before it reaches the service', async () => {
    const email = newEmail('csrf');
    await signUp(email);
    const { agent, cookie } = await signIn(email);
    const refused = await agent
      .post('/api/auth/password')
      .set('origin', 'https://evil.example')
      .send({ current_password: PASSWORD, password: 'Hijacked-pass-1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'CROSS_ORIGIN_REFUSED', message: 'Cross-origin request refused.' } });
    const signOut = await agent.post('/api/auth/sign-out').set('sec-fetch-site', 'cross-site');
    expect(signOut.status).toBe(403);
    // Nothing happened: still signed in, and the password is unchanged.
    expect((await sessionWith(cookie)).status).toBe(200);
    expect((await signIn(email, undefined, 'Hijacked-pass-1')).res.status).toBe(401);
    // The same request from the app's own origin goes through.
    const own = await agent
      .patch('/api/auth/user/metadata')
      .set('origin', PUBLIC_ORIGIN)
      .send({ full_name: 'Alice M.' });
    expect(own.status).toBe(200);
  });
});
