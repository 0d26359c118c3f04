import { SANDBOX_TIKTOK_BUSINESS_APP } from '@scp/provider-sandbox/default-clients';
import { adAccountOf, adCampaignDays } from '@scp/provider-sandbox/generators-ads';
import { findIdentity, type SampleIdentity } from '@scp/provider-sandbox/identities';
import { APP_ORIGIN } from '@scp/provider-sandbox/sandbox-client.test.helper';
import { useSandbox } from '../sandbox-accounts.test.helper';
import { createTiktokAdsApi } from './tiktok-ads-api';

// The API for Business read page by page: with pages of 7 rows, a 30-day report of three campaigns
// (90 rows) is 13 pages, and the campaigns' list 1; every row arrives once, in the model's figures.

const fixture = useSandbox();
const alice = findIdentity('alice') as SampleIdentity;

function api(pageSize?: number) {
  const url = `${fixture().url}/tiktok`;
  return createTiktokAdsApi(
    {
      clientId: SANDBOX_TIKTOK_BUSINESS_APP.appId,
      clientSecret: SANDBOX_TIKTOK_BUSINESS_APP.secret,
      urls: { auth: url, api: url },
    },
    {},
    pageSize,
  );
}

/** The advertiser's consent on the business portal (the sandbox's shortcut for the click), back with auth_code. */
async function callbackParams(): Promise<URLSearchParams> {
  const portal = new URL(api().authorizationUrl({ state: 'tiktok.page.abc', redirectUri: `${APP_ORIGIN}/cb` }));
  portal.searchParams.set('sandbox_identity', 'alice');
  const back = await fetch(portal, { redirect: 'manual' });
  return new URL(back.headers.get('location') as string).searchParams;
}

describe('TikTok API for Business reads', () => {
  it('exchanges the auth_code for the advertiser’s token and follows every page of the report', async () => {
    const grant = await api().exchange(await callbackParams());
    const advertiser = adAccountOf(alice, 'tiktok');
    expect(grant.advertiserIds).toEqual([advertiser.id]);
    const calls: string[] = [];
    const realFetch = global.fetch;
    const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
      calls.push(new URL(String(input)).pathname);
      return realFetch(input, init);
    });
    try {
      const [read] = await api(7).read(grant.accessToken, '2026-03-01', '2026-03-30');
      const days = adCampaignDays(advertiser, alice.shop.domain, '2026-03-01', '2026-03-30');
      expect(days).toHaveLength(90);
      expect(read?.days).toEqual(
        [...days].sort((a, b) => a.date.localeCompare(b.date) || a.campaignId.localeCompare(b.campaignId)),
      );
      expect(calls.filter((path) => path.endsWith('/report/integrated/get/'))).toHaveLength(13);
      expect(calls.filter((path) => path.endsWith('/campaign/get/'))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a denied consent and a second use of the code are refusals', async () => {
    await expect(api().exchange(new URLSearchParams({ error: 'access_denied', state: 's' }))).rejects.toMatchObject({
      kind: 'denied',
    });
    const params = await callbackParams();
    await api().exchange(params);
    await expect(api().exchange(params)).rejects.toMatchObject({ kind: 'refused' });
  });
});
