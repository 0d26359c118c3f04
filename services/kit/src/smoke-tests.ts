/**
 * The behaviour every domain service gets from the kit, asserted over HTTP against the real app
 * and the (embedded) database: one call per service's test file.
 */
import type { Express } from 'express';
import request from 'supertest';
import type { ServiceDeps } from './app';
import type { ServiceName } from './service-names';
import {
  internalTokenHeader,
  startTestDatabase,
  startTestService,
  type TestDatabase,
  type TestService,
} from './testing';

export function describeServiceSmoke(name: ServiceName, createApp: (deps: ServiceDeps) => Express): void {
  describe(`${name} service (kit behaviour)`, () => {
    let db: TestDatabase;
    let service: TestService;

    beforeAll(async () => {
      db = await startTestDatabase();
      service = await startTestService({ name, createApp, mongodbUri: db.uri });
    });

    afterAll(async () => {
      await service.close();
      await db.stop();
    });

    it('is alive and ready with its database', async () => {
      expect((await request(service.app).get('/healthz')).body).toEqual({ status: 'ok' });
      const ready = await request(service.app).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ mongodb: 'up' });
    });

    it('answers 401 to a call that did not come through the gateway', async () => {
      const direct = await request(service.app).get(`/api/${name}/anything`);
      expect(direct.status).toBe(401);
      expect(direct.body.error.code).toBe('UNAUTHENTICATED');
      const forged = await request(service.app).get(`/api/${name}/anything`).set('x-internal-token', 'forged');
      expect(forged.status).toBe(401);
    });

    it('answers JSON errors, never X-Powered-By', async () => {
      const res = await request(service.app)
        .get(`/api/${name}/no-such-route`)
        .set(await internalTokenHeader(name, 'user-1'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'NOT_FOUND', message: `No route for GET /api/${name}/no-such-route.` },
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
}
