/**
 * The sync tests' settings service (a fake neighbour) and their helpers, shared by the two files
 * the sync routes' tests are split into by describe block (sync-routes.test.ts and
 * sync-triggers.test.ts), so that two Jest workers can run them at once. Each test file has its own
 * module registry, hence its own copy of this state, as when they were one file.
 */
import { Types } from 'mongoose';
import { shopOrders, orderCustomer } from '@scp/provider-sandbox/generators';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import type { ServiceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type {
  DailyMetricsRow,
  HourlyActivityRow,
  ShopRead,
  SyncAccount,
} from '@scp/shared/contracts/settings/integrations-internal';
import { dashboardFixture } from '../dashboard-fixture.test.util';

export const DAY_MS = 24 * 3600 * 1000;
export const HISTORY_DAYS = 400;

/**
 * Stands in for the settings service's internal API (a fake neighbour): the accounts each user
 * has, the figures it reads from their platforms, and the sync reports it receives. Its figures are
 * a function of the day (a shop's: the sandbox shop's own orders), so a day read again is the same;
 * what the platforms read answer is settings' to test (its platforms' folders).
 */
export const accountsOf = new Map<string, SyncAccount[]>();
export const reports: Array<{ userId: string; body: Record<string, unknown> }> = [];
/** Platforms whose token is no longer taken: settings answers their reads with 'rejected'. */
export const refusedPlatforms = new Set<PlatformKey>();
/** Platforms whose next reads are held: how many, and until when. */
export const heldReads = new Map<PlatformKey, { times: number; until: Promise<void> }>();
/** Shops Shopify says the app was removed from. */
export const uninstalledShops = new Set<string>();

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
/** Alice's accounts as settings lists them to the sync (the dashboard never holds their tokens). */
export async function alicesAccounts(): Promise<SyncAccount[]> {
  const base = { displayName: "Alice's Bakery", usable: true };
  return [
    { ...base, platform: 'instagram', accountId: '17841400000000001' },
    { ...base, platform: 'shopify', accountId: 'alices-bakery.myshopify.com' },
    { ...base, platform: 'tiktok', accountId: '-000AliceOpenId7f3c9a' },
  ];
}

export function newUser(accounts: SyncAccount[]): string {
  const userId = new Types.ObjectId().toHexString();
  accountsOf.set(userId, accounts);
  return userId;
}

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The dashboard service with this settings stand-in (call at a test file's top level: it registers
 * the fixture's hooks), and a sync asked for as a user, which must complete.
 */
export function syncFixture(): {
  fx: ServiceFixture;
  syncNow: (userId: string, body?: object) => Promise<Array<Record<string, unknown>>>;
} {
  const fx = dashboardFixture({ settings, historyDays: HISTORY_DAYS });
  async function syncNow(userId: string, body: object = {}) {
    const answer = await callService(fx.app, 'dashboard', 'post', '/sync', { userId, body });
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('completed');
    return answer.body.accounts as Array<Record<string, unknown>>;
  }
  return { fx, syncNow };
}
