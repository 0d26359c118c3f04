import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { callService, serviceTokenHeader } from '@scp/service-kit/testing';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { WebhookEventModel } from '../webhooks/webhook-event-model';
import { deliverShopifyWebhook } from '../webhooks/shopify-webhook.test.util';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { ShopDailyMetricModel } from './shop-daily-metric-model';
import {
  accountsOf,
  alicesAccounts,
  heldReads,
  HISTORY_DAYS,
  newUser,
  reports,
  syncFixture,
  uninstalledShops,
} from './sync-settings.test.util';
import { SyncStateModel } from './sync-state-model';

// The syncs the dashboard starts on its own: settings' schedule and Shopify's webhooks (split off
// sync-routes.test.ts by describe block, so the two files run in parallel).
const { fx, syncNow } = syncFixture();

describe('POST /internal/dashboard/sync-schedule', () => {
  const path = '/internal/dashboard/sync-schedule';

  it('keeps a user synced from the moment settings says they connected accounts', async () => {
    const userId = newUser((await alicesAccounts()).filter((account) => account.platform === 'tiktok'));
    const scheduled = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('settings', 'dashboard', `POST ${path}`, userId))
      .send({});
    expect(scheduled.status).toBe(200);
    // The schedule's first run starts at once.
    for (let waited = 0; waited < 15_000; waited += 200) {
      if ((await PlatformDailyMetricModel.countDocuments({ userId })) === HISTORY_DAYS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await PlatformDailyMetricModel.countDocuments({ userId })).toBe(HISTORY_DAYS);
  });

  const tellConnected = async (userId: string, connected: Array<{ platform: string; accountId: string }>) => {
    const answer = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('settings', 'dashboard', `POST ${path}`, userId))
      .send({ connected });
    expect(answer.status).toBe(200);
  };

  async function waitFor(check: () => Promise<boolean>, ms = 30_000) {
    for (let waited = 0; waited < ms && !(await check()); waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('syncs an account connected after the first at once, not at the schedule’s next run', async () => {
    const accounts = await alicesAccounts();
    const tiktok = accounts.filter((account) => account.platform === 'tiktok');
    const userId = newUser(tiktok);
    await tellConnected(userId, [{ platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' }]);
    await waitFor(async () => (await PlatformDailyMetricModel.countDocuments({ userId })) === HISTORY_DAYS);
    expect(await PlatformDailyMetricModel.countDocuments({ userId })).toBe(HISTORY_DAYS);

    // The shop is connected next; the schedule's next run is a day away here.
    accountsOf.set(userId, [...tiktok, ...accounts.filter((account) => account.platform === 'shopify')]);
    await tellConnected(userId, [{ platform: 'shopify', accountId: 'alices-bakery.myshopify.com' }]);
    await waitFor(async () => (await ShopDailyMetricModel.countDocuments({ userId })) === HISTORY_DAYS);
    expect(await ShopDailyMetricModel.countDocuments({ userId })).toBe(HISTORY_DAYS);
    const days: Array<{ totalSales: number }> = await ShopDailyMetricModel.find({ userId }).lean();
    expect(days.some((day) => day.totalSales > 0)).toBe(true);
    const status = await callService(fx.app, 'dashboard', 'get', '/sync', { userId });
    expect(status.body.accounts.map((account: { platform: string }) => account.platform).sort()).toEqual([
      'shopify',
      'tiktok',
    ]);
  }, 45_000);

  it('syncs a new account at once even while the first one’s sync is still running', async () => {
    const accounts = await alicesAccounts();
    const tiktok = accounts.filter((account) => account.platform === 'tiktok');
    const userId = newUser(tiktok);
    // The first account's sync is held up by its platform: its reads answer only once the test lets them.
    let release = () => {};
    heldReads.set('tiktok', { times: 2, until: new Promise<void>((resolve) => (release = resolve)) });
    await tellConnected(userId, [{ platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' }]);
    accountsOf.set(userId, [...tiktok, ...accounts.filter((account) => account.platform === 'shopify')]);
    await tellConnected(userId, [{ platform: 'shopify', accountId: 'alices-bakery.myshopify.com' }]);
    const finished = async (platform: PlatformKey) =>
      (await SyncStateModel.findOne({ userId, platform }).lean())?.outcome === 'ok';
    try {
      // The shop does not wait for the held account.
      await waitFor(() => finished('shopify'), 30_000);
      expect(await finished('tiktok')).toBe(false);
      expect(await ShopDailyMetricModel.countDocuments({ userId })).toBe(HISTORY_DAYS);
    } finally {
      release();
    }
    await waitFor(() => finished('tiktok'), 30_000);
    heldReads.delete('tiktok');
    expect(await PlatformDailyMetricModel.countDocuments({ userId })).toBe(HISTORY_DAYS);
    const shopState = await SyncStateModel.findOne({ userId, platform: 'shopify' }).lean();
    const tiktokState = await SyncStateModel.findOne({ userId, platform: 'tiktok' }).lean();
    expect(shopState?.lastRunAt?.getTime()).toBeLessThan(tiktokState?.lastRunAt?.getTime() ?? 0);
  }, 45_000);

  it('refuses a malformed list of connected accounts', async () => {
    const userId = newUser([]);
    const answer = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('settings', 'dashboard', `POST ${path}`, userId))
      .send({ connected: [{ platform: 'myspace', accountId: 'x' }] });
    expect(answer.status).toBe(400);
  });

  it('is for the settings service only', async () => {
    const userId = newUser([]);
    const refused = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('assistant', 'dashboard', `POST ${path}`, userId))
      .send({});
    expect(refused.status).toBe(403);
  });
});

describe('POST /api/dashboard/webhooks/shopify', () => {
  const shop = 'alices-bakery.myshopify.com';

  /** An order as Shopify sends it with orders/create (signed: its body only). */
  const order = {
    id: 820982911946154500,
    admin_graphql_api_id: 'gid://shopify/Order/820982911946154500',
    name: '#9999',
    created_at: new Date().toISOString(),
  };
  /** The shop as Shopify sends it with app/uninstalled. */
  const shopBody = { id: 548380009, name: "Alice's Bakery", domain: shop, myshopify_domain: shop };

  function deliver(
    topic: string,
    eventId: string,
    options: { secret?: string; shopDomain?: string; body?: object | string } = {},
  ) {
    return deliverShopifyWebhook(fx.app, {
      topic,
      body: options.body ?? (topic === 'app/uninstalled' ? shopBody : order),
      shopDomain: options.shopDomain ?? shop,
      eventId,
      secret: options.secret,
    });
  }

  async function until(check: () => Promise<boolean>) {
    for (let waited = 0; waited < 30_000 && !(await check()); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('orders/create syncs the shop again for its owner, once per event', async () => {
    const userId = newUser((await alicesAccounts()).filter((account) => account.platform === 'shopify'));
    await syncNow(userId);
    const before = await SyncStateModel.findOne({ userId }).lean();
    const eventId = randomUUID();
    const first = await deliver('orders/create', eventId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'accepted' });
    expect((await deliver('orders/create', eventId)).body.outcome).toBe('duplicate');
    await until(async () => (await WebhookEventModel.findOne({ eventId }).lean())?.processedAt != null);
    const after = await SyncStateModel.findOne({ userId }).lean();
    expect(after?.lastRunAt?.getTime()).toBeGreaterThan(before?.lastRunAt?.getTime() ?? 0);
    expect(await WebhookEventModel.countDocuments({ eventId })).toBe(1);
  }, 45_000);

  const rejectedReports = (userId: string) =>
    reports.filter((report) => report.userId === userId && report.body.outcome === 'rejected');

  it('app/uninstalled, once Shopify confirms it by refusing the token, tells settings the connection was withdrawn', async () => {
    const accounts = (await alicesAccounts()).filter((account) => account.platform === 'shopify');
    const userId = newUser(accounts);
    await syncNow(userId);
    // The owner removes the app from the shop: Shopify stops taking every token it gave the app there.
    uninstalledShops.add(shop);
    const eventId = randomUUID();
    expect((await deliver('app/uninstalled', eventId)).body.outcome).toBe('accepted');
    await until(async () => rejectedReports(userId).length > 0);
    expect(rejectedReports(userId)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          platform: 'shopify',
          accountId: shop,
          outcome: 'rejected',
          reason: 'The app was uninstalled from the shop.',
        }),
      }),
    ]);
    // The shop installs the app again (each new connection of it gives a token Shopify takes).
    uninstalledShops.delete(shop);
  }, 45_000);

  it('a forged app/uninstalled (a signed order sent again under that topic) marks no one while the shop takes the token', async () => {
    const userId = newUser((await alicesAccounts()).filter((account) => account.platform === 'shopify'));
    await syncNow(userId);
    const eventId = randomUUID();
    // The body and its signature are Shopify's own; the topic header is the sender's.
    expect((await deliver('app/uninstalled', eventId, { body: order })).body.outcome).toBe('accepted');
    await until(async () => (await WebhookEventModel.findOne({ eventId }).lean())?.processedAt != null);
    expect((await WebhookEventModel.findOne({ eventId }).lean())?.processedAt).toEqual(expect.any(Date));
    expect(rejectedReports(userId)).toEqual([]);
    const status = await callService(fx.app, 'dashboard', 'get', '/sync', { userId });
    expect(status.body.accounts).toEqual([expect.objectContaining({ platform: 'shopify', outcome: 'ok' })]);
  }, 45_000);

  it("dedupes a delivery on its event id and its body's id together", async () => {
    const eventId = randomUUID();
    expect((await deliver('orders/create', eventId)).body.outcome).toBe('accepted');
    // The event id is a header, outside the signature: another body under it is another event.
    const other = { ...order, id: 820982911946154600, admin_graphql_api_id: 'gid://shopify/Order/820982911946154600' };
    expect((await deliver('orders/create', eventId, { body: other })).body.outcome).toBe('accepted');
    expect((await deliver('orders/create', eventId)).body.outcome).toBe('duplicate');
    expect((await deliver('orders/create', eventId, { body: other })).body.outcome).toBe('duplicate');
    expect(await WebhookEventModel.countDocuments({ eventId })).toBe(2);
  });

  it('refuses a signed body that is not a JSON object with an id', async () => {
    for (const body of ['not json', '[1]', JSON.stringify({ name: '#1' }), JSON.stringify({ id: { $ne: 1 } })]) {
      const answer = await deliver('orders/create', randomUUID(), { body });
      expect(answer.status).toBe(400);
    }
  });

  it('refuses a wrong signature and a webhook without its headers, and ignores other topics', async () => {
    expect((await deliver('orders/create', randomUUID(), { secret: 'not-the-secret' })).status).toBe(401);
    expect((await deliver('orders/create', randomUUID(), { shopDomain: 'evil.example.com' })).status).toBe(400);
    expect((await deliver('customers/create', randomUUID())).body.outcome).toBe('ignored');
    const unsigned = await callService(fx.app, 'dashboard', 'post', '/webhooks/shopify', { rawJson: '{}' });
    expect(unsigned.status).toBe(401);
  });
});
