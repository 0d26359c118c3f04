import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { AccountSyncStatus } from '@scp/shared/contracts/dashboard/sync';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { ACCOUNTS, connectedAccount, openIntegrations, platformCard, SYNC } from './integrations.test-helper';

const api = fakeApiForEachTest();

const bakery = connectedAccount();
const shop = connectedAccount({
  platform: 'shopify',
  accountId: 'anns.myshopify.com',
  identifier: 'anns.myshopify.com',
  displayName: "Ann's Shop",
});
const pinterest = connectedAccount({
  platform: 'pinterest',
  accountId: 'pin-1',
  identifier: 'annsboards',
  displayName: 'Ann Boards',
});

function syncStatus(account: ConnectedAccount, overrides: Partial<AccountSyncStatus> = {}): AccountSyncStatus {
  return {
    platform: account.platform,
    accountId: account.accountId,
    lastCompleteDay: '2026-11-30',
    lastRunAt: '2026-12-01T10:00:00.000Z',
    lastSuccessAt: '2026-12-01T10:00:00.000Z',
    outcome: 'ok',
    error: null,
    documentsWritten: 12,
    ...overrides,
  };
}

function row(platform: string, name: string): HTMLElement {
  return within(platformCard(platform)).getByRole('listitem', { name });
}

async function clickSync(platform: string, name: string) {
  const user = userEvent.setup();
  await user.click(within(row(platform, name)).getByRole('button', { name: 'Sync' }));
}

function toastKind(text: string): string | undefined {
  const toast = screen.getByText(text).closest('.scp-toast');
  return ['success', 'info', 'warning', 'error'].find((kind) => toast?.classList.contains(`scp-toast-${kind}`));
}

describe('syncing a connected account', () => {
  it('syncs the one account, keeping only its button busy meanwhile', async () => {
    await openIntegrations(api, [bakery, shop]);
    const button = within(row('Instagram', "Ann's Bakery")).getByRole('button', { name: 'Sync' });
    expect(button).toHaveAccessibleDescription("Ann's Bakery");
    api.answer(SYNC, 'never');
    await clickSync('Instagram', "Ann's Bakery");
    expect(api.callsTo(SYNC)[0]?.body).toEqual({ platform: 'instagram', accountId: bakery.accountId });
    expect(button).toHaveClass('ant-btn-loading');
    // Only that account's button.
    expect(within(row('Shopify', "Ann's Shop")).getByRole('button', { name: 'Sync' })).not.toHaveClass(
      'ant-btn-loading',
    );
  });

  it("says 'Sync Complete' and reads the accounts again after the 1 s post-sync delay", async () => {
    await openIntegrations(api, [bakery, shop]);
    api.answer(SYNC, ok({ state: 'completed', accounts: [syncStatus(shop), syncStatus(bakery)] }));
    api.answer(ACCOUNTS, ok({ accounts: [{ ...bakery, lastSync: new Date().toISOString() }, shop] }));
    const startedAt = Date.now();
    await clickSync('Instagram', "Ann's Bakery");
    expect(await screen.findByText('Sync Complete')).toBeInTheDocument();
    expect(screen.getByText("Successfully synced Ann's Bakery")).toBeInTheDocument();
    expect(toastKind('Sync Complete')).toBe('success');
    expect(api.callsTo(ACCOUNTS)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(ACCOUNTS)).toHaveLength(2), { timeout: 2500 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
    expect(await within(row('Instagram', "Ann's Bakery")).findByText('Last synced just now')).toBeInTheDocument();
    expect(within(row('Instagram', "Ann's Bakery")).getByRole('button', { name: 'Sync' })).not.toHaveClass(
      'ant-btn-loading',
    );
  });

  it.each([
    ['rejected', 'The permission to read insights was withdrawn.'],
    ['unavailable', 'Instagram did not answer.'],
    ['error', 'Something broke on our side.'],
  ] as const)("says 'Sync Failed' with the platform's words when the outcome is %s", async (outcome, error) => {
    await openIntegrations(api, [bakery]);
    api.answer(SYNC, ok({ state: 'completed', accounts: [syncStatus(bakery, { outcome, error })] }));
    await clickSync('Instagram', "Ann's Bakery");
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(toastKind('Sync Failed')).toBe('error');
    // No re-read after a failed sync.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.callsTo(ACCOUNTS)).toHaveLength(1);
  });

  it("falls back to 'Failed to sync data', and for Shopify to its products and metrics wording", async () => {
    await openIntegrations(api, [bakery, shop]);
    api.answer(SYNC, ok({ state: 'completed', accounts: [syncStatus(bakery, { outcome: 'error', error: null })] }));
    await clickSync('Instagram', "Ann's Bakery");
    expect(await screen.findByText('Failed to sync data')).toBeInTheDocument();

    api.answer(SYNC, ok({ state: 'completed', accounts: [syncStatus(shop, { outcome: 'unavailable', error: null })] }));
    await clickSync('Shopify', "Ann's Shop");
    expect(await screen.findByText('Failed to sync products sync and/or metrics sync')).toBeInTheDocument();
  });

  it("says 'Sync not supported for {platform}' when the dashboard has no reader for the account", async () => {
    await openIntegrations(api, [bakery, pinterest]);
    // The answer lists the accounts the dashboard syncs: Pinterest is not among them.
    api.answer(SYNC, ok({ state: 'completed', accounts: [syncStatus(bakery)] }));
    await clickSync('Pinterest', 'Ann Boards');
    expect(await screen.findByText('Sync not supported for Pinterest')).toBeInTheDocument();
    expect(screen.getByText('Sync Failed')).toBeInTheDocument();
  });

  it('says the sync goes on in the background when it outlasts the request', async () => {
    await openIntegrations(api, [bakery]);
    // An older outcome in the answer does not count: the new run has not finished.
    api.answer(SYNC, ok({ state: 'running', accounts: [syncStatus(bakery, { outcome: 'error', error: 'Old' })] }));
    await clickSync('Instagram', "Ann's Bakery");
    expect(await screen.findByText('Sync in Progress')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Ann's Bakery is still syncing. It continues in the background; its figures update when it finishes.",
      ),
    ).toBeInTheDocument();
    expect(toastKind('Sync in Progress')).toBe('info');
    expect(screen.queryByText('Sync Failed')).not.toBeInTheDocument();
    expect(within(row('Instagram', "Ann's Bakery")).getByRole('button', { name: 'Sync' })).not.toHaveClass(
      'ant-btn-loading',
    );
  });

  it("says 'Sync Failed' with the server's message when the request fails", async () => {
    await openIntegrations(api, [bakery]);
    api.answer(SYNC, fails(400, 'VALIDATION_FAILED', 'Name both the platform and the account, or neither.'));
    await clickSync('Instagram', "Ann's Bakery");
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
    expect(screen.getByText('Name both the platform and the account, or neither.')).toBeInTheDocument();
  });

  it('cannot sync an account that needs re-authorisation', async () => {
    await openIntegrations(api, [
      connectedAccount({ status: 'needs_reauth', error: 'The permission was withdrawn on Instagram.' }),
    ]);
    expect(within(row('Instagram', "Ann's Bakery")).getByRole('button', { name: 'Sync' })).toBeDisabled();
  });
});
