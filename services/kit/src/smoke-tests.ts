/**
 * The behaviour every domain service gets from the kit, asserted over HTTP against the real app
 * and the (embedded) database: one call per service's test file.
 */
import type { Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import type { ServiceDeps } from './app';
import type { ServiceName } from './service-names';
import { serviceFixture } from './service-fixture';
import { internalTokenHeader } from './testing';

export function describeServiceSmoke<Extra extends z.ZodRawShape = Record<never, never>>(
  name: ServiceName,
  createApp: (deps: ServiceDeps<z.output<z.ZodObject<Extra>>>) => Express,
  /** The service's own variables (its `extraConfig`), validated as at boot. */
  extraConfig?: Extra,
): void {
  describe(`${name} service (kit behaviour)`, () => {
    const fx = serviceFixture({ name, createApp, extraConfig });

    it('is alive and ready with its database', async () => {
      expect((await request(fx.app).get('/healthz')).body).toEqual({ status: 'ok' });
      const ready = await request(fx.app).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ mongodb: 'up' });
    });

    it('answers 401 to a call that did not come through the gateway', async () => {
      const direct = await request(fx.app).get(`/api/${name}/anything`);
      expect(direct.status).toBe(401);
      expect(direct.body.error.code).toBe('UNAUTHENTICATED');
      const forged = await request(fx.app).get(`/api/${name}/anything`).set('x-internal-token', 'forged');
      expect(forged.status).toBe(401);
    });

    it('answers JSON errors, never X-Powered-By', async () => {
      const res = await request(fx.app)
        .get(`/api/${name}/no-such-route`)
        .set(await internalTokenHeader(name, `GET /api/${name}/no-such-route`, 'user-1'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'NOT_FOUND', message: `No route for GET /api/${name}/no-such-route.` },
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
}
