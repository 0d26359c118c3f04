import request from 'supertest';
import { cookieFrom, gatewayFixture } from './harness.test.util';

const fx = gatewayFixture();
let cookie: string;

beforeAll(async () => {
  const res = await request(fx.gw.url).post('/api/auth/sign-in').send({ id: 'hana' });
  cookie = cookieFrom(res.headers, 'scp.sid')?.split(';')[0] ?? '';
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
    expect((await request(fx.gw.url).get('/api/auth/session').set('cookie', cookie)).status).toBe(200);
  });

  it('Redis stalled: 503 within a second, never a hang and never anonymous', async () => {
    if (!fx.redis.pid) return;
    process.kill(fx.redis.pid, 'SIGSTOP');
    try {
      await expectFast503(() => request(fx.gw.url).get('/api/auth/session').set('cookie', cookie));
      await expectFast503(() => request(fx.gw.url).post('/api/auth/echo').set('cookie', cookie).send({ a: 1 }));
      await expectFast503(() => request(fx.gw.url).get('/api/auth/whoami'));
      await expectFast503(() => request(fx.gw.url).get('/readyz'));
    } finally {
      process.kill(fx.redis.pid, 'SIGCONT');
    }
    // Back to normal once Redis answers again, the session intact.
    const again = await request(fx.gw.url).get('/api/auth/session').set('cookie', cookie);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe('hana');
  });

  it('Redis gone: 503 within a second; health, static and manifest still answer', async () => {
    await fx.redis.stop();
    await expectFast503(() => request(fx.gw.url).get('/api/auth/session').set('cookie', cookie));
    await expectFast503(() => request(fx.gw.url).post('/api/auth/sign-in').send({ id: 'x' }));
    await expectFast503(() => request(fx.gw.url).get('/api/auth/whoami').set('cookie', cookie));
    await expectFast503(() => request(fx.gw.url).get('/api/events').set('cookie', cookie));
    await expectFast503(() => request(fx.gw.url).get('/readyz'));
    expect((await request(fx.gw.url).get('/healthz')).status).toBe(200);
    expect((await request(fx.gw.url).get('/remotes.json')).status).toBe(200);
  });
});
