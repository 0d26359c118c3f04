import request from 'supertest';
import { internalTokenHeader } from '@scp/service-kit/testing';
import { authHarness } from './auth-harness.test.util';

// The kit's behaviour (describeServiceSmoke), here with the auth service's own configuration and
// Redis, which the auth app needs and the kit's generic smoke fixture does not provide.
describe('auth service (kit behaviour)', () => {
  const fx = authHarness();

  it('is alive and ready with its database and Redis', async () => {
    expect((await request(fx.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(fx.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongodb: 'up', redis: 'up' });
  });

  it('answers 401 to a call that did not come through the gateway', async () => {
    const direct = await request(fx.app).post('/api/auth/sign-in').send({ email: 'a@example.com', password: 'x' });
    expect(direct.status).toBe(401);
    expect(direct.body.error.code).toBe('UNAUTHENTICATED');
    const forged = await request(fx.app).get('/api/auth/user').set('x-internal-token', 'forged');
    expect(forged.status).toBe(401);
    const otherService = await request(fx.app)
      .get('/api/auth/user')
      .set(await internalTokenHeader('settings', 'GET /api/auth/user', '0123456789abcdef01234567'));
    expect(otherService.status).toBe(401);
  });

  it('answers JSON errors, never X-Powered-By', async () => {
    const res = await request(fx.app)
      .get('/api/auth/no-such-route')
      .set(await internalTokenHeader('auth', 'GET /api/auth/no-such-route', 'user-1'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/auth/no-such-route.' } });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
