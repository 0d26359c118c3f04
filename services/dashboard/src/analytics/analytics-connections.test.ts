import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { Types } from 'mongoose';
import request from 'supertest';
import { INTERNAL_TOKEN_HEADER } from '@scp/service-kit/internal-token';
import { createLogger } from '@scp/service-kit/logger';
import { createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, serviceTokenHeader, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { analyticsSummarySchema } from '@scp/shared/contracts/dashboard/analytics';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { PlatformHourlyActivityModel } from '../sync/platform-hourly-activity-model';
import { SyncStateModel } from '../sync/sync-state-model';
import { daysAgo } from './analytics-fixture.test.util';
import { createConnectionSnapshots } from './connection-snapshot';

// The summary's platforms and breakdown are those of the accounts connected now (the connection
// snapshot, from settings' internal API), not every account that ever synced.

/** Stands in for the settings service's internal API (a real HTTP server): each user's accounts. */
const accountsOf = new Map<string, SyncAccount[]>();
let settingsDown = false;
let settings: http.Server;
let redis: TestRedis;
let client: RedisClient;

beforeAll(async () => {
  redis = await startTestRedis();
  client = createRedisClient(redis.url, createLogger({ name: 'dashboard', level: 'silent' }));
  await client.connect();
  settings = http.createServer((req, res) => {
    const userId = String(decodeJwt(String(req.headers[INTERNAL_TOKEN_HEADER] ?? '')).sub);
    res.setHeader('content-type', 'application/json');
    if (settingsDown || req.url !== '/internal/settings/accounts') {
      res.statusCode = 503;
      res.end('{}');
      return;
    }
    res.end(JSON.stringify({ accounts: accountsOf.get(userId) ?? [] }));
  });
  await new Promise<void>((resolve) => settings.listen(0, '127.0.0.1', resolve));
});
const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  redisUrl: () => redis.url,
  env: () => ({ SETTINGS_SERVICE_URL: `http://127.0.0.1:${(settings.address() as AddressInfo).port}/` }),
});
afterAll(async () => {
  await client?.quit();
  await new Promise((resolve) => settings?.close(resolve));
  await redis?.stop();
});

const connected = (platform: PlatformKey, accountId: string): SyncAccount => ({
  platform,
  accountId,
  displayName: accountId,
  usable: true,
});
const instagram = connected('instagram', '17841400000000001');
const tiktok = connected('tiktok', '-000AliceOpenId7f3c9a');
const secondTiktok = connected('tiktok', 'alice.second');
const shop = connected('shopify', 'alices-bakery.myshopify.com');
const property = connected('google-analytics', '310000001');

/** Three days of rows for each social account, and a sync state for every account. */
async function seed(userId: string, accounts: SyncAccount[]) {
  const social = accounts.filter((account) => !['shopify', 'google-analytics'].includes(account.platform));
  await PlatformDailyMetricModel.insertMany(
    social.flatMap((account) =>
      [2, 1, 0].map((back) => ({
        userId,
        platform: account.platform,
        accountId: account.accountId,
        date: daysAgo(back),
        metrics: { followers: 1000 - back * 10, engagement: 10, reach: 100 },
      })),
    ),
  );
  await SyncStateModel.insertMany(
    accounts.map((account) => ({
      userId,
      platform: account.platform,
      accountId: account.accountId,
      lastCompleteDay: daysAgo(1),
      lastRunAt: new Date(),
      lastSuccessAt: new Date(),
      outcome: 'ok',
      documentsWritten: 1,
    })),
  );
}

const newUser = (accounts: SyncAccount[]) => {
  const userId = new Types.ObjectId().toHexString();
  accountsOf.set(userId, accounts);
  return userId;
};

async function summary(userId: string) {
  const answer = await callService(fx.app, 'dashboard', 'get', '/analytics?startDate=2daysAgo&endDate=today', {
    userId,
  });
  expect(answer.status).toBe(200);
  return analyticsSummarySchema.parse(answer.body);
}
const rows = (result: Awaited<ReturnType<typeof summary>>) =>
  result.platformBreakdown.map((row) => `${row.platform}:${row.accountId}`);

