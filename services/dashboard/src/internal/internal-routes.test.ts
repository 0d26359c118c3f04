import { generateKeyPairSync } from 'node:crypto';
import { Types } from 'mongoose';
import request from 'supertest';
import { callService, internalTokenHeader, serviceTokenHeader } from '@scp/service-kit/testing';
import { analyticsSummarySchema } from '@scp/shared/contracts/dashboard/analytics';
import { executiveDashboardResultSchema } from '@scp/shared/contracts/dashboard/analytics-tools';
import { dashboardInternalPaths } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { analyticsFixture, daysAgo } from '../analytics/analytics-fixture.test.util';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { ShopDailyMetricModel } from '../sync/shop-daily-metric-model';
import { SyncStateModel } from '../sync/sync-state-model';

// GET /internal/dashboard/summary: the user's last 30 days for onboarding (goal targets) and the
// assistant, with a service token; every other caller is refused.

const path = dashboardInternalPaths.summary;
const { fx } = analyticsFixture();

/** Ten days of a shop and an Instagram account, and their sync states. */
async function seededUser(): Promise<string> {
  const userId = new Types.ObjectId().toHexString();
  const days = Array.from({ length: 10 }, (_, back) => back);
  await ShopDailyMetricModel.insertMany(
    days.map((back) => ({
      userId,
      shopDomain: 'alices-bakery.myshopify.com',
      date: daysAgo(back),
      totalSales: 100,
      orderCount: 4,
      averageOrderValue: 25,
      currency: 'USD',
    })),
  );
  await PlatformDailyMetricModel.insertMany(
    days.map((back) => ({
      userId,
      platform: 'instagram',
      accountId: '17841400000000001',
      date: daysAgo(back),
      metrics: { followers: 2000 - back * 5, engagement: 40, reach: 500 },
    })),
  );
  await SyncStateModel.insertMany(
    [
      ['shopify', 'alices-bakery.myshopify.com'],
      ['instagram', '17841400000000001'],
    ].map(([platform, accountId]) => ({
      userId,
      platform,
      accountId,
      lastCompleteDay: daysAgo(1),
      lastRunAt: new Date(),
      lastSuccessAt: new Date(),
      outcome: 'ok',
      documentsWritten: 10,
    })),
  );
  return userId;
}

async function summaryAs(caller: 'onboarding' | 'assistant' | 'settings' | 'responder', userId: string) {
  return request(fx.app)
    .get(path)
    .set(await serviceTokenHeader(caller, 'dashboard', `GET ${path}`, userId));
}

describe('GET /internal/dashboard/summary', () => {
  it("answers onboarding the user's last 30 days with the period before, as the dashboard shows them", async () => {
    const userId = await seededUser();
    const answer = await summaryAs('onboarding', userId);
    expect(answer.status).toBe(200);
    const summary = analyticsSummarySchema.parse(answer.body);
    expect(summary.range).toEqual({ start: daysAgo(29), end: daysAgo(0), days: 30 });
    expect(summary.comparison).toEqual({ start: daysAgo(59), end: daysAgo(30), days: 30 });
    expect(summary.kpis).toMatchObject({ totalSales: 1000, totalOrders: 40, totalFollowers: 2000, totalReach: 5000 });
    // The period's 10 x 40 engagements over the last day's 2,000 followers (entities): 20 %.
    expect(summary.kpis.avgEngagementRate).toBe(20);

    const shown = await callService(fx.app, 'dashboard', 'get', '/analytics?range=last_30_days', { userId });
    expect(shown.status).toBe(200);
    expect(shown.body.kpis).toEqual(summary.kpis);
    expect(shown.body.range).toEqual(summary.range);
  });

  it('answers the assistant too, and zeros for a user with nothing synced', async () => {
    const answer = await summaryAs('assistant', new Types.ObjectId().toHexString());
    expect(answer.status).toBe(200);
    const summary = analyticsSummarySchema.parse(answer.body);
    expect(summary.kpis).toMatchObject({ totalSales: 0, totalOrders: 0, totalFollowers: 0, totalReach: 0 });
  });

  it('refuses any other service (403), no token, a forged token and the gateway’s token (401)', async () => {
    const userId = await seededUser();
    for (const caller of ['settings', 'responder'] as const) {
      const refused = await summaryAs(caller, userId);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    const anonymous = await request(fx.app).get(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const forged = await serviceTokenHeader(
      'onboarding',
      'dashboard',
      `GET ${path}`,
      userId,
      generateKeyPairSync('ed25519').privateKey,
    );
    expect((await request(fx.app).get(path).set(forged)).status).toBe(401);
    const gateway = await internalTokenHeader('dashboard', `GET ${path}`, userId);
    expect((await request(fx.app).get(path).set(gateway)).status).toBe(401);
  });

  it('wants a user: a service token without one is 401', async () => {
    const answer = await request(fx.app)
      .get(path)
      .set(await serviceTokenHeader('onboarding', 'dashboard', `GET ${path}`));
    expect(answer.status).toBe(401);
  });
});

describe('POST /internal/dashboard/tools/:tool', () => {
  const toolPath = (name: string) => `${dashboardInternalPaths.tools}/${name}`;
  async function toolAs(caller: 'assistant' | 'onboarding', userId: string, name: string, body: object = {}) {
    return request(fx.app)
      .post(toolPath(name))
      .set(await serviceTokenHeader(caller, 'dashboard', `POST ${toolPath(name)}`, userId))
      .send(body);
  }

  it("answers the assistant the executive dashboard of the user's days, one point a day", async () => {
    const userId = await seededUser();
    const answer = await toolAs('assistant', userId, 'get_executive_dashboard', { days: 7 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tool: 'get_executive_dashboard', available: true });
    const result = executiveDashboardResultSchema.parse(answer.body.result);
    expect(result.range).toEqual({ start: daysAgo(6), end: daysAgo(0), days: 7 });
    expect(result.kpis).toMatchObject({ totalSales: 700, totalOrders: 28 });
    expect(result.days).toHaveLength(7);
    expect(result.days.map((day) => day.revenue)).toEqual([100, 100, 100, 100, 100, 100, 100]);
    expect(result.platforms).toEqual([
      expect.objectContaining({ platform: 'instagram', followers: 2000, engagement: 280 }),
    ]);
  });

  it('refuses onboarding (403), an unknown tool (404) and bad parameters (400)', async () => {
    const userId = await seededUser();
    expect((await toolAs('onboarding', userId, 'get_executive_dashboard')).status).toBe(403);
    expect((await toolAs('assistant', userId, 'nope')).status).toBe(404);
    const bad = await toolAs('assistant', userId, 'get_executive_dashboard', { days: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });
});
