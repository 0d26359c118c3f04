import { SANDBOX_TIKTOK_BUSINESS_APP } from '../default-clients';
import { shopOrders } from '../generators';
import { adAccountOf, adCampaignDays, adSpendShare } from '../generators-ads';
import { findIdentity, type SampleIdentity } from '../identities';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, get, readForm, REDIRECT_URI, startSandbox, withQuery } from '../sandbox-client.test.helper';

const alice = findIdentity('alice') as SampleIdentity;
const advertiser = adAccountOf(alice, 'tiktok');
const { appId, secret } = SANDBOX_TIKTOK_BUSINESS_APP;

describe("TikTok API for Business: the advertiser's consent, its token and the integrated report", () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.stop());

  const base = () => `${sandbox.url}/tiktok/open_api/v1.3`;
  const exchange = async (body: Record<string, string>) =>
    answer(
      await fetch(`${base()}/oauth2/access_token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const authCode = async (identity = 'alice') => {
    const back = await get(
      withQuery(`${sandbox.url}/tiktok/portal/auth`, {
        app_id: appId,
        state: 'xyz',
        redirect_uri: REDIRECT_URI,
        sandbox_identity: identity,
      }),
    );
    expect(back.status).toBe(302);
    expect(back.location?.searchParams.get('state')).toBe('xyz');
    return back.location?.searchParams.get('auth_code') ?? '';
  };
  const businessToken = async () => {
    const token = await exchange({ app_id: appId, secret, auth_code: await authCode() });
    return token.json.data.access_token as string;
  };
  const report = (token: string, params: Record<string, string>) =>
    get(
      withQuery(`${base()}/report/integrated/get/`, {
        advertiser_id: advertiser.id,
        report_type: 'BASIC',
        data_level: 'AUCTION_CAMPAIGN',
        dimensions: JSON.stringify(['campaign_id', 'stat_time_day']),
        metrics: JSON.stringify(['spend', 'impressions', 'clicks', 'complete_payment']),
        start_date: '2026-03-01',
        end_date: '2026-03-10',
        ...params,
      }),
      { 'Access-Token': token },
    );

  it('spends 3 to 7 % of the shop’s revenue in three campaigns of an advertiser of its own', () => {
    expect(advertiser.id).toMatch(/^7\d{18}$/);
    expect(advertiser.campaigns).toHaveLength(3);
    expect(adSpendShare(advertiser)).toBeGreaterThanOrEqual(0.03);
    expect(adSpendShare(advertiser)).toBeLessThanOrEqual(0.07);
    const day = '2026-03-03';
    const revenue = shopOrders(alice.shop.domain, day, day)
      .filter((order) => order.financial_status === 'paid')
      .reduce((sum, order) => sum + Number(order.total_price), 0);
    const spend = adCampaignDays(advertiser, alice.shop.domain, day, day).reduce((sum, row) => sum + row.spend, 0);
    expect(spend).toBeGreaterThanOrEqual(revenue * adSpendShare(advertiser) * 0.85 - 0.02);
    expect(spend).toBeLessThanOrEqual(revenue * adSpendShare(advertiser) * 1.15 + 0.02);
  });

  it('shows the business consent page, and sends auth_code back with the state', async () => {
    const page = await get(
      withQuery(`${sandbox.url}/tiktok/portal/auth`, { app_id: appId, state: 's1', redirect_uri: REDIRECT_URI }),
      { Accept: 'text/html' },
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('Authorize access to your TikTok ad accounts');
    const form = readForm(page.text, `${sandbox.url}/tiktok/portal/auth`);
    const allowed = await answer(
      await fetch(form.action, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ ...form.fields, decision: 'allow', identity: 'alice' }),
      }),
    );
    expect(allowed.status).toBe(302);
    expect(allowed.location?.searchParams.get('auth_code')).toBeTruthy();
    expect(allowed.location?.searchParams.get('state')).toBe('s1');
    const unknownApp = await get(
      withQuery(`${sandbox.url}/tiktok/portal/auth`, { app_id: 'nope', state: 's', redirect_uri: REDIRECT_URI }),
    );
    expect(unknownApp.status).toBe(400);
  });

  it('exchanges the auth_code once for a long-lived token and the advertiser ids; a wrong secret is code 40001', async () => {
    const code = await authCode();
    expect((await exchange({ app_id: appId, secret: 'wrong', auth_code: code })).json.code).toBe(40001);
    const token = await exchange({ app_id: appId, secret, auth_code: code });
    expect(token.status).toBe(200);
    expect(token.json).toMatchObject({
      code: 0,
      message: 'OK',
      data: { advertiser_ids: [advertiser.id], scope: [4, 5] },
    });
    expect(token.json.data.access_token).toEqual(expect.any(String));
    const again = await exchange({ app_id: appId, secret, auth_code: code });
    expect(again.status).toBe(200);
    expect(again.json.code).toBe(40002);
    expect((await exchange({ app_id: appId, secret })).json.code).toBe(40002);
  });

  it('lists the advertiser and its campaigns with the Access-Token header', async () => {
    const token = await businessToken();
    const advertisers = await get(withQuery(`${base()}/oauth2/advertiser/get/`, { app_id: appId, secret }), {
      'Access-Token': token,
    });
    expect(advertisers.json).toMatchObject({
      code: 0,
      data: { list: [{ advertiser_id: advertiser.id, advertiser_name: "Alice's Bakery TikTok Ads" }] },
    });
    const info = await get(
      withQuery(`${base()}/advertiser/info/`, { advertiser_ids: JSON.stringify([advertiser.id]) }),
      { 'Access-Token': token },
    );
    expect(info.json.data.list).toEqual([expect.objectContaining({ advertiser_id: advertiser.id, currency: 'USD' })]);
    const campaigns = await get(withQuery(`${base()}/campaign/get/`, { advertiser_id: advertiser.id }), {
      'Access-Token': token,
    });
    expect(campaigns.json.data.list.map((row: { campaign_id: string }) => row.campaign_id)).toEqual(
      advertiser.campaigns.map((campaign) => campaign.id),
    );
    expect(campaigns.json.data.page_info).toEqual({ page: 1, page_size: 10, total_number: 3, total_page: 1 });
  });

  it('answers each campaign’s day as the model has it, page by page', async () => {
    const token = await businessToken();
    const rows = adCampaignDays(advertiser, alice.shop.domain, '2026-03-01', '2026-03-10');
    const first = await report(token, { page: '1', page_size: '20' });
    expect(first.status).toBe(200);
    expect(first.json.code).toBe(0);
    expect(first.json.data.page_info).toEqual({
      page: 1,
      page_size: 20,
      total_number: rows.length,
      total_page: Math.ceil(rows.length / 20),
    });
    const second = await report(token, { page: '2', page_size: '20' });
    const both = [...first.json.data.list, ...second.json.data.list];
    expect(both.slice(0, rows.length)).toEqual(
      rows.slice(0, both.length).map((row) => ({
        dimensions: { campaign_id: row.campaignId, stat_time_day: `${row.date} 00:00:00` },
        metrics: {
          spend: row.spend.toFixed(2),
          impressions: String(row.impressions),
          clicks: String(row.clicks),
          complete_payment: String(row.purchases),
        },
      })),
    );
  });

  it('refuses what TikTok refuses, in its envelope: more than 30 days, a page of more than 1,000, no token, a Login Kit token, another advertiser', async () => {
    const token = await businessToken();
    const long = await report(token, { end_date: '2026-04-15' });
    expect(long.status).toBe(200);
    expect(long.json.code).toBe(40002);
    expect(long.json.message).toContain('30 days');
    expect((await report(token, { page_size: '1001' })).json.code).toBe(40002);
    expect((await report(token, { metrics: JSON.stringify(['revenue']) })).json.code).toBe(40002);
    const none = await get(withQuery(`${base()}/report/integrated/get/`, { advertiser_id: advertiser.id }));
    expect(none.status).toBe(200);
    expect(none.json.code).toBe(40001);
    const loginKit = (await connect(sandbox.url, 'tiktok', 'alice', 'user.info.basic')).access;
    expect((await report(loginKit, {})).json.code).toBe(40001);
    const bob = adAccountOf(findIdentity('bob') as SampleIdentity, 'tiktok');
    expect((await report(token, { advertiser_id: bob.id })).json.code).toBe(40001);
  });

  it('revokes the advertiser’s token: it reads nothing after, a Login Kit token stays, a wrong secret is code 40001', async () => {
    const token = await businessToken();
    const loginKit = (await connect(sandbox.url, 'tiktok', 'alice', 'user.info.basic')).access;
    const revoke = async (body: Record<string, string>) =>
      answer(
        await fetch(`${base()}/oauth2/revoke_token/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const wrongSecret = await revoke({ app_id: appId, secret: 'nope', access_token: token });
    expect(wrongSecret.status).toBe(200);
    expect(wrongSecret.json.code).toBe(40001);
    expect((await revoke({ app_id: appId, secret })).json.code).toBe(40002);
    expect((await report(token, {})).json.code).toBe(0);

    const revoked = await revoke({ app_id: appId, secret, access_token: token });
    expect(revoked.status).toBe(200);
    expect(revoked.json.code).toBe(0);
    expect((await report(token, {})).json.code).toBe(40001);
    const profile = await get(withQuery(`${sandbox.url}/tiktok/v2/user/info/`, { fields: 'open_id' }), {
      Authorization: `Bearer ${loginKit}`,
    });
    expect(profile.status).toBe(200);
  });

  it('answers its rate limit as code 40100 with HTTP 200 when the fault is on', async () => {
    const token = await businessToken();
    await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'tiktok', kind: 'rate_limit', times: 1, pathPrefix: '/open_api/' }),
    });
    const limited = await report(token, {});
    expect(limited.status).toBe(200);
    expect(limited.json.code).toBe(40100);
    expect((await report(token, {})).json.code).toBe(0);
  });
});
