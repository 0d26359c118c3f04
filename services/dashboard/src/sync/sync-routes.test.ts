import { Types } from 'mongoose';
import { orderCustomer, shopOrders } from '@scp/provider-sandbox/generators';
import request from 'supertest';
import { callService, serviceTokenHeader } from '@scp/service-kit/testing';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import { ShopOrderModel } from '../customers/shop-order-model';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { PlatformHourlyActivityModel } from './platform-hourly-activity-model';
import { ShopDailyMetricModel } from './shop-daily-metric-model';
import { ShopProductModel } from './shop-product-model';
import {
  alicesAccounts,
  DAY_MS,
  HISTORY_DAYS,
  isoDay,
  newUser,
  refusedPlatforms,
  reports,
  syncFixture,
} from './sync-settings.test.util';

// The sync routes asked for by the owner and by settings; the syncs other things start (the schedule,
// Shopify's webhooks) are in sync-triggers.test.ts, split off so the two run in parallel.
const { fx, syncNow } = syncFixture();

describe('POST /api/dashboard/sync', () => {
  it('a first sync writes 400 days per account; the same sync again writes nothing', async () => {
    const userId = newUser(await alicesAccounts());
    const first = await syncNow(userId);
    expect(first).toHaveLength(3);
    for (const account of first) {
      expect(account).toMatchObject({ outcome: 'ok', error: null, lastCompleteDay: isoDay(Date.now() - DAY_MS) });
      expect(account.documentsWritten).toBeGreaterThanOrEqual(HISTORY_DAYS);
    }
    for (const platform of ['instagram', 'tiktok'] as const) {
      const days: Array<{ date: string }> = await PlatformDailyMetricModel.find({ userId, platform })
        .sort({ date: 1 })
        .lean();
      expect(days).toHaveLength(HISTORY_DAYS);
      expect(days[0]?.date).toBe(isoDay(Date.now() - (HISTORY_DAYS - 1) * DAY_MS));
      expect(days.at(-1)?.date).toBe(isoDay(Date.now()));
    }
    // Instagram's followers online by hour: the 30 days it keeps, the last one today.
    const hours = await PlatformHourlyActivityModel.find({ userId }).sort({ date: 1 }).lean();
    expect(hours.map((row) => [row.platform, row.hours.length])).toEqual(Array(30).fill(['instagram', 24]));
    expect(hours.at(-1)?.date).toBe(isoDay(Date.now()));

    const again = await syncNow(userId);
    expect(again.map((account) => account.documentsWritten)).toEqual([0, 0, 0]);
    expect(reports.filter((report) => report.userId === userId).map((report) => report.body.outcome)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
  }, 45_000);

  it("stores the shop's days as the shop's own orders add up, and ranks its products", async () => {
    const userId = newUser((await alicesAccounts()).filter((account) => account.platform === 'shopify'));
    await syncNow(userId);
    const day = isoDay(Date.now() - 10 * DAY_MS);
    const paid = shopOrders('alices-bakery.myshopify.com', day, day).filter(
      (order) => order.financial_status === 'paid',
    );
    const total = paid.reduce((sum, order) => sum + Number(order.total_price), 0);
    const stored = await ShopDailyMetricModel.findOne({ userId, date: day }).lean();
    expect(stored).toMatchObject({
      shopDomain: 'alices-bakery.myshopify.com',
      orderCount: paid.length,
      currency: 'USD',
    });
    expect(stored?.totalSales).toBeCloseTo(total, 2);
    expect(await ShopDailyMetricModel.countDocuments({ userId })).toBe(HISTORY_DAYS);
    // Every order of the 400 days once, with the customer who placed it.
    const history = shopOrders(
      'alices-bakery.myshopify.com',
      isoDay(Date.now() - (HISTORY_DAYS - 1) * DAY_MS),
      isoDay(Date.now()),
    );
    expect(await ShopOrderModel.countDocuments({ userId })).toBe(history.length);
    const order = history[history.length - 40]!;
    expect(await ShopOrderModel.findOne({ userId, orderId: String(order.id) }, { _id: 0 }).lean()).toEqual({
      userId,
      shopDomain: 'alices-bakery.myshopify.com',
      orderId: String(order.id),
      customerId: String(orderCustomer('alices-bakery.myshopify.com', order).id),
      createdAt: order.created_at,
      total: order.financial_status === 'paid' ? Number(order.total_price) : 0,
      paid: order.financial_status === 'paid',
      currency: 'USD',
    });
    // Synced again: no order is written twice or changed.
    expect((await syncNow(userId))[0]?.documentsWritten).toBe(0);
    expect(await ShopOrderModel.countDocuments({ userId })).toBe(history.length);

    const top = await ShopProductModel.find({ userId, periodDays: 30 }).sort({ rank: 1 }).lean();
    expect(top.length).toBeGreaterThan(0);
    expect(top.map((product) => product.rank)).toEqual(top.map((_, index) => index + 1));
    for (let index = 1; index < top.length; index += 1)
      expect(top[index - 1]!.totalSales).toBeGreaterThanOrEqual(top[index]!.totalSales);
    expect(top[0]).toMatchObject({
      periodEndDate: isoDay(Date.now()),
      periodStartDate: isoDay(Date.now() - 29 * DAY_MS),
    });
  }, 45_000);

  it("sets the shop's conversion rate against the owner's Google Analytics sessions", async () => {
    const shopOnly = newUser((await alicesAccounts()).filter((account) => account.platform === 'shopify'));
    await syncNow(shopOnly);
    expect((await ShopDailyMetricModel.findOne({ userId: shopOnly }).lean())?.conversionRate).toBeNull();

    const analytics: SyncAccount = {
      platform: 'google-analytics',
      accountId: '310000001',
      displayName: 'alices-bakery.myshopify.com',
      usable: true,
    };
    const userId = newUser([
      ...(await alicesAccounts()).filter((account) => account.platform === 'shopify'),
      analytics,
    ]);
    await syncNow(userId);
    const day = isoDay(Date.now() - 3 * DAY_MS);
    const shopDay = await ShopDailyMetricModel.findOne({ userId, date: day }).lean();
    const sessions = (
      await PlatformDailyMetricModel.findOne({ userId, platform: 'google-analytics', date: day }).lean()
    )?.metrics.sessions;
    expect(sessions).toBeGreaterThan(0);
    expect(shopDay?.conversionRate).toBe(Math.round(((shopDay?.orderCount ?? 0) / (sessions ?? 1)) * 10000) / 100);
    expect(await ShopDailyMetricModel.countDocuments({ userId, conversionRate: null })).toBe(0);
  }, 45_000);

  it('a revoked token is reported to settings as rejected, and the other accounts still sync', async () => {
    const accounts = await alicesAccounts();
    const userId = newUser(accounts.filter((account) => account.platform !== 'shopify'));
    refusedPlatforms.add('tiktok');
    let status: Array<Record<string, unknown>>;
    try {
      status = await syncNow(userId);
    } finally {
      refusedPlatforms.delete('tiktok');
    }
    expect(status.find((account) => account.platform === 'tiktok')).toMatchObject({
      outcome: 'rejected',
      documentsWritten: 0,
      error: expect.any(String),
    });
    expect(status.find((account) => account.platform === 'instagram')).toMatchObject({ outcome: 'ok' });
    expect(reports.filter((report) => report.userId === userId).map((report) => report.body)).toEqual(
      expect.arrayContaining([expect.objectContaining({ platform: 'tiktok', outcome: 'rejected' })]),
    );
  });

  it('syncs one account when named, and refuses half a name', async () => {
    const userId = newUser((await alicesAccounts()).filter((account) => account.platform !== 'shopify'));
    const status = await syncNow(userId, { platform: 'instagram', accountId: '17841400000000001' });
    expect(status.map((account) => account.platform)).toEqual(['instagram']);
    const half = await callService(fx.app, 'dashboard', 'post', '/sync', { userId, body: { platform: 'tiktok' } });
    expect(half.status).toBe(400);
    expect(half.body.error.field).toBe('accountId');
    const bad = await callService(fx.app, 'dashboard', 'post', '/sync', {
      userId,
      body: { platform: 'myspace', accountId: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it("GET answers the user's own sync states only", async () => {
    const userId = newUser((await alicesAccounts()).filter((account) => account.platform === 'tiktok'));
    await syncNow(userId);
    const mine = await callService(fx.app, 'dashboard', 'get', '/sync', { userId });
    expect(mine.body.accounts).toHaveLength(1);
    const someoneElse = await callService(fx.app, 'dashboard', 'get', '/sync', {
      userId: new Types.ObjectId().toHexString(),
    });
    expect(someoneElse.body).toEqual({ state: 'idle', accounts: [] });
    expect((await callService(fx.app, 'dashboard', 'post', '/sync', { body: {} })).status).toBe(401);
  });
});

describe('POST /internal/dashboard/forget-account', () => {
  it("deletes one account's synced history and progress, for the settings service only", async () => {
    const accounts = (await alicesAccounts()).filter((account) => account.platform !== 'instagram');
    const userId = newUser(accounts);
    await syncNow(userId);
    const path = '/internal/dashboard/forget-account';
    const forget = async (caller: 'settings' | 'assistant', body: object) =>
      request(fx.app)
        .post(path)
        .set(await serviceTokenHeader(caller, 'dashboard', `POST ${path}`, userId))
        .send(body);
    expect((await forget('assistant', { platform: 'shopify', accountId: 'alices-bakery.myshopify.com' })).status).toBe(
      403,
    );
    const answer = await forget('settings', { platform: 'shopify', accountId: 'alices-bakery.myshopify.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.deleted).toBeGreaterThan(HISTORY_DAYS);
    expect(await ShopDailyMetricModel.countDocuments({ userId })).toBe(0);
    expect(await ShopProductModel.countDocuments({ userId })).toBe(0);
    expect(await ShopOrderModel.countDocuments({ userId })).toBe(0);
    // The other account's history stays.
    expect(await PlatformDailyMetricModel.countDocuments({ userId, platform: 'tiktok' })).toBe(HISTORY_DAYS);
    const status = await callService(fx.app, 'dashboard', 'get', '/sync', { userId });
    expect(status.body.accounts.map((account: { platform: string }) => account.platform)).toEqual(['tiktok']);
    expect((await forget('settings', { platform: 'myspace', accountId: 'x' })).status).toBe(400);
  }, 45_000);
});
