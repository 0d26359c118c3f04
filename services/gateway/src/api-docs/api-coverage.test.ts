/**
 * The API catalogue (and so the OpenAPI document) covers exactly the routes a browser or a platform
 * can reach (issue 18). The routes are read from the apps themselves (`registeredRoutes`, which walks
 * the Express router stacks): the gateway as it runs, and every domain service's app built by its own
 * `createApp` from its sources, with configuration from the environment of a local run and no
 * database or Redis (building an app connects to nothing). A service route is reachable when the
 * gateway forwards its path (`/api/<domain>/...`, proxy.ts); `/internal/<domain>/*` and the services'
 * health probes are not.
 */
import type { Express } from 'express';
import { createApp as createAssistantApp } from '@scp/service-assistant/app';
import { assistantEnvShape } from '@scp/service-assistant/config';
import { createApp as createAuthApp } from '@scp/service-auth/app';
import { authEnvShape } from '@scp/service-auth/config';
import { createApp as createDashboardApp } from '@scp/service-dashboard/app';
import { dashboardEnvShape } from '@scp/service-dashboard/config';
import { createApp as createOnboardingApp } from '@scp/service-onboarding/app';
import { onboardingEnvShape } from '@scp/service-onboarding/config';
import { createApp as createResponderApp } from '@scp/service-responder/app';
import { responderEnvShape } from '@scp/service-responder/config';
import { createApp as createSettingsApp } from '@scp/service-settings/app';
import { settingsEnvShape } from '@scp/service-settings/config';
import { createApp as createStudioApp } from '@scp/service-studio/app';
import { studioEnvShape } from '@scp/service-studio/config';
import { loadServiceConfig } from '@scp/service-kit/config';
import { createLogger } from '@scp/service-kit/logger';
import { closeRedis, createRedisClient } from '@scp/service-kit/redis';
import { registeredRoutes, type RegisteredRoute } from '@scp/service-kit/registered-routes';
import { serviceNames, type ServiceName } from '@scp/service-kit/service-names';
import { apiCatalogue } from '@scp/shared/contracts/app/api-catalogue';
import { gatewayFixture } from '../harness.test.util';

const env = { NODE_ENV: 'test', LOCAL_MODE: 'true' };
const logger = createLogger({ name: 'api-coverage', level: 'silent' });
// The auth service keeps a Redis client for its limiters; building the app sends it nothing.
const idleRedis = createRedisClient('redis://127.0.0.1:1', logger);

afterAll(async () => {
  await closeRedis(idleRedis);
});

/** Each service's app, built as runService builds it. A new service fails to compile here until it is added. */
const serviceApps: Record<ServiceName, () => Express> = {
  auth: () =>
    createAuthApp({ config: loadServiceConfig('auth', authEnvShape, env), logger, readiness: [], redis: idleRedis }),
  settings: () =>
    createSettingsApp({ config: loadServiceConfig('settings', settingsEnvShape, env), logger, readiness: [] }),
  // Without Redis the job queues are not started (their routes answer 503 then); the routes are the same.
  dashboard: () =>
    createDashboardApp({ config: loadServiceConfig('dashboard', dashboardEnvShape, env), logger, readiness: [] }),
  onboarding: () =>
    createOnboardingApp({ config: loadServiceConfig('onboarding', onboardingEnvShape, env), logger, readiness: [] }),
  assistant: () =>
    createAssistantApp({ config: loadServiceConfig('assistant', assistantEnvShape, env), logger, readiness: [] }),
  responder: () =>
    createResponderApp({ config: loadServiceConfig('responder', responderEnvShape, env), logger, readiness: [] }),
  studio: () => createStudioApp({ config: loadServiceConfig('studio', studioEnvShape, env), logger, readiness: [] }),
};

/**
 * The gateway's routes that are not part of the API, and why. Listed here rather than left out
 * silently: each must still exist (a stale reason fails), and any other route must be catalogued.
 */
const notApi: Readonly<Record<string, string>> = {
  'GET /healthz': "the orchestrator's liveness probe, not the browser's API",
  'GET /readyz': "the orchestrator's readiness probe, not the browser's API",
  'GET /dev/mailbox': 'local mode only: a developer page (the sandbox mailbox), 404 in production',
  'GET /api/dev/mailbox': 'local mode only: a developer tool, 404 in production',
  'GET /api/dev/error-reports': 'local mode only: a developer tool, 404 in production',
};

const key = (route: RegisteredRoute) => `${route.method} ${route.path}`;

/** Whether the gateway forwards the path to the service (proxy.ts: `/api/<domain>/...` only). */
function reachable(service: ServiceName, path: string): boolean {
  return path === `/api/${service}` || path.startsWith(`/api/${service}/`);
}

/** A catalogue entry as Express registers its route: `{id}` is `:id`. */
const catalogued = new Set(
  apiCatalogue.map((route) => `${route.method.toUpperCase()} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`),
);

// The gateway as it runs in local mode (where the most routes are registered), over a real Redis.
const fx = gatewayFixture({ services: [] });

describe('the API catalogue', () => {
  let registered: Map<string, string>;

  beforeAll(() => {
    registered = new Map();
    for (const name of serviceNames) {
      for (const route of registeredRoutes(serviceApps[name]())) {
        if (reachable(name, route.path)) registered.set(key(route), `the ${name} service`);
      }
    }
    for (const route of registeredRoutes(fx.gw.gateway.app)) {
      if (!Object.hasOwn(notApi, key(route))) registered.set(key(route), 'the gateway');
    }
  });

  it('finds the routes of the gateway and of every service', () => {
    const owners = new Set(registered.values());
    expect([...owners].sort()).toEqual(['the gateway', ...serviceNames.map((name) => `the ${name} service`)].sort());
  });

  it('has an entry for every reachable route', () => {
    const missing = [...registered]
      .filter(([route]) => !catalogued.has(route))
      .map(([route, by]) => `${route} (${by})`);
    expect(missing).toEqual([]);
  });

  it('names no route that does not exist (or that the gateway does not forward)', () => {
    expect([...catalogued].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('names each route once', () => {
    expect(catalogued.size).toBe(apiCatalogue.length);
  });

  it('leaves out only gateway routes that exist', () => {
    const gatewayRoutes = new Set(registeredRoutes(fx.gw.gateway.app).map(key));
    expect(Object.keys(notApi).filter((route) => !gatewayRoutes.has(route))).toEqual([]);
  });
});
