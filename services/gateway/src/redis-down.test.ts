import request from 'supertest';
import type { RunningServer } from '@scp/service-kit/run';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { cookieFrom, serviceUrl, startGateway, startTestService, type TestGateway } from './harness.test.util';

let redis: TestRedis;
let auth: RunningServer;
let gw: TestGateway;
let cookie: string;

beforeAll(async () => {
  redis = await startTestRedis();
  auth = await startTestService('auth');
  gw = await startGateway(redis.url, { AUTH_SERVICE_URL: serviceUrl(auth) });
  const res = await request(gw.url).post('/api/auth/sign-in').send({ id: 'hana' });
  cookie = cookieFrom(res.headers, 'scp.sid')?.split(';')[0] ?? '';
});

afterAll(async () => {
  await gw.stop();
  await auth.close();
  await redis.stop();
});

async function expectFast503(call: () => request.Test): Promise<void> {
  const started = Date.now();
  const res = await call();
  expect(res.status).toBe(503);
  expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
  expect(Date.now() - started).toBeLessThan(1000);
}

const describeWithPrivateRedis = process.env.REDIS_URL ? describe.skip : describe;

describeWithPrivateRedis('Redis unavailable', () => {
  it('works while Redis is up', async () => {
    expect((await request(gw.url).get('/api/auth/session').set('cookie', cookie)).status).toBe(200);
  });

  it('Redis stalled: 503 within a second, never a hang and never anonymous', async () => {
    if (!redis.pid) return;
    process.kill(redis.pid, 'SIGSTOP');
    try {
      await expectFast503(() => request(gw.url).get('/api/auth/session').set('cookie', cookie));
      await expectFast503(() => request(gw.url).post('/api/auth/echo').set('cookie', cookie).send({ a: 1 }));
      await expectFast503(() => request(gw.url).get('/api/auth/whoami'));
      await expectFast503(() => request(gw.url).get('/readyz'));
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
  });

  it('Redis gone: 503 within a second; health, static and manifest still answer', async () => {
    await redis.stop();
    await expectFast503(() => request(gw.url).get('/api/auth/session').set('cookie', cookie));
    await expectFast503(() => request(gw.url).post('/api/auth/sign-in').send({ id: 'x' }));
    await expectFast503(() => request(gw.url).get('/api/auth/whoami').set('cookie', cookie));
    await expectFast503(() => request(gw.url).get('/api/events').set('cookie', cookie));
    await expectFast503(() => request(gw.url).get('/readyz'));
    expect((await request(gw.url).get('/healthz')).status).toBe(200);
    expect((await request(gw.url).get('/remotes.json')).status).toBe(200);
  });
});
