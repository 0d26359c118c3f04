import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { SANDBOX_CLIENTS } from '@scp/provider-sandbox/default-clients';
import { orderCustomer, shopOrders } from '@scp/provider-sandbox/generators';
import { shopifyWebhookHmac } from '@scp/provider-sandbox/signatures';
import request from 'supertest';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { callService, serviceTokenHeader } from '@scp/service-kit/testing';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type {
  DailyMetricsRow,
  HourlyActivityRow,
  ShopRead,
  SyncAccount,
} from '@scp/shared/contracts/settings/integrations-internal';
import { ShopOrderModel } from '../customers/shop-order-model';
import { dashboardFixture } from '../dashboard-fixture.test.util';
import { WebhookEventModel } from '../webhooks/webhook-event-model';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { PlatformHourlyActivityModel } from './platform-hourly-activity-model';
import { ShopDailyMetricModel } from './shop-daily-metric-model';
import { ShopProductModel } from './shop-product-model';
import { SyncStateModel } from './sync-state-model';

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_DAYS = 400;

/**
 * Stands in for the settings service's internal API (a fake neighbour): the accounts each user
 * has, the figures it reads from their platforms, and the sync reports it receives. Its figures are
 * a function of the day (a shop's: the sandbox shop's own orders), so a day read again is the same;
 * what the platforms read answer is settings' to test (its platforms' folders).
 */
const accountsOf = new Map<string, SyncAccount[]>();
const reports: Array<{ userId: string; body: Record<string, unknown> }> = [];
/** Platforms whose token is no longer taken: settings answers their reads with 'rejected'. */
const refusedPlatforms = new Set<PlatformKey>();
/** Platforms whose next reads are held: how many, and until when. */
const heldReads = new Map<PlatformKey, { times: number; until: Promise<void> }>();
/** Shops Shopify says the app was removed from. */
const uninstalledShops = new Set<string>();

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(isoDay(time));
  return days;
}

function dailyRows(platform: string, from: string, to: string): DailyMetricsRow[] {
  return daysOf(from, to).map((date) => {
    const day = Date.parse(date) / DAY_MS;
    return {
      date,
      metrics:
        platform === 'google-analytics'
          ? { sessions: 40 + (day % 17), conversions: day % 3 }
          : { followers: 1000 + (day % 50), views: 200 + (day % 31), likes: day % 13 },
    };
  });
}

/** The days Instagram keeps of its audience by hour: the last 30. */
function hourlyRows(from: string, to: string): HourlyActivityRow[] {
  const first = isoDay(Math.max(Date.parse(from), Date.parse(to) - 29 * DAY_MS));
  return daysOf(first, to).map((date) => ({
    date,
    hours: Array.from({ length: 24 }, (_, hour) => hour + ((Date.parse(date) / DAY_MS) % 5)),
  }));
}

/** A shop's range as read before (the sandbox's orders of a day never change): the same answer. */
const shopReads = new Map<string, ShopRead>();

function shopRead(shopDomain: string, from: string, to: string): ShopRead {
  const key = `${shopDomain}/${from}/${to}`;
  const known = shopReads.get(key);
  if (known) return known;
  const read = readShop(shopDomain, from, to);
  shopReads.set(key, read);
  return read;
}

function readShop(shopDomain: string, from: string, to: string): ShopRead {
  const placed = shopOrders(shopDomain, from, to);
  const paid = placed.filter((order) => order.financial_status === 'paid');
  const cents = (amount: string | number) => Math.round(Number(amount) * 100);
  return {
    currency: 'USD',
    days: daysOf(from, to).map((date) => {
      const orders = paid.filter((order) => order.created_at.slice(0, 10) === date);
      const total = orders.reduce((sum, order) => sum + cents(order.total_price), 0);
      return {
        date,
        totalSales: total / 100,
        orderCount: orders.length,
        averageOrderValue: orders.length ? Math.round(total / orders.length) / 100 : 0,
      };
    }),
    productSalesByDay: daysOf(from, to).map((date) => {
      const sales = new Map<string, { productTitle: string; cents: number }>();
      for (const order of paid.filter((candidate) => candidate.created_at.slice(0, 10) === date))
        for (const line of order.line_items) {
          const id = `gid://shopify/Product/${line.product_id}`;
          const sold = sales.get(id) ?? { productTitle: line.title, cents: 0 };
          sold.cents += cents(line.price) * line.quantity;
          sales.set(id, sold);
        }
      return {
        date,
        products: [...sales].map(([shopifyProductId, sold]) => ({
          shopifyProductId,
          productTitle: sold.productTitle,
          totalSales: sold.cents / 100,
        })),
      };
    }),
    orders: placed.map((order) => ({
      orderId: String(order.id),
      customerId: String(orderCustomer(shopDomain, order).id),
      createdAt: order.created_at,
      total: order.financial_status === 'paid' ? Number(order.total_price) : 0,
      paid: order.financial_status === 'paid',
    })),
  };
}

