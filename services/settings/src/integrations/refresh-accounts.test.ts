import { callAs, newUserId } from '../settings-harness.test.util';
import { useIntegrationsHarness } from './integrations-harness.test.util';

const { fx, sandbox, connect, accounts, storedToken } = useIntegrationsHarness();

describe('Refresh All and connection health', () => {
  it('re-reads each account; a revoked token needs re-auth, and reconnecting restores it', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [first] = await accounts(userId);
    const refreshed = await callAs(userId, fx.app)('post', '/integrations/accounts/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.accounts[0]).toMatchObject({ status: 'connected', connected: true });

    // The person removes the app on TikTok.
    const token = await storedToken(userId, 'tiktok', first?.accountId ?? '');
    await fetch(`${sandbox().url}/tiktok/v2/oauth/revoke/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_key: 'sandbox-tiktok-client', client_secret: 'sandbox-tiktok-secret', token }),
    });
    const after = await callAs(userId, fx.app)('post', '/integrations/accounts/refresh');
    expect(after.body.accounts[0]).toMatchObject({
      status: 'needs_reauth',
      connected: false,
      error: expect.stringMatching(/token/i),
    });

    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [restored] = await accounts(userId);
    expect(restored).toMatchObject({ status: 'connected', error: null, connectedAt: first?.connectedAt });
  });
});
