import request from 'supertest';
import { cookieFrom, gatewayFixture, holdNextProfileUpdate, inspectRedis } from './harness.test.util';

const fx = gatewayFixture({ env: () => ({ SESSION_TTL_SECONDS: '3600' }) });
let store: Awaited<ReturnType<typeof inspectRedis>>;

beforeAll(async () => {
  store = await inspectRedis(fx.redis.url);
});

afterAll(async () => {
  await store.close();
});

async function sessionKeys(): Promise<string[]> {
  return store.keys('sess:*');
}

/** The Redis key of the session a `scp.sid=s%3A<id>.<signature>` cookie names. */
function sessionKeyOf(cookie: string | undefined): string {
  const value = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
  return `sess:${value.slice(2, value.lastIndexOf('.'))}`;
}

async function signIn(id: string) {
  const agent = request.agent(fx.gw.url);
  const res = await agent.post('/api/auth/sign-in').send({ id });
  return { agent, res };
}

describe('session', () => {
  it('answers 401 to an anonymous session lookup and stores nothing', async () => {
    const before = await sessionKeys();
    const res = await request(fx.gw.url).get('/api/auth/session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionKeys()).toEqual(before);
  });

  it('signs in through a service grant: new httpOnly lax cookie, user and expiry, header stripped', async () => {
    const { agent, res } = await signIn('alice');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: 'alice', email: 'alice@example.com', user_metadata: { full_name: 'User alice' } },
    });
    expect(res.headers['x-session-grant']).toBeUndefined();
    const cookie = cookieFrom(res.headers, 'scp.sid');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const session = await agent.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual(res.body.user);
    const now = Date.now() / 1000;
    expect(session.body.expiresAt).toBeGreaterThan(now + 3590);
    expect(session.body.expiresAt).toBeLessThanOrEqual(now + 3600);
    // Redis keeps it no longer than the session lasts.
    const ttl = await store.ttl(sessionKeyOf(cookie));
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const res = await request(fx.gw.url)
      .post('/api/auth/sign-in')
      .set('x-forwarded-proto', 'https')
      .send({ id: 'sec' });
    expect(cookieFrom(res.headers, 'scp.sid')).toMatch(/Secure/);
  });

  it('gives a new session id on every sign-in and forgets the old one', async () => {
    const { agent, res } = await signIn('bob');
    const first = cookieFrom(res.headers, 'scp.sid')?.split(';')[0] ?? '';
    const again = await agent.post('/api/auth/sign-in').send({ id: 'bob' });
    const second = cookieFrom(again.headers, 'scp.sid')?.split(';')[0] ?? '';
    expect(second).not.toBe(first);
    const old = await request(fx.gw.url).get('/api/auth/session').set('cookie', first);
    expect(old.status).toBe(401);
    expect((await agent.get('/api/auth/session')).status).toBe(200);
  });

  it('gives session ids of at least 128 random bits: distinct, base64url, unrelated to each other', async () => {
    const signIns = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(fx.gw.url)
          .post('/api/auth/sign-in')
          .send({ id: `entropy-${i % 3}` }),
      ),
    );
    const ids = signIns.map((res) => {
      expect(res.status).toBe(200);
      // scp.sid=s%3A<id>.<signature>: the signed value, URL-encoded.
      const value = decodeURIComponent(cookieFrom(res.headers, 'scp.sid')?.split(';')[0]?.split('=')[1] ?? '');
      expect(value).toMatch(/^s:[^.]+\.[A-Za-z0-9+/]+$/);
      return value.slice(2, value.lastIndexOf('.'));
    });
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      // 22 base64url characters carry 132 bits; express-session's uid-safe(24) gives 32 (192 bits).
      expect(id.length).toBeGreaterThanOrEqual(22);
      expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(await store.exists(`sess:${id}`)).toBe(1);
    }
    // Not a counter or a timestamp: no two ids share a prefix longer than chance allows.
    for (const [i, a] of ids.entries()) {
      for (const b of ids.slice(i + 1)) {
        let common = 0;
        while (common < a.length && a[common] === b[common]) common += 1;
        expect(common).toBeLessThan(8);
      }
    }
  });

  it('refresh extends the session by the rolling lifetime, capped at the absolute maximum', async () => {
    const { agent } = await signIn('carol');
    const [key] = await store.keys('sess:*').then(async (keys) => {
      const matches: string[] = [];
      for (const candidate of keys) {
        const value = JSON.parse((await store.get(candidate)) ?? '{}');
        if (value.user?.id === 'carol') matches.push(candidate);
      }
      return matches;
    });
    const stored = JSON.parse((await store.get(key ?? '')) ?? '{}');
    // As if signed in 10 hours ago with 5 minutes left.
    const now = Date.now();
    stored.signedInAt = now - 10 * 3600_000;
    stored.expiresAt = now + 5 * 60_000;
    await store.set(key ?? '', JSON.stringify(stored), { expiration: { type: 'EX', value: 300 } });
    const before = await agent.get('/api/auth/session');
    expect(before.body.expiresAt).toBe(Math.floor(stored.expiresAt / 1000));

    const refreshed = await agent.post('/api/auth/session/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.id).toBe('carol');
    expect(refreshed.body.expiresAt).toBeGreaterThanOrEqual(Math.floor((now + 3600_000) / 1000) - 1);
    expect((await agent.get('/api/auth/session')).body.expiresAt).toBe(refreshed.body.expiresAt);

    // 11.5 hours in: only 30 minutes remain to the 12 h cap, refresh cannot go further.
    const again = JSON.parse((await store.get(key ?? '')) ?? '{}');
    again.signedInAt = Date.now() - 11.5 * 3600_000;
    await store.set(key ?? '', JSON.stringify(again), { expiration: { type: 'EX', value: 3600 } });
    const capped = await agent.post('/api/auth/session/refresh');
    expect(capped.body.expiresAt).toBe(Math.floor((again.signedInAt + 12 * 3600_000) / 1000));
    expect(await store.ttl(key ?? '')).toBeLessThanOrEqual(1800);
  });

  it('does not extend the session on ordinary requests', async () => {
    const { agent } = await signIn('dave');
    const stored = async () => {
      for (const key of await sessionKeys()) {
        const value = JSON.parse((await store.get(key)) ?? '{}');
        if (value.user?.id === 'dave') return value.expiresAt as number;
      }
      return undefined;
    };
    const before = await stored();
    expect(before).toBeDefined();
    await agent.get('/api/auth/whoami');
    await agent.get('/api/auth/session');
    expect(await stored()).toBe(before);
  });

  it('treats a forged or unknown session cookie as anonymous', async () => {
    for (const cookie of ['scp.sid=s%3Aforged.signature', 'scp.sid=garbage', `scp.sid=${encodeURIComponent('s:')}`]) {
      const res = await request(fx.gw.url).get('/api/auth/session').set('cookie', cookie);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refresh without a session is 401', async () => {
    const res = await request(fx.gw.url).post('/api/auth/session/refresh');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('sign-out deletes the Redis key, clears the cookie and answers signedOut', async () => {
    const { agent, res: signedIn } = await signIn('erin');
    const key = sessionKeyOf(cookieFrom(signedIn.headers, 'scp.sid'));
    expect(await store.exists(key)).toBe(1);
    const res = await agent.post('/api/auth/sign-out');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedOut: true });
    expect(cookieFrom(res.headers, 'scp.sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await store.exists(key)).toBe(0);
    expect((await agent.get('/api/auth/session')).status).toBe(401);
    // Without a session it still answers the same.
    expect((await request(fx.gw.url).post('/api/auth/sign-out')).body).toEqual({ signedOut: true });
  });

  it('a service revoke header destroys the session', async () => {
    const { agent } = await signIn('frank');
    const res = await agent.post('/api/auth/delete-account');
    expect(res.body).toEqual({ deleted: true });
    expect(res.headers['x-session-revoke']).toBeUndefined();
    expect((await agent.get('/api/auth/session')).status).toBe(401);
  });

  it('a service update header replaces the stored user without a new session id', async () => {
    const { agent, res } = await signIn('gina');
    const sid = cookieFrom(res.headers, 'scp.sid')?.split(';')[0];
    const update = await agent.post('/api/auth/profile').send({ id: 'gina', full_name: 'Gina Renamed' });
    expect(update.status).toBe(200);
    const resent = cookieFrom(update.headers, 'scp.sid');
    if (resent) expect(resent.split(';')[0]).toBe(sid);
    const session = await request(fx.gw.url)
      .get('/api/auth/session')
      .set('cookie', sid ?? '');
    expect(session.body.user.user_metadata).toEqual({ full_name: 'Gina Renamed' });
  });

  it('refuses a forged grant: no session, an error instead of the body', async () => {
    const agent = request.agent(fx.gw.url);
    const res = await agent.post('/api/auth/forged-grant');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect(cookieFrom(res.headers, 'scp.sid')).toBeUndefined();
    expect((await agent.get('/api/auth/session')).status).toBe(401);
  });

  it("keeps an index of each user's session ids that expires with the absolute maximum age", async () => {
    const first = await signIn('hana');
    const second = await signIn('hana');
    const ids = [first.res, second.res].map((res) => sessionKeyOf(cookieFrom(res.headers, 'scp.sid')).slice(5));
    expect((await store.sMembers('sess-user:hana')).sort()).toEqual([...ids].sort());
    const ttl = await store.ttl('sess-user:hana');
    expect(ttl).toBeGreaterThan(12 * 3600 - 10);
    expect(ttl).toBeLessThanOrEqual(12 * 3600);
    // Signing in again in the same browser replaces that browser's id; signing out removes it.
    const again = await first.agent.post('/api/auth/sign-in').send({ id: 'hana' });
    const replaced = sessionKeyOf(cookieFrom(again.headers, 'scp.sid')).slice(5);
    expect((await store.sMembers('sess-user:hana')).sort()).toEqual([replaced, ids[1]].sort());
    await second.agent.post('/api/auth/sign-out');
    expect(await store.sMembers('sess-user:hana')).toEqual([replaced]);
  });

  it('a revoke-user header ends every session of that user, and only theirs', async () => {
    const phone = await signIn('ivan');
    const laptop = await signIn('ivan');
    const other = await signIn('judy');
    const keys = [phone.res, laptop.res].map((res) => sessionKeyOf(cookieFrom(res.headers, 'scp.sid')));
    // Anonymous, like a password reset from a mailed link.
    const res = await request(fx.gw.url).post('/api/auth/reset-password').send({ id: 'ivan' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: true });
    expect(res.headers['x-session-revoke-user']).toBeUndefined();
    // The anonymous caller had no session of ivan's: no cookie to clear.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await phone.agent.get('/api/auth/session')).status).toBe(401);
    expect((await laptop.agent.get('/api/auth/session')).status).toBe(401);
    for (const key of keys) expect(await store.exists(key)).toBe(0);
    expect(await store.exists('sess-user:ivan')).toBe(0);
    expect((await other.agent.get('/api/auth/session')).status).toBe(200);
  });

  it("revoking from one of the user's own sessions ends that one too and clears its cookie", async () => {
    const current = await signIn('kim');
    const elsewhere = await signIn('kim');
    const res = await current.agent.post('/api/auth/reset-password').send({ id: 'kim' });
    expect(res.status).toBe(200);
    expect(cookieFrom(res.headers, 'scp.sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await store.exists(sessionKeyOf(cookieFrom(current.res.headers, 'scp.sid')))).toBe(0);
    expect((await current.agent.get('/api/auth/session')).status).toBe(401);
    expect((await elsewhere.agent.get('/api/auth/session')).status).toBe(401);
  });

  it('keepCurrent ends the other sessions of the user and keeps the one that asked', async () => {
    const current = await signIn('leo');
    const elsewhere = await signIn('leo');
    const currentKey = sessionKeyOf(cookieFrom(current.res.headers, 'scp.sid'));
    const res = await current.agent.post('/api/auth/change-password');
    expect(res.status).toBe(200);
    expect(res.headers['x-session-revoke-user']).toBeUndefined();
    expect(cookieFrom(res.headers, 'scp.sid')).toBeUndefined();
    expect((await current.agent.get('/api/auth/session')).status).toBe(200);
    expect((await elsewhere.agent.get('/api/auth/session')).status).toBe(401);
    expect(await store.sMembers('sess-user:leo')).toEqual([currentKey.slice(5)]);
  });

  it('a revocation with a grant in the same answer leaves only the new session', async () => {
    const current = await signIn('mia');
    const elsewhere = await signIn('mia');
    const oldKey = sessionKeyOf(cookieFrom(current.res.headers, 'scp.sid'));
    const res = await current.agent.post('/api/auth/reset-and-sign-in').send({ id: 'mia' });
    expect(res.status).toBe(200);
    const fresh = cookieFrom(res.headers, 'scp.sid');
    expect(fresh).not.toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await store.exists(oldKey)).toBe(0);
    expect((await current.agent.get('/api/auth/session')).body.user.id).toBe('mia');
    expect((await elsewhere.agent.get('/api/auth/session')).status).toBe(401);
    expect(await store.sMembers('sess-user:mia')).toEqual([sessionKeyOf(fresh).slice(5)]);
  });

  it('refuses a forged revoke-user header without ending any session', async () => {
    const { agent } = await signIn('nora');
    const res = await agent.post('/api/auth/forged-revoke-user');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect((await agent.get('/api/auth/session')).status).toBe(200);
  });

  it('a profile update racing a revocation does not bring the ended session back', async () => {
    const { agent, res: signedIn } = await signIn('olga');
    const key = sessionKeyOf(cookieFrom(signedIn.headers, 'scp.sid'));
    const hold = holdNextProfileUpdate();
    const pending = agent
      .post('/api/auth/held-profile')
      .send({ id: 'olga', full_name: 'Olga Late' })
      .then((res) => res);
    await hold.reached;
    // The password is reset while the update is at the service.
    expect((await request(fx.gw.url).post('/api/auth/reset-password').send({ id: 'olga' })).status).toBe(200);
    expect(await store.exists(key)).toBe(0);
    hold.release();
    const late = await pending;
    expect(late.status).toBe(200);
    expect(await store.exists(key)).toBe(0);
    expect((await agent.get('/api/auth/session')).status).toBe(401);
  });
});
