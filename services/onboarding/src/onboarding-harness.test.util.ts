import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { Types } from 'mongoose';
import { INTERNAL_TOKEN_HEADER } from '@scp/service-kit/internal-token';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { SERVICE_TOKEN_ISSUER_PREFIX } from '@scp/service-kit/service-token';
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

/** How a fake neighbour answers: normally, with a 503, or not at all (the connection is dropped). */
export type NeighbourMode = 'up' | 'error' | 'down';

export interface NeighbourCall {
  method: string;
  path: string;
  caller: string;
  userId: string | undefined;
  body: unknown;
}

/**
 * A neighbour service's internal API as a real HTTP server: records every call (method, path, the
 * caller and user of its service token, the JSON body) and answers `respond`'s body.
 */
export class FakeNeighbour {
  mode: NeighbourMode = 'up';
  readonly calls: NeighbourCall[] = [];
  private server: http.Server | undefined;

  constructor(private readonly respond: (call: NeighbourCall) => unknown) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (this.mode === 'down') {
          req.socket.destroy();
          return;
        }
        const claims = decodeJwt(String(req.headers[INTERNAL_TOKEN_HEADER] ?? ''));
        const text = Buffer.concat(chunks).toString('utf8');
        const call: NeighbourCall = {
          method: String(req.method),
          path: String(req.url),
          caller: String(claims.iss ?? '').slice(SERVICE_TOKEN_ISSUER_PREFIX.length),
          userId: claims.sub,
          body: text ? JSON.parse(text) : undefined,
        };
        this.calls.push(call);
        res.setHeader('content-type', 'application/json');
        if (this.mode === 'error') {
          res.statusCode = 503;
          res.end(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }));
          return;
        }
        res.end(JSON.stringify(this.respond(call) ?? {}));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/`;
  }

  callsOf(userId: string): NeighbourCall[] {
    return this.calls.filter((call) => call.userId === userId);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

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
