import { addDays, dayRange, isoDay, shopOrders } from './generators';
import { adAccountOf, adCampaignDays, adSpendShare } from './generators-ads';
import { findIdentity, type SampleIdentity } from './identities';
import type { RunningSandbox } from './main';
import { connect } from './provider-tokens.test.helper';
import { get, startSandbox, withQuery } from './sandbox-client.test.helper';

const alice = findIdentity('alice') as SampleIdentity;
const SHOP = alice.shop.domain;
const account = adAccountOf(alice);

/** The shop's paid revenue and paid orders of a day, added up by hand from its orders. */
function shopDay(date: string) {
  const paid = shopOrders(SHOP, date, date).filter((order) => order.financial_status === 'paid');
  return { revenue: paid.reduce((sum, order) => sum + Number(order.total_price), 0), orders: paid.length };
}

describe("an ad account's days (the sandbox's model)", () => {
  const from = '2026-03-01';
  const to = '2026-03-31';
  const rows = adCampaignDays(account, SHOP, from, to);

  it('are the same on every call, one row per campaign and day in order', () => {
    expect(adCampaignDays(account, SHOP, from, to)).toEqual(rows);
    expect(account.campaigns).toHaveLength(3);
    expect(rows).toHaveLength(31 * 3);
    expect(rows.slice(0, 3).map((row) => [row.date, row.campaignId])).toEqual(
      account.campaigns.map((campaign) => [from, campaign.id]),
    );
    expect(account.campaigns.reduce((sum, campaign) => sum + campaign.weight, 0)).toBeCloseTo(1, 10);
  });

  it("spend the account's share of the shop's revenue each day (±15 %), so ROAS follows the shop", () => {
    const share = adSpendShare(account);
    expect(share).toBeGreaterThanOrEqual(0.08);
    expect(share).toBeLessThanOrEqual(0.16);
    for (const date of dayRange(from, to)) {
      const spend = rows.filter((row) => row.date === date).reduce((sum, row) => sum + row.spend, 0);
      const { revenue, orders } = shopDay(date);
      expect(spend).toBeGreaterThanOrEqual(revenue * share * 0.85 - 0.02);
      expect(spend).toBeLessThanOrEqual(revenue * share * 1.15 + 0.02);
      const purchases = rows.filter((row) => row.date === date).reduce((sum, row) => sum + row.purchases, 0);
      expect(purchases).toBeLessThanOrEqual(orders);
    }
    // Busy and quiet days differ, so ROAS is not one fixed figure.
    const daily = dayRange(from, to).map((date) =>
      rows.filter((row) => row.date === date).reduce((s, r) => s + r.spend, 0),
    );
    expect(Math.max(...daily)).toBeGreaterThan(Math.min(...daily) * 1.3);
  });

  it('each campaign reports impressions and clicks at a plausible CPM and click rate', () => {
    for (const row of rows) {
      expect((row.spend / row.impressions) * 1000).toBeGreaterThan(6.5);
      expect((row.spend / row.impressions) * 1000).toBeLessThan(14.5);
      expect(row.clicks / row.impressions).toBeLessThan(0.021);
    }
  });
});

