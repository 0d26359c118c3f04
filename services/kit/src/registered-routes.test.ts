import express, { Router } from 'express';
import { createServiceApp, type ServiceDeps } from './app';
import { loadServiceConfig } from './config';
import { createLogger } from './logger';
import { registeredRoutes } from './registered-routes';

const ok: express.RequestHandler = (_req, res) => {
  res.json({ ok: true });
};

describe('registeredRoutes', () => {
  it('lists the routes of nested routers with their full paths, without middleware', () => {
    const app = express();
    app.use(express.json());
    app.get('/top', ok);
    const api = Router();
    api.use((_req, _res, next) => next());
    api.get('/items', ok);
    api.post('/items', ok);
    api.route('/items/:id').patch(ok).delete(ok);
    const nested = Router();
    nested.get('/', ok);
    nested.put('/deep/:a/:b', ok);
    api.use('/nested', nested);
    api.use(Router().get('/root-mounted', ok));
    app.use('/api', api);
    app.use(express.static('/nonexistent'));

    expect(registeredRoutes(app)).toEqual([
      { method: 'GET', path: '/api/items' },
      { method: 'POST', path: '/api/items' },
      { method: 'DELETE', path: '/api/items/:id' },
      { method: 'PATCH', path: '/api/items/:id' },
      { method: 'GET', path: '/api/nested' },
      { method: 'PUT', path: '/api/nested/deep/:a/:b' },
      { method: 'GET', path: '/api/root-mounted' },
      { method: 'GET', path: '/top' },
    ]);
  });

  it('lists an explicit HEAD route, `.all()` as *, and every path of an array', () => {
    const router = Router();
    router.head('/probe', ok);
    router.all('/any', ok);
    router.get(['/one', '/two'], ok);

    expect(registeredRoutes(router)).toEqual([
      { method: '*', path: '/any' },
      { method: 'GET', path: '/one' },
      { method: 'HEAD', path: '/probe' },
      { method: 'GET', path: '/two' },
    ]);
  });

  it("lists a service app's health, internal and public routes as the kit mounts them", () => {
    const config = loadServiceConfig('settings', undefined, { NODE_ENV: 'test', LOCAL_MODE: 'true' });
    const deps: ServiceDeps = { config, logger: createLogger({ name: 'test', level: 'silent' }), readiness: [] };
    const app = createServiceApp(
      deps,
      (router) => router.get('/brand-kit', ok),
      (internal) => internal.get('/brand-context', ok),
    );

    expect(registeredRoutes(app)).toEqual([
      { method: 'GET', path: '/api/settings/brand-kit' },
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: '/internal/settings/brand-context' },
      { method: 'GET', path: '/readyz' },
    ]);
  });
});
