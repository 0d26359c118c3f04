import { generateKeyPairSync } from 'node:crypto';
import { Router } from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { z } from 'zod';
import { createServiceApp, type ServiceDeps } from './app';
import { loadServiceConfig } from './config';
import { AppError } from './errors';
import { INTERNAL_TOKEN_ISSUER, userIdOf, signInternalToken } from './internal-token';
import { createLogger } from './logger';
import { internalTokenHeader, testKeys } from './testing';

const bodySchema = z.object({ name: z.string().min(1), address: z.object({ city: z.string() }) });

function makeApp(readiness: ServiceDeps['readiness'] = []) {
  const config = loadServiceConfig('settings', undefined, {
    NODE_ENV: 'test',
    LOCAL_MODE: 'true',
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
    const whoami = { method: 'GET', path: '/api/settings/whoami' };
    const sign = (options: Partial<Parameters<typeof signInternalToken>[0]>) =>
      signInternalToken({
        privateKey: testKeys.internalToken,
        audience: 'settings',
        request: whoami,
        userId: 'u1',
        ...options,
      });
    const tokens = {
      garbage: 'not-a-jwt',
      // Another key: only the gateway's private key makes a token a service accepts.
      forged: await sign({ privateKey: generateKeyPairSync('ed25519').privateKey }),
      // The session-grant key is the auth service's: it must not open another service (issue 9.3).
      authServiceKey: await sign({ privateKey: testKeys.sessionGrant }),
      expired: await sign({ ttlSeconds: -10 }),
      otherService: await sign({ audience: 'auth' }),
      otherPath: await sign({ request: { method: 'GET', path: '/api/settings/missing' } }),
      otherMethod: await sign({ request: { method: 'POST', path: '/api/settings/whoami' } }),
      otherQuery: await sign({ request: { method: 'GET', path: '/api/settings/whoami?x=1' } }),
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const res = await request(app).get('/api/settings/whoami').set('x-internal-token', token);
      expect({ kind, status: res.status, error: res.body.error }).toEqual({
        kind,
        status: 401,
        error: { code: 'UNAUTHENTICATED', message: 'Invalid internal token.' },
      });
    }
  });

  it('refuses a token that lives longer than 60 s, has no issue time, or was issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = (times: { iat?: number; exp: number }) => {
      const jwt = new SignJWT({ htm: 'GET', htp: '/api/settings/whoami' })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setIssuer(INTERNAL_TOKEN_ISSUER)
        .setAudience('settings')
        .setSubject('u1')
        .setJti(`lifetime-${times.iat ?? 'none'}-${times.exp}`)
        .setExpirationTime(times.exp);
      if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
      return jwt.sign(testKeys.internalToken);
    };
    const tokens = {
      // Signed with the right key: only the receiving side's check stops it (its replay entry lasts 60 s).
      aDay: await signInternalToken({
        privateKey: testKeys.internalToken,
        audience: 'settings',
        request: { method: 'GET', path: '/api/settings/whoami' },
        userId: 'u1',
        ttlSeconds: 24 * 3600,
      }),
      sixtyOne: await claims({ iat: now, exp: now + 61 }),
      noIssuedAt: await claims({ exp: now + 30 }),
      issuedLater: await claims({ iat: now + 3600, exp: now + 3630 }),
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const res = await request(app).get('/api/settings/whoami').set('x-internal-token', token);
      expect({ kind, status: res.status }).toEqual({ kind, status: 401 });
    }
    // The limit itself, and a clock a few seconds ahead of the gateway's, are fine.
    const ok = await request(app)
      .get('/api/settings/whoami')
      .set('x-internal-token', await claims({ iat: now + 2, exp: now + 62 }));
    expect(ok.status).toBe(200);
  });

  it('accepts a token once: a replay within its 60 s is refused', async () => {
    const header = await internalTokenHeader('settings', 'GET /api/settings/whoami', 'user-7');
    const first = await request(app).get('/api/settings/whoami').set(header);
    expect(first.status).toBe(200);
    const replay = await request(app).get('/api/settings/whoami').set(header);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid internal token.' });
  });

  it('passes the user id of a valid token to the route', async () => {
    const res = await request(app)
      .get('/api/settings/whoami')
      .set(await internalTokenHeader('settings', 'GET /api/settings/whoami', 'user-42'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'user-42' });
  });

  it('treats a valid anonymous token as unauthenticated where a user is needed', async () => {
    const res = await request(app)
      .get('/api/settings/whoami')
      .set(await internalTokenHeader('settings', 'GET /api/settings/whoami'));
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
  const auth = (call: string) => internalTokenHeader('settings', call, 'user-1');

  it('answers a zod validation failure with 400 naming the field', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(await auth('POST /api/settings/echo'))
      .send({ name: 'x', address: { city: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'address.city' });
    expect(typeof res.body.error.message).toBe('string');
  });

  it('accepts a valid body', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(await auth('POST /api/settings/echo'))
      .send({ name: 'x', address: { city: 'Oslo' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'x', address: { city: 'Oslo' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(await auth('POST /api/settings/echo'))
      .set('content-type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON.' } });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await request(app)
      .post('/api/settings/echo')
      .set(await auth('POST /api/settings/echo'))
      .send({ name: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large.' } });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const res = await request(app)
      .get('/api/settings/nothing-here')
      .set(await auth('GET /api/settings/nothing-here'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/settings/nothing-here.' } });
  });

  it('answers AppErrors with their status, sync or async', async () => {
    const missing = await request(app)
      .get('/api/settings/missing')
      .set(await auth('GET /api/settings/missing'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thing.' } });
    const conflict = await request(app)
      .get('/api/settings/async-boom')
      .set(await auth('GET /api/settings/async-boom'));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ error: { code: 'CONFLICT', message: 'Taken.', field: 'email' } });
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const res = await request(app)
      .get('/api/settings/boom')
      .set(await auth('GET /api/settings/boom'));
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