async function accountRead(platform: PlatformKey, accountId: string, read: string, body: Record<string, string>) {
  const held = heldReads.get(platform);
  if (held && held.times > 0) {
    held.times -= 1;
    await held.until;
  }
  if (read === 'shop-installation')
    return { installation: uninstalledShops.has(accountId) ? 'uninstalled' : 'installed' };
  if (refusedPlatforms.has(platform))
    return { failure: { kind: 'rejected', detail: `${platform}: HTTP 401`, platformReason: 'The token was revoked.' } };
  const { from = '', to = '' } = body;
  if (read === 'daily-metrics') return { rows: dailyRows(platform, from, to) };
  if (read === 'hourly-activity') return { rows: hourlyRows(from, to) };
  if (read === 'shop-products') return { catalogue: { currency: 'USD', products: [] } };
  // Alice's TikTok account has no ad account connected (TikTok's is connected apart from it).
  if (read === 'ad-insights') return { granted: false, adAccounts: [] };
  return { shop: shopRead(accountId, from, to) };
}

const ACCOUNT_READ = /^\/internal\/settings\/accounts\/([^/]+)\/([^/]+)\/([a-z-]+)$/;

/** Settings' answer: the user's accounts, a platform read, or (a sync report) recorded. */
async function settingsAnswer(userId: string, path: string, body: Record<string, string>): Promise<unknown> {
  if (path === '/internal/settings/accounts') return { accounts: accountsOf.get(userId) ?? [] };
  const read = ACCOUNT_READ.exec(path);
  if (read) {
    const [, platform, accountId, what] = read.map((part) => decodeURIComponent(part));
    return accountRead(platform as PlatformKey, accountId ?? '', what ?? '', body);
  }
  reports.push({ userId, body });
  return { recorded: true };
}

const settings = new FakeNeighbour((call) =>
  settingsAnswer(call.userId ?? '', call.path, (call.body ?? {}) as Record<string, string>),
);
const fx = dashboardFixture({ settings, historyDays: HISTORY_DAYS });

/** Alice's accounts as settings lists them to the sync (the dashboard never holds their tokens). */
async function alicesAccounts(): Promise<SyncAccount[]> {
  const base = { displayName: "Alice's Bakery", usable: true };
  return [
    { ...base, platform: 'instagram', accountId: '17841400000000001' },
    { ...base, platform: 'shopify', accountId: 'alices-bakery.myshopify.com' },
    { ...base, platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' },
  ];
}

function newUser(accounts: SyncAccount[]): string {
  const userId = new Types.ObjectId().toHexString();
  accountsOf.set(userId, accounts);
  return userId;
}

async function syncNow(userId: string, body: object = {}) {
  const answer = await callService(fx.app, 'dashboard', 'post', '/sync', { userId, body });
  expect(answer.status).toBe(200);
  expect(answer.body.state).toBe('completed');
  return answer.body.accounts as Array<Record<string, unknown>>;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

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

  async function deliver(
    topic: string,
    eventId: string,
    options: { secret?: string; shopDomain?: string; body?: object | string } = {},
  ) {
    const body = options.body ?? (topic === 'app/uninstalled' ? shopBody : order);
    const rawJson = typeof body === 'string' ? body : JSON.stringify(body);
    return callService(fx.app, 'dashboard', 'post', '/webhooks/shopify', {
      rawJson,
      headers: {
        'x-shopify-hmac-sha256': shopifyWebhookHmac(rawJson, options.secret ?? SANDBOX_CLIENTS.shopify.clientSecret),
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': options.shopDomain ?? shop,
        'x-shopify-event-id': eventId,
      },
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
