import { callAs, newUserId } from '../settings-harness.test.util';
import { ConnectedAccountModel } from './connected-account-model';
import { useIntegrationsHarness } from './integrations-harness.test.util';

const { fx, sandbox, toldDashboard, neighbourState, connect, accounts, storedToken } = useIntegrationsHarness();

describe('disconnecting', () => {
  it('revokes the token at the platform, deletes it, and 404s for another user', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [account] = await accounts(userId);
    const token = await storedToken(userId, 'tiktok', account?.accountId ?? '');
    const before = await fetch(`${sandbox().url}/tiktok/v2/user/info/?fields=open_id`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);

    const path = `/integrations/accounts/tiktok/${encodeURIComponent(account?.accountId ?? '')}`;
    expect((await callAs(newUserId(), fx.app)('delete', path)).status).toBe(404);
    const answer = await callAs(userId, fx.app)('delete', path);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accounts: [] });
    expect(await ConnectedAccountModel.collection.countDocuments({ userId })).toBe(0);
    const after = await fetch(`${sandbox().url}/tiktok/v2/user/info/?fields=open_id`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect((await callAs(userId, fx.app)('delete', path)).status).toBe(404);
  });

  it('keeps the Meta grant while another page still uses it', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const token = await storedToken(userId, 'facebook', '101000000000002');
    const answer = await callAs(userId, fx.app)('delete', '/integrations/accounts/facebook/101000000000001');
    expect(answer.body.accounts.map((a: { accountId: string }) => a.accountId)).toEqual(['101000000000002']);
    const stillWorks = await fetch(`${sandbox().url}/meta/v23.0/me?access_token=${token}`);
    expect(stillWorks.status).toBe(200);
  });

  it.each([['/integrations/accounts/myspace/1'], ['/integrations/accounts/tiktok/nobody']])(
    '%s is a 404',
    async (path) => {
      expect((await callAs(newUserId(), fx.app)('delete', path)).status).toBe(404);
    },
  );
});

describe('what a disconnection tells the dashboard', () => {
  it('disconnecting keeps the synced history unless asked, and asks the dashboard first', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const path = `/integrations/accounts/twitter/${account?.accountId}`;

    neighbourState.dashboardAnswers = false;
    const refused = await callAs(userId, fx.app)('delete', `${path}?deleteHistory=true`);
    neighbourState.dashboardAnswers = true;
    expect(refused.status).toBe(503);
    expect(await accounts(userId)).toHaveLength(1);

    const before = toldDashboard.length;
    expect((await callAs(userId, fx.app)('delete', `${path}?deleteHistory=true`)).status).toBe(200);
    expect(toldDashboard.slice(before)).toEqual([
      { path: '/internal/dashboard/forget-account', body: { platform: 'twitter', accountId: account?.accountId } },
      // Once the account is gone: the dashboard reads the owner's accounts again.
      { path: '/internal/dashboard/sync-schedule', body: {} },
    ]);
    expect((await callAs(userId, fx.app)('delete', `${path}?deleteHistory=maybe`)).status).toBe(400);
  });

  it('a plain disconnect does not touch the history, but the dashboard hears the account went', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const before = toldDashboard.length;
    await callAs(userId, fx.app)('delete', `/integrations/accounts/twitter/${account?.accountId}`);
    expect(toldDashboard.slice(before)).toEqual([{ path: '/internal/dashboard/sync-schedule', body: {} }]);
  });
});
