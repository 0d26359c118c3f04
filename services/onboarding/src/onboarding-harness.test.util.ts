import { Types } from 'mongoose';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import {
  callService,
  startTestRedis,
  type ServiceCallMethod,
  type ServiceCallOptions,
  type TestRedis,
} from '@scp/service-kit/testing';
import { zeroedSummary, type AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { createApp } from './app';
import { onboardingEnvShape } from './config';

type Kpis = AnalyticsSummary['kpis'];

/** A whole analytics summary (analytics.ts) with these KPIs, as the dashboard answers it. */
export function summaryWith(kpis: Partial<Kpis>): AnalyticsSummary {
  const zeroed = zeroedSummary({ range: 'last_30_days' });
  return {
    ...zeroed,
    kpis: { ...zeroed.kpis, ...kpis },
    metrics: {
      ...zeroed.metrics,
      revenue: { value: kpis.totalSales ?? 0, trend: null },
      orders: { value: kpis.totalOrders ?? 0, trend: null },
    },
  };
}

/**
 * The onboarding service on the embedded database and a real Redis, wired as in production, with
 * fake settings, auth and dashboard services. `kpisOf` holds each user's last 30 days for the
 * dashboard (zeros for a user not in it).
 */
export function onboardingFixture() {
  const kpisOf = new Map<string, Partial<Kpis>>();
  const settings = new FakeNeighbour(() => ({ saved: true }));
  const auth = new FakeNeighbour(() => ({ metadata: {} }));
  const dashboard = new FakeNeighbour((call) => summaryWith(kpisOf.get(call.userId ?? '') ?? {}));
  let redis: TestRedis | undefined;
  // Registered before the fixture's own beforeAll, so the neighbours and Redis are up when it starts.
  beforeAll(async () => {
    [redis] = await Promise.all([startTestRedis(), settings.start(), auth.start(), dashboard.start()]);
  });
  const fixture = serviceFixture({
    name: 'onboarding',
    createApp,
    extraConfig: onboardingEnvShape,
    redisUrl: () => (redis as TestRedis).url,
    env: () => ({
      SETTINGS_SERVICE_URL: settings.url,
      AUTH_SERVICE_URL: auth.url,
      DASHBOARD_SERVICE_URL: dashboard.url,
    }),
  });
  afterAll(async () => {
    await Promise.all([settings.stop(), auth.stop(), dashboard.stop()]);
    await redis?.stop();
  });
  // Each test starts with every neighbour up.
  afterEach(() => {
    settings.mode = 'up';
    auth.mode = 'up';
    dashboard.mode = 'up';
  });
  return Object.assign(fixture, { settings, auth, dashboard, kpisOf });
}

/** A user id as the gateway vouches for it: a fresh one per test, so tests never share data. */
export function newUserId(): string {
  return new Types.ObjectId().toHexString();
}

/** A request as the gateway forwards it to the onboarding service, for this user. */
export function callAs(userId: string | undefined, app: Parameters<typeof callService>[0]) {
  return (method: ServiceCallMethod, path: string, options: Omit<ServiceCallOptions, 'userId'> = {}) =>
    callService(app, 'onboarding', method, path, { ...options, userId });
}
