import { adAccountOf, adCampaignDays } from '@scp/provider-sandbox/generators-ads';
import { findIdentity, type SampleIdentity } from '@scp/provider-sandbox/identities';
import { adInsightsReadPath, adInsightsReadSchema } from '@scp/shared/contracts/settings/ad-insights-internal';
import { newUserId } from '../settings-harness.test.util';
import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { useIntegrationsHarness } from '../integrations/integrations-harness.test.util';
import { revokeTokens } from '../platforms/sandbox-accounts.test.helper';

// Connecting Facebook also asks for the owner's ad accounts (ads_read); the dashboard's sync reads
// their daily spend by campaign through settings, which calls Meta with the grant it keeps.

const { sandbox, connect, accounts, asService } = useIntegrationsHarness();
const alice = findIdentity('alice') as SampleIdentity;

async function facebookOwner() {
  const userId = newUserId();
  await connect(userId, { platform: 'facebook', mode: 'popup' });
  const pageId = (await accounts(userId)).find((account) => account.platform === 'facebook')?.accountId ?? '';
  return { userId, pageId };
}

const read = (userId: string, pageId: string, body: object, caller: 'dashboard' | 'assistant' = 'dashboard') =>
  asService(caller, 'post', adInsightsReadPath('facebook', pageId), userId, body);

describe('POST /internal/settings/accounts/facebook/:accountId/ad-insights', () => {
  it("answers the owner's ad accounts with each campaign's days as Meta reports them, never the token", async () => {
    const { userId, pageId } = await facebookOwner();
    const stored = await ConnectedAccountModel.collection.findOne({ userId, platform: 'facebook', accountId: pageId });
    // The grant's permissions are kept as the account's scopes; ads_read among them.
    expect(stored?.scopes).toEqual(expect.arrayContaining(['pages_show_list', 'ads_read']));

    const answer = await read(userId, pageId, { from: '2026-03-01', to: '2026-03-20' });
    expect(answer.status).toBe(200);
    const body = adInsightsReadSchema.parse(answer.body);
    const account = adAccountOf(alice);
    const model = adCampaignDays(account, alice.shop.domain, '2026-03-01', '2026-03-20');
    expect(body).toEqual({
      granted: true,
      adAccounts: [
        {
          adAccountId: account.id,
          name: "Alice's Bakery Ads",
          currency: 'USD',
          days: model.map((day) => ({ ...day, spend: Number(day.spend.toFixed(2)) })),
        },
      ],
    });
    expect(model).toHaveLength(60);
    expect(JSON.stringify(answer.body)).not.toMatch(/EAA|access_token/);
  });

  it('a grant without ads_read has no ad accounts; a grant Meta no longer takes is the failure', async () => {
    const { userId, pageId } = await facebookOwner();
    // As an owner who connected before the ad accounts were asked for.
    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'facebook', accountId: pageId },
      { $set: { scopes: ['pages_show_list', 'pages_read_engagement', 'read_insights'] } },
    );
    const without = await read(userId, pageId, { from: '2026-03-01', to: '2026-03-02' });
    expect(without.status).toBe(200);
    expect(without.body).toEqual({ granted: false, adAccounts: [] });

    const other = await facebookOwner();
    await revokeTokens(sandbox().url, 'meta', 'alice');
    const revoked = await read(other.userId, other.pageId, { from: '2026-03-01', to: '2026-03-02' });
    expect(revoked.status).toBe(200);
    expect(adInsightsReadSchema.parse(revoked.body)).toMatchObject({ failure: { kind: 'rejected' } });
  });

  it("reads a connected Pinterest account's ad account with its token, 90 days a call", async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'pinterest', mode: 'popup' });
    const accountId = (await accounts(userId)).find((account) => account.platform === 'pinterest')?.accountId ?? '';
    const stored = await ConnectedAccountModel.collection.findOne({ userId, platform: 'pinterest', accountId });
    expect(stored?.scopes).toContain('ads:read');
    const range = { from: '2026-01-01', to: '2026-04-03' };
    const answer = await asService('dashboard', 'post', adInsightsReadPath('pinterest', accountId), userId, range);
    expect(answer.status).toBe(200);
    const pinterest = adAccountOf(alice, 'pinterest');
    const days = adCampaignDays(pinterest, alice.shop.domain, range.from, range.to);
    // 93 days in two calls (90 + 3), two campaigns a day.
    expect(days).toHaveLength(93 * 2);
    expect(adInsightsReadSchema.parse(answer.body)).toEqual({
      granted: true,
      adAccounts: [{ adAccountId: pinterest.id, name: "Alice's Bakery Pinterest Ads", currency: 'USD', days }],
    });
  });

  it('only the dashboard asks, for an account of the owner, over a real range of at most 93 days', async () => {
    const { userId, pageId } = await facebookOwner();
    const range = { from: '2026-03-01', to: '2026-03-02' };
    expect((await read(userId, pageId, range, 'assistant')).status).toBe(403);
    expect((await read(newUserId(), pageId, range)).status).toBe(404);
    expect((await asService('dashboard', 'post', adInsightsReadPath('instagram', pageId), userId, range)).status).toBe(
      400,
    );
    expect((await read(userId, pageId, { from: '2026-02-30', to: '2026-03-02' })).status).toBe(400);
    expect((await read(userId, pageId, { from: '2026-03-05', to: '2026-03-02' })).status).toBe(400);
    expect((await read(userId, pageId, { from: '2026-01-01', to: '2026-04-30' })).status).toBe(400);
    expect((await read(userId, pageId, { ...range, accessToken: 'EAA' })).status).toBe(400);
  });
});
