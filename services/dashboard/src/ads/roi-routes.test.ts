import { Types } from 'mongoose';
import request from 'supertest';
import { shopOrders } from '@scp/provider-sandbox/generators';
import { adAccountOf, adCampaignDays } from '@scp/provider-sandbox/generators-ads';
import { findIdentity, type SampleIdentity } from '@scp/provider-sandbox/identities';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { callService, serviceTokenHeader } from '@scp/service-kit/testing';
import { roiResponseSchema } from '@scp/shared/contracts/dashboard/roi';
import type { AdInsightsRead } from '@scp/shared/contracts/settings/ad-insights-internal';
import type { ShopRead, SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import { dashboardFixture } from '../dashboard-fixture.test.util';
import { AdAccountModel, AdSpendDayModel } from './ad-spend-model';

// The sync reads the owner's ad spend through settings (a fake neighbour here, answering what the
// provider sandbox's ad account and shop have: settings' own tests read them from the sandbox), and
// GET /api/dashboard/roi answers spend, ROAS and cost per order from the synced rows.

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_DAYS = 60;
const alice = findIdentity('alice') as SampleIdentity;
const SHOP = alice.shop.domain;
const PAGE = alice.facebookPages[0]?.id ?? '';
const adAccount = adAccountOf(alice);
const pinterestAccount = adAccountOf(alice, 'pinterest');
const tiktokAccount = adAccountOf(alice, 'tiktok');
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const accountsOf = new Map<string, SyncAccount[]>();
/** Owners whose Facebook grant does not carry the ad accounts. */
const withoutAds = new Set<string>();
/** Owners whose ad reads Meta refuses (the permission withdrawn since). */
const adsRefused = new Set<string>();
/** Owners who have not connected their TikTok account's ad account (yet). */
const tiktokAdsMissing = new Set<string>();

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(isoDay(time));
  return days;
}

/** The shop's paid sales of each day, as the sandbox's orders add up. */
function shopDay(date: string) {
  const paid = shopOrders(SHOP, date, date).filter((order) => order.financial_status === 'paid');
  const total = paid.reduce((sum, order) => sum + Math.round(Number(order.total_price) * 100), 0) / 100;
  return { date, totalSales: total, orderCount: paid.length, averageOrderValue: paid.length ? total / paid.length : 0 };
}

function readShop(from: string, to: string): ShopRead {
  return { currency: 'USD', days: daysOf(from, to).map(shopDay), productSalesByDay: [], orders: [] };
}

function adInsights(userId: string, platform: string, from: string, to: string): AdInsightsRead {
  if (adsRefused.has(userId)) return { failure: { kind: 'refused', detail: 'Meta ad accounts: HTTP 403 permission' } };
  if (withoutAds.has(userId) || (platform === 'tiktok' && tiktokAdsMissing.has(userId)))
    return { granted: false, adAccounts: [] };
  const account = platform === 'pinterest' ? pinterestAccount : platform === 'tiktok' ? tiktokAccount : adAccount;
  return {
    granted: true,
    adAccounts: [
      {
        adAccountId: account.id,
        name: account.name,
        currency: 'USD',
        days: adCampaignDays(account, SHOP, from, to),
      },
    ],
  };
}

function answer(userId: string, url: string, body: Record<string, string>): unknown {
  if (url === '/internal/settings/accounts') return { accounts: accountsOf.get(userId) ?? [] };
  const read = /^\/internal\/settings\/accounts\/([^/]+)\/([^/]+)\/([a-z-]+)$/.exec(url);
  if (!read) return { recorded: true };
  const { from = '', to = '' } = body;
  switch (read[3]) {
    case 'daily-metrics':
      return { rows: daysOf(from, to).map((date) => ({ date, metrics: { followers: 1000, reach: 50 } })) };
    case 'ad-insights':
      return adInsights(userId, read[1] ?? '', from, to);
    case 'shop-days':
      return { shop: readShop(from, to) };
    case 'shop-products':
      return { catalogue: { currency: 'USD', products: [] } };
    default:
      return { installation: 'installed' };
  }
}

const settings = new FakeNeighbour((call) =>
  answer(call.userId ?? '', call.path, (call.body ?? {}) as Record<string, string>),
);
const fx = dashboardFixture({ settings, historyDays: HISTORY_DAYS });