describe('Meta Marketing API: ad accounts and Ads Insights', () => {
  let sandbox: RunningSandbox;
  let adsToken: string;
  let pagesToken: string;
  let bobToken: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    adsToken = (await connect(sandbox.url, 'meta', 'alice', 'public_profile,pages_show_list,ads_read')).access;
    pagesToken = (await connect(sandbox.url, 'meta', 'alice', 'public_profile,pages_show_list')).access;
    bobToken = (await connect(sandbox.url, 'meta', 'bob', 'public_profile,ads_read')).access;
  });
  afterAll(() => sandbox.stop());

  const graph = (path: string, token: string, params: Record<string, string> = {}) =>
    get(withQuery(`${sandbox.url}/meta/v23.0${path}`, { access_token: token, ...params }));

  it("lists the person's ad account under ads_read, and refuses without it in Meta's words", async () => {
    const listed = await graph('/me/adaccounts', adsToken, { fields: 'id,account_id,name,currency,account_status' });
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([
      { id: account.id, account_id: account.accountId, name: "Alice's Bakery Ads", currency: 'USD', account_status: 1 },
    ]);
    const refused = await graph('/me/adaccounts', pagesToken);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({
      code: 200,
      type: 'OAuthException',
      message: '(#200) Ad account owner has NOT grant ads_management or ads_read permission',
    });
    const insights = await graph(`/${account.id}/insights`, pagesToken, { level: 'campaign' });
    expect(insights.status).toBe(403);
    expect(insights.json.error.code).toBe(200);
  });

  it('answers the permissions a user token carries', async () => {
    const granted = await graph('/me/permissions', adsToken);
    expect(granted.status).toBe(200);
    expect(granted.json.data).toContainEqual({ permission: 'ads_read', status: 'granted' });
    const without = await graph('/me/permissions', pagesToken);
    expect(without.json.data.map((entry: { permission: string }) => entry.permission)).not.toContain('ads_read');
  });

  it('answers daily campaign rows as strings, page by page, matching the model', async () => {
    const fields = 'campaign_id,campaign_name,spend,impressions,clicks,actions';
    const first = await graph(`/${account.id}/insights`, adsToken, {
      level: 'campaign',
      time_increment: '1',
      time_range: JSON.stringify({ since: '2026-03-01', until: '2026-03-10' }),
      fields,
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(25);
    const second = await get(first.json.paging.next);
    expect(second.status).toBe(200);
    expect(second.json.paging.next).toBeUndefined();
    const rows = [...first.json.data, ...second.json.data];
    const model = adCampaignDays(account, SHOP, '2026-03-01', '2026-03-10');
    expect(rows).toHaveLength(model.length);
    const [row] = rows;
    const [wanted] = model;
    expect(row).toEqual({
      campaign_id: wanted?.campaignId,
      campaign_name: wanted?.campaignName,
      spend: String(Number(wanted?.spend.toFixed(2))),
      impressions: String(wanted?.impressions),
      clicks: String(wanted?.clicks),
      ...(wanted?.purchases
        ? {
            actions: [
              { action_type: 'link_click', value: String(wanted.clicks) },
              { action_type: 'purchase', value: String(wanted.purchases) },
              { action_type: 'omni_purchase', value: String(wanted.purchases) },
            ],
          }
        : { actions: [{ action_type: 'link_click', value: String(wanted?.clicks) }] }),
      date_start: '2026-03-01',
      date_stop: '2026-03-01',
    });
    const spend = rows.reduce((sum: number, one: { spend: string }) => sum + Number(one.spend), 0);
    expect(spend).toBeCloseTo(
      model.reduce((sum, one) => sum + one.spend, 0),
      2,
    );
  });

  it('sums an account-level range into one row, and answers nothing after today', async () => {
    const today = isoDay(new Date());
    const total = await graph(`/${account.id}/insights`, adsToken, {
      level: 'account',
      time_range: JSON.stringify({ since: '2026-03-01', until: '2026-03-03' }),
      fields: 'spend',
    });
    expect(total.json.data).toHaveLength(1);
    const model = adCampaignDays(account, SHOP, '2026-03-01', '2026-03-03');
    expect(Number(total.json.data[0].spend)).toBeCloseTo(
      model.reduce((sum, one) => sum + one.spend, 0),
      2,
    );
    const future = await graph(`/${account.id}/insights`, adsToken, {
      level: 'campaign',
      time_increment: '1',
      time_range: JSON.stringify({ since: addDays(today, 1), until: addDays(today, 5) }),
    });
    expect(future.status).toBe(200);
    expect(future.json.data).toEqual([]);
  });

  it("refuses another person's account, a page token, and an unreadable range or field", async () => {
    const other = await graph(`/${adAccountOf(findIdentity('bob') as SampleIdentity).id}/insights`, adsToken);
    expect(other.status).toBe(400);
    expect(other.json.error).toMatchObject({ code: 100, error_subcode: 33 });
    expect((await graph(`/${account.id}/insights`, bobToken)).status).toBe(400);
    const badRange = await graph(`/${account.id}/insights`, adsToken, { time_range: '{"since":"2026-02-30"}' });
    expect(badRange.status).toBe(400);
    expect(badRange.json.error.code).toBe(100);
    const backwards = await graph(`/${account.id}/insights`, adsToken, {
      time_range: JSON.stringify({ since: '2026-03-05', until: '2026-03-01' }),
    });
    expect(backwards.status).toBe(400);
    const badField = await graph(`/${account.id}/insights`, adsToken, { fields: 'spend,revenue' });
    expect(badField.status).toBe(400);
    expect(badField.json.error.message).toContain('revenue is not valid for fields param');
  });
});

