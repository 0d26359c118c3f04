import { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createServiceApp, type ServiceDeps } from './app';
import { loadServiceConfig } from './config';
import { AppError } from './errors';
import { userIdOf, signInternalToken } from './internal-token';
import { createLogger } from './logger';
import { internalTokenHeader, TEST_INTERNAL_TOKEN_SECRET } from './testing';

const bodySchema = z.object({ name: z.string().min(1), address: z.object({ city: z.string() }) });

function makeApp(readiness: ServiceDeps['readiness'] = []) {
  const config = loadServiceConfig('settings', undefined, {
    NODE_ENV: 'test',
    LOCAL_MODE: 'true',
    INTERNAL_TOKEN_SECRET: TEST_INTERNAL_TOKEN_SECRET,
    BODY_LIMIT: '1kb',
  });
  const deps: ServiceDeps = { config, logger: createLogger({ name: 'test', level: 'silent' }), readiness };
  return createServiceApp(deps, (router: Router) => {
    router.get('/whoami', (req, res) => {
      res.json({ userId: userIdOf(req) });
    });
    router.post('/echo', (req, res) => {
      res.json(bodySchema.parse(req.body));
    });
    router.get('/missing', () => {
      throw AppError.notFound('No such thing.');
    });
    router.get('/boom', () => {
      throw new Error('secret internals /etc/passwd');
    });
    router.get('/async-boom', async () => {
      await Promise.resolve();
      throw AppError.conflict('Taken.', 'email');
    });
  });
}

describe('service app: internal token', () => {
  const app = makeApp();

  it('answers 401 to a direct call without a token', async () => {
    const res = await request(app).get('/api/settings/whoami');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Missing internal token.' } });
  });

  it('answers 401 to a garbage, forged, expired or wrong-audience token', async () => {
    const forged = await signInternalToken({
      secret: 'another-secret-another-secret-xx',
      audience: 'settings',
      userId: 'u1',
    });
    const expired = await signInternalToken({
      secret: TEST_INTERNAL_TOKEN_SECRET,
      audience: 'settings',
      userId: 'u1',
      ttlSeconds: -10,
    });
    const otherService = await signInternalToken({
      secret: TEST_INTERNAL_TOKEN_SECRET,
      audience: 'auth',
      userId: 'u1',
    });
    for (const token of ['not-a-jwt', forged, expired, otherService]) {
      const res = await request(app).get('/api/settings/whoami').set('x-internal-token', token);
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid internal token.' });
    }
  });

  it('passes the user id of a valid token to the route', async () => {
    const res = await request(app)
      .get('/api/settings/whoami')
      .set(await internalTokenHeader('settings', 'user-42'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'user-42' });
  });

  it('treats a valid anonymous token as unauthenticated where a user is needed', async () => {
    const res = await request(app)
      .get('/api/settings/whoami')
      .set(await internalTokenHeader('settings'));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('keeps health endpoints open and sends no X-Powered-By', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('service app: errors', () => {
  const app = makeApp();
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await internalTokenHeader('settings', 'user-1');
  });

  it('answers a zod validation failure with 400 naming the field', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(auth)
      .send({ name: 'x', address: { city: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'address.city' });
    expect(typeof res.body.error.message).toBe('string');
  });

  it('accepts a valid body', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(auth)
      .send({ name: 'x', address: { city: 'Oslo' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'x', address: { city: 'Oslo' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(auth)
      .set('content-type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(auth)
      .send({ name: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' } });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const res = await request(app).get('/api/settings/nothing-here').set(auth);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/settings/nothing-here.' } });
  });

  it('answers AppErrors with their status, sync or async', async () => {
    const missing = await request(app).get('/api/settings/missing').set(auth);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thing.' } });
    const conflict = await request(app).get('/api/settings/async-boom').set(auth);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ error: { code: 'CONFLICT', message: 'Taken.', field: 'email' } });
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const res = await request(app).get('/api/settings/boom').set(auth);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    expect(res.text).not.toContain('passwd');
  });

  it('echoes a well-formed request id and makes one otherwise', async () => {
    const kept = await request(app).get('/healthz').set('x-request-id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const made = await request(app).get('/healthz').set('x-request-id', 'bad id\twith spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('service app: readiness', () => {
  it('is ready when every check answers and 503 naming the ones that do not', async () => {
    let mongoUp = true;
    const app = makeApp([{ name: 'mongodb', check: async () => (mongoUp ? 'ok' : Promise.reject(new Error('down'))) }]);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { mongodb: 'up' } });
    mongoUp = false;
    const notReady = await request(app).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Not ready: mongodb not answering.' });
  });
});