const ACCOUNT_IDS = {
  shopify: SHOP,
  facebook: PAGE,
  pinterest: alice.subjects.pinterest,
  tiktok: alice.subjects.tiktok,
};

function newOwner(platforms: Array<keyof typeof ACCOUNT_IDS>): string {
  const userId = new Types.ObjectId().toHexString();
  const base = { displayName: "Alice's Bakery", usable: true };
  accountsOf.set(
    userId,
    platforms.map((platform) => ({ ...base, platform, accountId: ACCOUNT_IDS[platform] })),
  );
  return userId;
}

async function syncNow(userId: string) {
  const answered = await callService(fx.app, 'dashboard', 'post', '/sync', { userId, body: {} });
  expect(answered.status).toBe(200);
  expect(answered.body.state).toBe('completed');
  return answered.body.accounts as Array<{ platform: string; outcome: string; documentsWritten: number }>;
}

const roi = async (userId: string, query = '') => {
  const answered = await callService(fx.app, 'dashboard', 'get', `/roi${query}`, { userId });
  expect(answered.status).toBe(200);
  return roiResponseSchema.parse(answered.body);
};

const round = (value: number) => Math.round(value * 100) / 100;

describe('ad spend sync and GET /api/dashboard/roi', () => {
  it("stores each campaign's day once, and answers real spend, ROAS and cost per order over the range", async () => {
    const userId = newOwner(['shopify', 'facebook']);
    const first = await syncNow(userId);
    expect(first.map((account) => account.outcome)).toEqual(['ok', 'ok']);
    const today = isoDay(Date.now());
    const historyStart = isoDay(Date.now() - (HISTORY_DAYS - 1) * DAY_MS);
    const history = adCampaignDays(adAccount, SHOP, historyStart, today);
    expect(await AdSpendDayModel.countDocuments({ userId })).toBe(history.length);
    expect(await AdAccountModel.find({ userId }, { _id: 0 }).lean()).toEqual([
      {
        userId,
        platform: 'facebook',
        accountId: PAGE,
        adAccountId: adAccount.id,
        name: "Alice's Bakery Ads",
        currency: 'USD',
      },
    ]);
    // Synced again: nothing new or changed (the last complete day read again is the same).
    expect((await syncNow(userId)).map((account) => account.documentsWritten)).toEqual([0, 0]);
    expect(await AdSpendDayModel.countDocuments({ userId })).toBe(history.length);

    // The last 7 days, worked out from the shop's orders and the ad account's rows of those days.
    const start = isoDay(Date.now() - 6 * DAY_MS);
    const week = adCampaignDays(adAccount, SHOP, start, today);
    const shopWeek = daysOf(start, today).map(shopDay);
    const revenue = round(shopWeek.reduce((sum, day) => sum + day.totalSales, 0));
    const orders = shopWeek.reduce((sum, day) => sum + day.orderCount, 0);
    const spend = round(week.reduce((sum, row) => sum + row.spend, 0));
    const answered = await roi(userId, '?range=last_7_days');
    expect(answered.spendSource).toBe('ad_accounts');
    expect(answered.range).toEqual({ start, end: today, days: 7 });
    expect(answered.totals.revenue).toBeCloseTo(revenue, 2);
    expect(answered.totals.orders).toBe(orders);
    expect(answered.totals.spend).toBeCloseTo(spend, 2);
    expect(answered.totals.roas).toBe(round(revenue / spend));
    expect(answered.totals.marketingEfficiency).toBe(round(revenue / spend));
    expect(answered.totals.costPerOrder).toBe(round(spend / orders));
    // Not the estimate's fixed 6.67.
    expect(answered.totals.roas).not.toBe(6.67);
    expect(answered.platforms.map((row) => [row.platform, row.spend])).toEqual([['facebook', spend]]);
    expect(answered.campaigns).toHaveLength(3);
    for (const campaign of adAccount.campaigns) {
      const rows = week.filter((row) => row.campaignId === campaign.id);
      const campaignSpend = round(rows.reduce((sum, row) => sum + row.spend, 0));
      const purchases = rows.reduce((sum, row) => sum + row.purchases, 0);
      expect(answered.campaigns.find((row) => row.campaignId === campaign.id)).toMatchObject({
        platform: 'facebook',
        adAccountId: adAccount.id,
        campaignName: campaign.name,
        spend: campaignSpend,
        purchases,
        costPerOrder: purchases > 0 ? round(campaignSpend / purchases) : null,
      });
    }
    // The ROAS card reads the same real spend.
    const summary = await callService(fx.app, 'dashboard', 'get', '/analytics?range=last_7_days', { userId });
    expect(summary.body.metrics.roas).toMatchObject({ value: answered.totals.roas, adSpendEstimated: false });

    // Another range, other figures.
    const month = await roi(userId, '?range=last_30_days');
    expect(month.totals.spend).toBeGreaterThan(answered.totals.spend);
    expect(month.totals.roas).not.toBe(answered.totals.roas);
  }, 60_000);

  it('two pages of one grant reach the same ad account: its days are stored once, a sync again writes nothing', async () => {
    const userId = newOwner(['shopify', 'facebook']);
    const secondPage = alice.facebookPages[1]?.id ?? '';
    accountsOf.set(userId, [
      ...(accountsOf.get(userId) ?? []),
      { displayName: 'Martin Studio', usable: true, platform: 'facebook', accountId: secondPage },
    ]);
    await syncNow(userId);
    const history = adCampaignDays(
      adAccount,
      SHOP,
      isoDay(Date.now() - (HISTORY_DAYS - 1) * DAY_MS),
      isoDay(Date.now()),
    );
    expect(await AdSpendDayModel.countDocuments({ userId })).toBe(history.length);
    expect(await AdSpendDayModel.distinct('accountId', { userId })).toEqual([PAGE]);
    expect((await syncNow(userId)).map((account) => account.documentsWritten)).toEqual([0, 0, 0]);
  }, 60_000);

  it('spend on Facebook, Pinterest and TikTok adds up to the total, each platform on its own row', async () => {
    const userId = newOwner(['shopify', 'facebook', 'pinterest', 'tiktok']);
    await syncNow(userId);
    const start = isoDay(Date.now() - 6 * DAY_MS);
    const today = isoDay(Date.now());
    // Each platform's week worked out from its ad account's rows, and the shop's revenue from its orders.
    const spendOf = (rows: Array<{ spend: number }>) => round(rows.reduce((sum, row) => sum + row.spend, 0));
    const purchasesOf = (rows: Array<{ purchases: number }>) => rows.reduce((sum, row) => sum + row.purchases, 0);
    const metaRows = adCampaignDays(adAccount, SHOP, start, today);
    const pinRows = adCampaignDays(pinterestAccount, SHOP, start, today);
    const tiktokRows = adCampaignDays(tiktokAccount, SHOP, start, today);
    const [meta, pins, tiktok] = [metaRows, pinRows, tiktokRows].map(spendOf);
    const total = round((meta ?? 0) + (pins ?? 0) + (tiktok ?? 0));
    const shopWeek = daysOf(start, today).map(shopDay);
    const revenue = round(shopWeek.reduce((sum, day) => sum + day.totalSales, 0));
    const orders = shopWeek.reduce((sum, day) => sum + day.orderCount, 0);
    const answered = await roi(userId, '?range=last_7_days');
    // Largest spend first: Meta spends 8-16 % of revenue, TikTok 3-7 %, Pinterest 2-5 % (Alice's shares).
    expect(answered.platforms.map((row) => [row.platform, row.spend, row.purchases])).toEqual(
      [
        ['facebook', meta, purchasesOf(metaRows)],
        ['pinterest', pins, purchasesOf(pinRows)],
        ['tiktok', tiktok, purchasesOf(tiktokRows)],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect(answered.totals.spend).toBeCloseTo(total, 2);
    expect(answered.platforms.reduce((sum, row) => sum + row.spend, 0)).toBeCloseTo(answered.totals.spend, 2);
    expect(answered.totals.roas).toBe(round(revenue / total));
    expect(answered.totals.costPerOrder).toBe(round(total / orders));
    expect(answered.campaigns).toHaveLength(8);
    const tiktokCampaign = tiktokAccount.campaigns[0];
    const campaignRows = tiktokRows.filter((row) => row.campaignId === tiktokCampaign?.id);
    expect(answered.campaigns.find((row) => row.campaignId === tiktokCampaign?.id)).toMatchObject({
      platform: 'tiktok',
      adAccountId: tiktokAccount.id,
      campaignName: tiktokCampaign?.name,
      spend: spendOf(campaignRows),
      purchases: purchasesOf(campaignRows),
    });
    expect(await AdAccountModel.countDocuments({ userId })).toBe(3);
  }, 60_000);

  it("a TikTok account's ad account connected after its first sync: the next sync reads its spend back to the start of the history", async () => {
    const userId = newOwner(['shopify', 'tiktok']);
    tiktokAdsMissing.add(userId);
    await syncNow(userId);
    expect(await AdSpendDayModel.countDocuments({ userId })).toBe(0);
    expect((await roi(userId)).spendSource).toBe('estimate');

    tiktokAdsMissing.delete(userId);
    await syncNow(userId);
    const history = adCampaignDays(
      tiktokAccount,
      SHOP,
      isoDay(Date.now() - (HISTORY_DAYS - 1) * DAY_MS),
      isoDay(Date.now()),
    );
    expect(await AdSpendDayModel.countDocuments({ userId, platform: 'tiktok' })).toBe(history.length);
    expect((await roi(userId, '?range=last_30_days')).spendSource).toBe('ad_accounts');
    // Read once: a sync again writes nothing.
    expect((await syncNow(userId)).map((account) => account.documentsWritten)).toEqual([0, 0]);
  }, 60_000);

  it('without an ad account the spend is the 15 % estimate, labelled so', async () => {
    const shopOnly = newOwner(['shopify']);
    await syncNow(shopOnly);
    const estimate = await roi(shopOnly);
    expect(estimate.spendSource).toBe('estimate');
    expect(estimate.totals.roas).toBe(6.67);
    expect(estimate.totals.spend).toBe(round(estimate.totals.revenue * 0.15));
    expect(estimate.platforms).toEqual([]);
    expect(estimate.campaigns).toEqual([]);
    const summary = await callService(fx.app, 'dashboard', 'get', '/analytics', { userId: shopOnly });
    expect(summary.body.metrics.roas).toMatchObject({ value: 6.67, adSpendEstimated: true });

    // A Facebook page connected without ads_read: still the estimate, nothing stored.
    const noGrant = newOwner(['shopify', 'facebook']);
    withoutAds.add(noGrant);
    await syncNow(noGrant);
    expect(await AdSpendDayModel.countDocuments({ userId: noGrant })).toBe(0);
    expect((await roi(noGrant)).spendSource).toBe('estimate');

    // Meta refusing the ad read is not the page's failure: its own figures are synced.
    const refused = newOwner(['facebook']);
    adsRefused.add(refused);
    expect((await syncNow(refused)).map((account) => account.outcome)).toEqual(['ok']);
    expect(await AdSpendDayModel.countDocuments({ userId: refused })).toBe(0);
  }, 60_000);

  it("forgetting the Facebook page forgets its ad spend; another owner's spend is never seen", async () => {
    const userId = newOwner(['shopify', 'facebook']);
    await syncNow(userId);
    expect((await roi(newOwner(['shopify']))).spendSource).toBe('estimate');
    const path = '/internal/dashboard/forget-account';
    const forgot = await request(fx.app)
      .post(path)
      .set(await serviceTokenHeader('settings', 'dashboard', `POST ${path}`, userId))
      .send({ platform: 'facebook', accountId: PAGE });
    expect(forgot.status).toBe(200);
    expect(await AdSpendDayModel.countDocuments({ userId })).toBe(0);
    expect(await AdAccountModel.countDocuments({ userId })).toBe(0);
    expect((await roi(userId)).spendSource).toBe('estimate');
  }, 60_000);

  it('a range that is not one is a 400', async () => {
    const userId = newOwner(['shopify']);
    const bad = async (query: string) =>
      (await callService(fx.app, 'dashboard', 'get', `/roi${query}`, { userId })).status;
    expect(await bad('?range=last_year')).toBe(400);
    expect(await bad('?startDate=2026-03-05&endDate=2026-03-01')).toBe(400);
    expect(await bad('?startDate=2026-02-30')).toBe(400);
    expect(await bad('?other=1')).toBe(400);
  });
});
