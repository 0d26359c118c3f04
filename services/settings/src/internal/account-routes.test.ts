import { createClient } from 'redis';
import request from 'supertest';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import { isoDay } from '@scp/provider-sandbox/generators';
import { connectedAccountsResponseSchema } from '@scp/shared/contracts/settings/connected-accounts';
import { settingsInternalPaths } from '@scp/shared/contracts/settings/settings-internal';
import { accountReadPath } from '@scp/shared/contracts/settings/integrations-internal';
import { accountPublishPath } from '@scp/shared/contracts/settings/publishing-internal';
import { callAs, newUserId } from '../settings-harness.test.util';
import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { PUBLIC_ORIGIN, today, useIntegrationsHarness } from '../integrations/integrations-harness.test.util';
import { revokeTokens } from '../platforms/sandbox-accounts.test.helper';

const { fx, sandbox, neighbourState, connect, accounts, storedToken, asService } = useIntegrationsHarness();

describe('the internal API the dashboard syncs through', () => {
  const accountsPath = '/internal/settings/accounts';
  const reportPath = '/internal/settings/sync-report';

  it('lists the dashboard each account without a token, and only the dashboard', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const answer = await asService('dashboard', 'get', accountsPath, userId);
    expect(answer.status).toBe(200);
    const [account] = answer.body.accounts;
    expect(account).toEqual({
      platform: 'tiktok',
      accountId: expect.any(String),
      usable: true,
      displayName: 'Alice Martin',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/accessToken|refreshToken/);
    expect((await asService('assistant', 'get', accountsPath, userId)).status).toBe(403);
    // The studio reads the same list: the accounts a post goes to.
    expect((await asService('studio', 'get', accountsPath, userId)).body).toEqual(answer.body);
    expect((await callAs(userId, fx.app)('get', '/../internal/settings/accounts')).status).not.toBe(200);
    // The endpoint that handed out tokens is gone.
    expect((await asService('dashboard', 'get', '/internal/settings/sync-accounts', userId)).status).toBe(404);
  });

  it('lists the accounts to the assistant and the auto-responder without a token, and to no one else', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const path = settingsInternalPaths.connectedAccounts;
    const answer = await asService('assistant', 'get', path, userId);
    expect(answer.status).toBe(200);
    expect(connectedAccountsResponseSchema.parse(answer.body).accounts).toEqual(await accounts(userId));
    expect(JSON.stringify(answer.body)).not.toMatch(/accessToken|refreshToken/);
    expect((await asService('dashboard', 'get', path, userId)).status).toBe(403);
  });

  it('tells the auto-responder who connected a page or an Instagram account, and no other service', async () => {
    const alice = newUserId();
    const bob = newUserId();
    await connect(alice, { platform: 'instagram', mode: 'popup' });
    await connect(bob, { platform: 'instagram', mode: 'popup' });
    const [account] = await accounts(alice);
    const path = `${settingsInternalPaths.accountOwners}?platform=instagram&accountId=${account?.accountId}`;
    const answer = await request(fx.app)
      .get(path)
      .set(await serviceTokenHeader('responder', 'settings', `GET ${path}`));
    expect(answer.status).toBe(200);
    // The sandbox's Alice is every test's Alice: other tests' users connected the same account too.
    expect(answer.body.owners).toEqual(expect.arrayContaining([alice, bob]));
    expect(answer.body.owners).not.toContain(newUserId());
    const none = `${settingsInternalPaths.accountOwners}?platform=facebook&accountId=123`;
    const empty = await request(fx.app)
      .get(none)
      .set(await serviceTokenHeader('responder', 'settings', `GET ${none}`));
    expect(empty.body).toEqual({ owners: [] });
    const bad = `${settingsInternalPaths.accountOwners}?platform=shopify&accountId=x`;
    expect(
      (
        await request(fx.app)
          .get(bad)
          .set(await serviceTokenHeader('responder', 'settings', `GET ${bad}`))
      ).status,
    ).toBe(400);
    expect(
      (
        await request(fx.app)
          .get(path)
          .set(await serviceTokenHeader('assistant', 'settings', `GET ${path}`))
      ).status,
    ).toBe(403);
  });

  it('refreshes a token that ends within 10 minutes before reading with it; listing refreshes nothing', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const before = await storedToken(userId, 'twitter', account?.accountId ?? '');
    await ConnectedAccountModel.collection.updateOne(
      { userId, platform: 'twitter' },
      { $set: { tokenExpiresAt: new Date(Date.now() + 60_000) } },
    );
    expect((await asService('dashboard', 'get', accountsPath, userId)).status).toBe(200);
    expect(await storedToken(userId, 'twitter', account?.accountId ?? '')).toBe(before);
    const readPath = accountReadPath('twitter', account?.accountId ?? '', 'daily-metrics');
    const range = { from: isoDay(new Date(Date.now() - 6 * 24 * 3600 * 1000)), to: today() };
    const read = await asService('dashboard', 'post', readPath, userId, range);
    expect(read.body.rows).toHaveLength(7);
    const renewed = await storedToken(userId, 'twitter', account?.accountId ?? '');
    expect(renewed).not.toBe(before);
    const works = await fetch(`${sandbox().url}/x/2/users/me`, { headers: { Authorization: `Bearer ${renewed}` } });
    expect(works.status).toBe(200);
    const [after] = await accounts(userId);
    expect(Date.parse(after?.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now() + 30 * 60_000);
    // Not again while the new one has long to go.
    await asService('dashboard', 'post', readPath, userId, range);
    expect(await storedToken(userId, 'twitter', account?.accountId ?? '')).toBe(renewed);
  });

  it('a refused token reported by a sync needs re-auth, announced once in real time', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'twitter', mode: 'popup' });
    const [account] = await accounts(userId);
    const subscriber = createClient({ url: fx.redisUrl() });
    await subscriber.connect();
    const events: string[] = [];
    await subscriber.subscribe(`events:${userId}`, (message) => events.push(message));
    const report = {
      platform: 'twitter',
      accountId: account?.accountId,
      outcome: 'rejected',
      reason: 'Unauthorized',
      at: new Date().toISOString(),
    };
    // Two reports of the same refusal at once (a sync and a Refresh All): one announcement.
    const answers = await Promise.all([1, 2, 3].map(() => asService('dashboard', 'post', reportPath, userId, report)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await asService('dashboard', 'post', reportPath, userId, report)).status).toBe(200);
    expect(await accounts(userId)).toEqual([
      expect.objectContaining({ status: 'needs_reauth', error: 'Unauthorized', connected: false }),
    ]);
    const unusable = await asService('dashboard', 'get', accountsPath, userId);
    expect(unusable.body.accounts[0]).toEqual(expect.objectContaining({ usable: false }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.map((event) => JSON.parse(event))).toEqual([
      expect.objectContaining({
        type: 'integrations.account-alert',
        payload: expect.objectContaining({ platform: 'twitter', status: 'needs_reauth', reason: 'Unauthorized' }),
      }),
    ]);
    await subscriber.quit();

    const mails = (await (await fetch(`${sandbox().url}/mailbox?to=${userId}@example.com`)).json()) as Array<{
      subject: string;
      text: string;
    }>;
    expect(mails.map((mail) => mail.subject)).toEqual(['X/Twitter: Alice Martin needs to be connected again']);
    expect(mails[0]?.text).toContain('X/Twitter said: Unauthorized');
    expect(mails[0]?.text).toContain(
      'X/Twitter no longer accepts our access to Alice Martin. Connect it again to keep its numbers up to date and your scheduled posts going out.',
    );
    expect(mails[0]?.text).toContain(`${PUBLIC_ORIGIN}/settings/integrations`);

    const ok = { ...report, outcome: 'ok', reason: undefined };
    await asService('dashboard', 'post', reportPath, userId, ok);
    expect((await accounts(userId))[0]).toMatchObject({ status: 'connected', error: null });
  });

  it('a token refused at publishing needs re-auth, and the mail says scheduled posts wait for the reconnection', async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'linkedin', mode: 'popup' });
    const [account] = await accounts(userId);
    await revokeTokens(sandbox().url, 'linkedin');
    const path = accountPublishPath('linkedin', account?.accountId ?? '');
    const body = { postRef: `p1:linkedin:${account?.accountId}`, text: 'Fresh bread today', media: [] };
    const answer = await asService('studio', 'post', path, userId, body);
    expect(answer.body).toMatchObject({ outcome: 'failed', kind: 'token_refused' });
    expect((await accounts(userId))[0]).toMatchObject({ status: 'needs_reauth', connected: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = (await (await fetch(`${sandbox().url}/mailbox?to=${userId}@example.com`)).json()) as Array<{
      subject: string;
      text: string;
    }>;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^LinkedIn: .+ needs to be connected again$/);
    expect(mails[0]?.text).toContain(
      'Connect it again to keep its numbers up to date and your scheduled posts going out.',
    );
  });

  it('sends no mail to an owner whose Email Notifications are off', async () => {
    const userId = newUserId();
    neighbourState.mutedUsers.add(userId);
    await connect(userId, { platform: 'tiktok', mode: 'popup' });
    const [account] = await accounts(userId);
    const report = {
      platform: 'tiktok',
      accountId: account?.accountId,
      outcome: 'error',
      reason: 'Down',
      at: new Date().toISOString(),
    };
    expect((await asService('dashboard', 'post', reportPath, userId, report)).status).toBe(200);
    expect((await accounts(userId))[0]).toMatchObject({ status: 'error', error: 'Down' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await (await fetch(`${sandbox().url}/mailbox?to=${userId}@example.com`)).json()).toEqual([]);
  });

  it('refuses a report for an unknown account or a malformed one', async () => {
    const userId = newUserId();
    const unknown = { platform: 'tiktok', accountId: 'nobody', outcome: 'ok', at: new Date().toISOString() };
    expect((await asService('dashboard', 'post', reportPath, userId, unknown)).status).toBe(404);
    const bad = await asService('dashboard', 'post', reportPath, userId, { ...unknown, outcome: 'great' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('outcome');
  });
});