describe('Pinterest API v5: ad accounts, campaigns and their analytics', () => {
  let sandbox: RunningSandbox;
  let adsToken: string;
  let pinsToken: string;
  const pinterest = adAccountOf(alice, 'pinterest');
  beforeAll(async () => {
    sandbox = await startSandbox();
    adsToken = (await connect(sandbox.url, 'pinterest', 'alice', 'user_accounts:read,ads:read')).access;
    pinsToken = (await connect(sandbox.url, 'pinterest', 'alice', 'user_accounts:read,pins:read')).access;
  });
  afterAll(() => sandbox.stop());

  const call = (path: string, token: string, params: Record<string, string> = {}) =>
    get(withQuery(`${sandbox.url}/pinterest/v5${path}`, params), { Authorization: `Bearer ${token}` });

  it('spends its own, smaller share of the shop’s revenue (2-5 %) in two campaigns', () => {
    expect(pinterest.campaigns).toHaveLength(2);
    expect(pinterest.id).not.toBe(account.accountId);
    expect(adSpendShare(pinterest)).toBeGreaterThanOrEqual(0.02);
    expect(adSpendShare(pinterest)).toBeLessThanOrEqual(0.05);
  });

  it('lists the ad account and its campaigns under ads:read, and answers their days as the model has them', async () => {
    const accounts = await call('/ad_accounts', adsToken);
    expect(accounts.status).toBe(200);
    expect(accounts.json.items).toEqual([
      expect.objectContaining({ id: pinterest.id, name: "Alice's Bakery Pinterest Ads", currency: 'USD' }),
    ]);
    expect((await call('/ad_accounts', pinsToken)).status).toBe(403);
    const campaigns = await call(`/ad_accounts/${pinterest.id}/campaigns`, adsToken);
    expect(campaigns.json.items.map((item: { id: string }) => item.id)).toEqual(
      pinterest.campaigns.map((campaign) => campaign.id),
    );
    const days = await call(`/ad_accounts/${pinterest.id}/campaigns/analytics`, adsToken, {
      start_date: '2026-03-01',
      end_date: '2026-03-05',
      campaign_ids: pinterest.campaigns.map((campaign) => campaign.id).join(','),
      columns: 'SPEND_IN_DOLLAR,TOTAL_IMPRESSION,TOTAL_CLICKTHROUGH,TOTAL_CHECKOUT',
      granularity: 'DAY',
    });
    expect(days.status).toBe(200);
    expect(days.json).toEqual(
      adCampaignDays(pinterest, SHOP, '2026-03-01', '2026-03-05').map((row) => ({
        CAMPAIGN_ID: row.campaignId,
        DATE: row.date,
        SPEND_IN_DOLLAR: row.spend,
        TOTAL_IMPRESSION: row.impressions,
        TOTAL_CLICKTHROUGH: row.clicks,
        TOTAL_CHECKOUT: row.purchases,
      })),
    );
  });

  it('refuses another account, more than 90 days, and an unknown column', async () => {
    const query = {
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      campaign_ids: pinterest.campaigns[0]?.id ?? '',
      columns: 'SPEND_IN_DOLLAR',
      granularity: 'DAY',
    };
    const other = adAccountOf(findIdentity('bob') as SampleIdentity, 'pinterest');
    expect((await call(`/ad_accounts/${other.id}/campaigns/analytics`, adsToken, query)).status).toBe(404);
    const long = await call(`/ad_accounts/${pinterest.id}/campaigns/analytics`, adsToken, {
      ...query,
      end_date: '2026-04-30',
    });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain('90 days');
    const column = await call(`/ad_accounts/${pinterest.id}/campaigns/analytics`, adsToken, {
      ...query,
      columns: 'REVENUE',
    });
    expect(column.status).toBe(400);
  });
});
