import { adAccountOf, adCampaignDays } from '@scp/provider-sandbox/generators-ads';
import { findIdentity, type SampleIdentity } from '@scp/provider-sandbox/identities';
import { adInsightsReadPath, adInsightsReadSchema } from '@scp/shared/contracts/settings/ad-insights-internal';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { callAs, newUserId } from '../settings-harness.test.util';
import { cipher, useIntegrationsHarness } from './integrations-harness.test.util';
import { ConnectedAccountModel } from './connected-account-model';

// TikTok's ad reporting is its own authorization (the API for Business): the owner connects a TikTok
// account, then its ad account from the account's row; settings keeps the advertiser's token with
// the account and reads its campaigns' days for the dashboard's sync.

const { fx, sandbox, connect, startConnect, consent, callback, accounts, asService, toldDashboard } =
  useIntegrationsHarness();
const alice = findIdentity('alice') as SampleIdentity;
const advertiser = adAccountOf(alice, 'tiktok');

async function tiktokOwner() {
  const userId = newUserId();
  await connect(userId, { platform: 'tiktok', mode: 'page' });
  const account = (await accounts(userId)).find((candidate) => candidate.platform === 'tiktok');
  return { userId, accountId: account?.accountId ?? '' };
}

const read = (userId: string, accountId: string, range: { from: string; to: string }) =>
  asService('dashboard', 'post', adInsightsReadPath('tiktok', accountId), userId, range);

