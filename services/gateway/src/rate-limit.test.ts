import net from 'node:net';
import request from 'supertest';
import { freePort, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import type { RunningServer } from '@scp/service-kit/run';
import {
  cookieFrom,
  inspectRedis,
  serviceUrl,
  startGateway,
  startTestService,
  type TestGateway,
} from './harness.test.util';

/**
 * A TCP relay between a gateway and Redis that counts what the gateway writes: a command sent
 * only after an earlier one's answer came back arrives on its own, so the count of a request's
 * writes is its count of round trips to Redis.
 */
async function countingRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let writes = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      writes += 1;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  const listenPort = await freePort();
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${listenPort}`,
    writes: () => writes,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let redis: TestRedis;
let relay: Awaited<ReturnType<typeof countingRelay>>;
let auth: RunningServer;
/** Two replicas over one Redis: `a` reaches it through the counting relay. */
let a: TestGateway;
let b: TestGateway;
let store: Awaited<ReturnType<typeof inspectRedis>>;
const POINTS = 6;

beforeAll(async () => {
  redis = await startTestRedis();
  relay = await countingRelay(redis.url);
  auth = await startTestService('auth');
  const env = { AUTH_SERVICE_URL: serviceUrl(auth), RATE_LIMIT_POINTS: String(POINTS) };
  a = await startGateway(relay.url, env);
  b = await startGateway(redis.url, env);
  store = await inspectRedis(redis.url);
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await store?.close();
  await relay?.close();
  await auth?.close();
  await redis?.stop();
});

/** Signs `id` in through `gw` from its own address (sign-ins count per address); the session cookie. */
async function signIn(gw: TestGateway, id: string, address: string): Promise<string> {
  const res = await request(gw.url).post('/api/auth/sign-in').set('x-forwarded-for', address).send({ id });
  expect(res.status).toBe(200);
  return cookieFrom(res.headers, 'scp.sid')?.split(';')[0] ?? '';
}

const session = (gw: TestGateway, cookie: string, address: string) =>
  request(gw.url).get('/api/auth/session').set('cookie', cookie).set('x-forwarded-for', address);

/** A counter as the limiter keeps it (0 when the window has none). */
async function counted(key: string): Promise<number> {
  return Number((await store.get(`rl:api:${key}`)) ?? 0);
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not reached within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('rate limit, counted with the session read', () => {
  it("sends a signed-in request's session read and its count to Redis in one round trip", async () => {
    const cookie = await signIn(a, 'one-trip', '10.20.0.1');
    // The first request tells this gateway whose session the cookie is.
    expect((await session(a, cookie, '10.20.0.1')).status).toBe(200);
    const before = relay.writes();
    const res = await session(a, cookie, '10.20.0.1');
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(POINTS - 2));
    expect(relay.writes() - before).toBe(1);
    expect(await counted('user:one-trip')).toBe(2);
  });

  it('holds the per-user limit across replicas', async () => {
    const cookie = await signIn(a, 'busy-across', '10.20.0.2');
    for (let i = 0; i < POINTS; i += 1) {
      expect((await session(i % 2 === 0 ? a : b, cookie, '10.20.0.2')).status).toBe(200);
    }
    expect((await session(a, cookie, '10.20.0.2')).status).toBe(429);
    expect((await session(b, cookie, '10.20.0.2')).status).toBe(429);
  });

  it('counts a session ended on another replica against the address at once, and gives the user their point back', async () => {
    const cookie = await signIn(a, 'signed-out', '10.20.0.3');
    expect((await session(a, cookie, '10.20.0.3')).status).toBe(200);
    expect((await request(b.url).post('/api/auth/sign-out').set('cookie', cookie)).status).toBe(200);
    const user = await counted('user:signed-out');
    const address = await counted('ip:10.20.0.4');

    // Replica a still remembers the cookie's user: the session read says it is over.
    const stale = await session(a, cookie, '10.20.0.4');
    expect(stale.status).toBe(401);
    expect(stale.headers['x-ratelimit-remaining']).toBe(String(POINTS - address - 1));
    expect(await counted('ip:10.20.0.4')).toBe(address + 1);
    await eventually(async () => (await counted('user:signed-out')) === user);
  });

  it('sees a changed user at once on every replica', async () => {
    const cookie = await signIn(a, 'renamed', '10.20.0.5');
    expect((await session(a, cookie, '10.20.0.5')).body.user.user_metadata).toEqual({ full_name: 'User renamed' });
    const renamed = await request(b.url)
      .post('/api/auth/profile')
      .set('cookie', cookie)
      .set('origin', 'http://app.test')
      .send({ id: 'renamed', full_name: 'New Name' });
    expect(renamed.status).toBe(200);
    expect((await session(a, cookie, '10.20.0.5')).body.user.user_metadata).toEqual({ full_name: 'New Name' });
  });
});