describe('GET /api/dashboard/analytics with the connection snapshot', () => {
  it('counts the accounts connected now; a disconnected one keeps its history but leaves platforms and breakdown', async () => {
    const all = [instagram, tiktok, secondTiktok, shop, property];
    const userId = newUser(all);
    await seed(userId, all);
    const before = await summary(userId);
    expect(before.metadata).toMatchObject({
      platforms: ['google-analytics', 'instagram', 'shopify', 'tiktok'],
      connectedAccounts: 5,
      cached: false,
    });
    expect(rows(before)).toEqual([
      'instagram:17841400000000001',
      'tiktok:-000AliceOpenId7f3c9a',
      'tiktok:alice.second',
    ]);
    expect(before.kpis.totalFollowers).toBe(3000);
    expect((await summary(userId)).metadata.cached).toBe(true);

    // Instagram and one TikTok account disconnected, their history kept; the snapshot is read again.
    accountsOf.set(userId, [tiktok, shop, property]);
    await createConnectionSnapshots({ redis: client, source: { accounts: async () => [] } }).invalidate(userId);
    const after = await summary(userId);
    expect(after.metadata).toMatchObject({
      platforms: ['google-analytics', 'shopify', 'tiktok'],
      connectedAccounts: 3,
      // Another account set: not the cached answer of the old one.
      cached: false,
    });
    expect(rows(after)).toEqual(['tiktok:-000AliceOpenId7f3c9a']);
    expect(after.kpis.totalFollowers).toBe(1000);
    expect(await PlatformDailyMetricModel.countDocuments({ userId, platform: 'instagram' })).toBe(3);
  });

  it('an account id that breaks its platform’s rule is not counted', async () => {
    const odd = connected('instagram', 'ig-not-numeric');
    const userId = newUser([instagram, odd]);
    await seed(userId, [instagram, odd]);
    const result = await summary(userId);
    expect(result.metadata).toMatchObject({ platforms: ['instagram'], connectedAccounts: 1 });
    expect(rows(result)).toEqual(['instagram:17841400000000001']);
  });

  it('settings telling of a disconnection (forget-account) shows at once', async () => {
    const userId = newUser([instagram, tiktok]);
    await seed(userId, [instagram, tiktok]);
    expect((await summary(userId)).metadata.platforms).toEqual(['instagram', 'tiktok']);
    accountsOf.set(userId, [instagram]);
    const path = '/internal/dashboard/forget-account';
    const answer = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('settings', 'dashboard', `POST ${path}`, userId))
      .send({ platform: tiktok.platform, accountId: tiktok.accountId });
    expect(answer.status).toBe(200);
    const after = await summary(userId);
    expect(after.metadata).toMatchObject({ platforms: ['instagram'], connectedAccounts: 1, cached: false });
    expect(rows(after)).toEqual(['instagram:17841400000000001']);
  });

  it('settings out of reach: every synced account counts, the dashboard still answers', async () => {
    const userId = newUser([instagram]);
    await seed(userId, [instagram, tiktok]);
    settingsDown = true;
    try {
      const result = await summary(userId);
      expect(result.metadata).toMatchObject({ platforms: ['instagram', 'tiktok'], connectedAccounts: 2 });
      expect(rows(result)).toEqual(['instagram:17841400000000001', 'tiktok:-000AliceOpenId7f3c9a']);
    } finally {
      settingsDown = false;
    }
    expect((await summary(userId)).metadata).toMatchObject({ platforms: ['instagram'], connectedAccounts: 1 });
  });
});

describe('predict_content_performance with the connection snapshot', () => {
  it('suggests an hour from the Instagram accounts connected now only', async () => {
    const secondInstagram = connected('instagram', '17841400000000009');
    const userId = newUser([instagram]);
    await seed(userId, [instagram, secondInstagram]);
    // The connected account's audience peaks at 18 h, the disconnected one's (much larger) at 21 h.
    await PlatformHourlyActivityModel.insertMany(
      [
        { account: instagram, peak: 18, count: 100 },
        { account: secondInstagram, peak: 21, count: 5000 },
      ].map(({ account, peak, count }) => ({
        userId,
        platform: 'instagram',
        accountId: account.accountId,
        date: daysAgo(1),
        hours: Array.from({ length: 24 }, (_, hour) => (hour === peak ? count : 1)),
      })),
    );
    const answer = await callService(fx.app, 'dashboard', 'post', '/tools/predict_content_performance', {
      userId,
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result.audienceHours).toMatchObject({ bestHour: 18, hoursDataDays: 1, accounts: 1 });
  });
});
