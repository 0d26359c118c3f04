/**
 * Property-based fuzz of every dashboard route (as the other services' fuzz): hostile bodies, query
 * strings, headers and path segments, anonymous and signed in. No answer may be a 500, show a stack
 * trace, or be an error without the JSON error body; a refused request stores nothing.
 */
import mongoose from 'mongoose';
import { SANDBOX_CLIENTS } from '@scp/provider-sandbox/default-clients';
import { createLogger } from '@scp/service-kit/logger';
import { fuzzRoute, httpSend, type FuzzRoute, type FuzzSend } from '@scp/service-kit/route-fuzz';
import { serve, type RunningServer } from '@scp/service-kit/run';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { internalTokenHeader, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { createApp } from './app';
import { dashboardEnvShape } from './config';

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  redisUrl: () => redis.url,
  env: {
    // Nothing listens on port 9: the settings service is down, so syncs answer 503.
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    SHOPIFY_CLIENT_SECRET: SANDBOX_CLIENTS.shopify.clientSecret,
  },
});
afterAll(async () => {
  await redis?.stop();
});

let server: RunningServer;
let send: FuzzSend;
const userId = new mongoose.Types.ObjectId().toHexString();

beforeAll(async () => {
  server = await serve(fx.app, {
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ name: 'dashboard', level: 'silent' }),
  });
  send = httpSend(server.url);
});
afterAll(async () => {
  await server?.close();
});

async function storedDocuments(): Promise<number> {
  const collections = await mongoose.connection.db!.collections();
  const counts = await Promise.all(collections.map((collection) => collection.countDocuments()));
  return counts.reduce((sum, count) => sum + count, 0);
}

const as =
  (user?: () => string) =>
  ({ method, target }: { method: string; target: string }) =>
    internalTokenHeader('dashboard', `${method} ${target}`, user?.());

const withCallers = (route: FuzzRoute): FuzzRoute[] => [
  { ...route, headers: as() },
  { ...route, label: 'signed in', headers: as(() => userId) },
  { ...route, label: 'malformed user id', headers: as(() => '__proto__') },
];

const routes: FuzzRoute[] = [
  ...withCallers({ method: 'GET', path: '/api/dashboard/sync' }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/analytics',
    queryKeys: ['range', 'startDate', 'endDate', 'comparison'],
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/dashboard/health',
    queryKeys: ['range', 'startDate', 'endDate', 'comparison'],
  }),
  ...withCallers({ method: 'POST', path: '/api/dashboard/sync', validBody: { platform: 'tiktok', accountId: 'x' } }),
  {
    method: 'POST',
    path: '/api/dashboard/webhooks/shopify',
    validBody: { id: 1, name: '#1001' },
    headers: as(),
  },
  { method: 'GET', path: '/api/dashboard/:rest', params: { rest: ['nope', 'webhooks'] }, headers: as(() => userId) },
];

describe('dashboard route fuzz', () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}${route.label ? ` (${route.label})` : ''}`, route]))(
    '%s',
    async (_name, route) => {
      await fuzzRoute(route as FuzzRoute, { send, numRuns: NUM_RUNS, storedCount: storedDocuments });
    },
    60_000,
  );
});