describe("a TikTok account's ad account (TikTok's API for Business)", () => {
  it('is connected from the account through the business portal; the token stays sealed here and the dashboard is told', async () => {
    const { userId, accountId } = await tiktokOwner();
    expect((await accounts(userId)).find((account) => account.platform === 'tiktok')?.adsGranted).toBe(false);
    expect((await read(userId, accountId, { from: '2026-03-01', to: '2026-03-02' })).body).toEqual({
      granted: false,
      adAccounts: [],
    });

    const started = await startConnect(userId, { platform: 'tiktok', mode: 'page', adsFor: accountId });
    expect(started.status).toBe(200);
    const portal = new URL(started.body.authorizationUrl);
    expect(`${portal.origin}${portal.pathname}`).toBe(`${sandbox().url}/tiktok/portal/auth`);
    expect(portal.searchParams.get('app_id')).toBe('sandbox-tiktok-business-app');
    const told = toldDashboard.length;
    const location = await callback(userId, await consent(started.body.authorizationUrl));
    expect(location).toBe('/settings/integrations?tiktok_status=success');

    const listed = (await accounts(userId)).filter((account) => account.platform === 'tiktok');
    expect(listed).toHaveLength(1);
    expect(listed[0]?.adsGranted).toBe(true);
    const stored = await ConnectedAccountModel.collection.findOne({ userId, platform: 'tiktok', accountId });
    expect(Object.keys(stored?.adsToken ?? {}).sort()).toEqual(['data', 'iv', 'keyId', 'tag']);
    expect(cipher.open(stored?.adsToken)).toEqual(expect.any(String));
    expect(toldDashboard.slice(told)).toEqual([
      { path: '/internal/dashboard/sync-schedule', body: { connected: [{ platform: 'tiktok', accountId }] } },
    ]);
  });

  it('is revoked at TikTok when the owner disconnects the TikTok account', async () => {
    const { userId, accountId } = await tiktokOwner();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'page', adsFor: accountId });
    await callback(userId, await consent(started.body.authorizationUrl));
    const stored = await ConnectedAccountModel.collection.findOne({ userId, platform: 'tiktok', accountId });
    const adsToken = cipher.open(stored?.adsToken);
    const advertisers = () =>
      fetch(
        `${sandbox().url}/tiktok/open_api/v1.3/oauth2/advertiser/get/?app_id=sandbox-tiktok-business-app&secret=x`,
        {
          headers: { 'Access-Token': adsToken },
        },
      ).then((reply) => reply.json() as Promise<{ code: number; message: string }>);
    // Before: the token is TikTok's (the wrong secret is the only complaint).
    expect((await advertisers()).message).toBe('The app_id or secret is incorrect.');

    const gone = await callAs(userId, fx.app)(
      'delete',
      `/integrations/accounts/tiktok/${encodeURIComponent(accountId)}`,
    );
    expect(gone.status).toBe(200);
    expect(await advertisers()).toMatchObject({
      code: 40001,
      message: 'Access token is incorrect or has been revoked.',
    });
  });

  it("reads the advertiser's campaigns' days in 30-day report calls, as the model has them, never the token", async () => {
    const { userId, accountId } = await tiktokOwner();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'popup', adsFor: accountId });
    await callback(userId, await consent(started.body.authorizationUrl));
    // 74 days: three report calls (30 + 30 + 14).
    const range = { from: '2026-01-01', to: '2026-03-15' };
    const answer = await read(userId, accountId, range);
    expect(answer.status).toBe(200);
    const days = adCampaignDays(advertiser, alice.shop.domain, range.from, range.to);
    expect(days).toHaveLength(74 * 3);
    expect(adInsightsReadSchema.parse(answer.body)).toEqual({
      granted: true,
      adAccounts: [
        {
          adAccountId: advertiser.id,
          name: "Alice's Bakery TikTok Ads",
          currency: 'USD',
          days: [...days].sort((a, b) => a.date.localeCompare(b.date) || a.campaignId.localeCompare(b.campaignId)),
        },
      ],
    });
    const stored = await ConnectedAccountModel.collection.findOne({ userId, platform: 'tiktok', accountId });
    expect(JSON.stringify(answer.body)).not.toContain(cipher.open(stored?.adsToken));
  });

  it('waits out TikTok’s rate limit (code 40100 with HTTP 200); a token TikTok refuses is a refusal of the read only', async () => {
    const { userId, accountId } = await tiktokOwner();
    const started = await startConnect(userId, { platform: 'tiktok', mode: 'page', adsFor: accountId });
    await callback(userId, await consent(started.body.authorizationUrl));
    await fetch(`${sandbox().url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'tiktok', kind: 'rate_limit', times: 1, pathPrefix: '/open_api/' }),
    });
    const limited = await read(userId, accountId, { from: '2026-03-01', to: '2026-03-03' });
    expect(adInsightsReadSchema.parse(limited.body)).toMatchObject({
      granted: true,
      adAccounts: [{ days: expect.any(Array) }],
    });

    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'tiktok', accountId },
      { $set: { adsToken: cipher.seal('not-a-tiktok-token') } },
    );
    const refused = await read(userId, accountId, { from: '2026-03-01', to: '2026-03-03' });
    expect(refused.status).toBe(200);
    expect(adInsightsReadSchema.parse(refused.body)).toMatchObject({ failure: { kind: 'refused' } });
    // The TikTok account itself is still connected.
    expect((await accounts(userId)).find((account) => account.platform === 'tiktok')?.status).toBe('connected');
  });

  it('refuses an ad account for another platform, for an account the owner has not connected, and a denied consent changes nothing', async () => {
    const { userId, accountId } = await tiktokOwner();
    const other = await startConnect(userId, { platform: 'pinterest', mode: 'page', adsFor: accountId });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ field: 'adsFor', message: integrationsTexts.connectErrors.adsTiktokOnly });
    const unknown = await startConnect(userId, { platform: 'tiktok', mode: 'page', adsFor: 'someone-else' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(integrationsTexts.connectErrors.adsAccountMissing);
    expect((await startConnect(newUserId(), { platform: 'tiktok', mode: 'page', adsFor: accountId })).status).toBe(404);

    const started = await startConnect(userId, { platform: 'tiktok', mode: 'page', adsFor: accountId });
    const location = await callback(userId, await consent(started.body.authorizationUrl, { sandbox_decision: 'deny' }));
    expect(location).toBe(
      `/settings/integrations?tiktok_status=error&error_message=${encodeURIComponent(integrationsTexts.connectErrors.denied).replace(/%20/g, '+')}`,
    );
    expect((await accounts(userId)).find((account) => account.platform === 'tiktok')?.adsGranted).toBe(false);
  });
});
