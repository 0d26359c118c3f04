import { SANDBOX_CLIENTS } from '@scp/provider-sandbox/default-clients';
import type { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { serviceFixture, type ServiceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createApp } from './app';
import { dashboardEnvShape } from './config';

/**
 * The dashboard service on the embedded database and a test Redis of its own, its neighbours fake
 * HTTP servers (docs/architecture.md, Between services): settings, and the studio when given (else
 * out of reach). Scheduled syncs stay out of the way (one a day): every sync in a test is asked for.
 * Call at a test file's top level: it registers its own before/after hooks, and puts every
 * neighbour back up after each test.
 */
export function dashboardFixture(options: {
  settings: FakeNeighbour;
  studio?: FakeNeighbour;
  /** How many days a first sync reads (the service's default otherwise). */
  historyDays?: number;
}): ServiceFixture {
  const { settings, studio } = options;
  const neighbours = studio ? [settings, studio] : [settings];
  let redis: TestRedis | undefined;
  // Registered before the fixture's own beforeAll, so the neighbours and Redis are up when it starts.
  beforeAll(async () => {
    [redis] = await Promise.all([startTestRedis(), ...neighbours.map((neighbour) => neighbour.start())]);
  });
  const fixture = serviceFixture({
    name: 'dashboard',
    createApp,
    extraConfig: dashboardEnvShape,
    redisUrl: () => (redis as TestRedis).url,
    env: () => ({
      SETTINGS_SERVICE_URL: settings.url,
      STUDIO_SERVICE_URL: studio ? studio.url : 'http://127.0.0.1:9/',
      SHOPIFY_CLIENT_SECRET: SANDBOX_CLIENTS.shopify.clientSecret,
      SYNC_INTERVAL_MS: String(24 * 3600 * 1000),
      ...(options.historyDays ? { SYNC_HISTORY_DAYS: String(options.historyDays) } : {}),
    }),
  });
  afterAll(async () => {
    await Promise.all(neighbours.map((neighbour) => neighbour.stop()));
    await redis?.stop();
  });
  afterEach(() => {
    for (const neighbour of neighbours) neighbour.mode = 'up';
  });
  return fixture;
}
