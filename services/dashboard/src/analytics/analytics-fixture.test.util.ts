import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';

const DAY_MS = 24 * 3600 * 1000;

/** The day `back` days before today (UTC), as the synced rows store it. */
export const daysAgo = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

/**
 * The dashboard service on the embedded database and a test Redis of its own, for the analytics
 * tests. Nothing listens on port 9: settings is out of reach, so every synced account counts (no
 * connection snapshot), and so is the studio (content performance from the accounts' averages).
 * Call at a test file's top level: it registers its own before/after hooks.
 */
export function analyticsFixture() {
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  const fx = serviceFixture({
    name: 'dashboard',
    createApp,
    extraConfig: dashboardEnvShape,
    redisUrl: () => redisUrl(),
    env: { SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/', STUDIO_SERVICE_URL: 'http://127.0.0.1:9/' },
  });
  afterAll(async () => {
    await redis?.stop();
  });
  function redisUrl(): string {
    if (!redis) throw new Error('analyticsFixture: Redis has not started yet');
    return redis.url;
  }
  return { fx, redisUrl };
}
