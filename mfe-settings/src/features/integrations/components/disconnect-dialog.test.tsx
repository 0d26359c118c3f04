import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { connectedAccount, openIntegrations, platformCard } from './integrations.test-helper';

const api = fakeApiForEachTest();

const bakery = connectedAccount();
const page = connectedAccount({
  platform: 'facebook',
  accountId: '1000001',
  displayName: 'Ann Page',
  identifier: 'Ann Page',
});
const DELETE_BAKERY = `DELETE /api/settings/integrations/accounts/instagram/${bakery.accountId}`;

async function openDialog() {
  const user = userEvent.setup();
  await openIntegrations(api, [bakery, page]);
  const row = within(platformCard('Instagram')).getByRole('listitem', { name: "Ann's Bakery" });
  await user.click(within(row).getByRole('button', { name: 'Disconnect' }));
  const dialog = screen.getByRole('dialog', { name: 'Disconnect Account' });
  return { user, dialog };
}

/** The addresses (path and query) of the DELETE requests sent so far. */
function deleteAddresses(): string[] {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => request.method === 'DELETE')
    .map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
}

/** Escape: the browser sends `cancel` to a modal dialog. */
function pressEscape(dialog: HTMLElement) {
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

describe('disconnecting an account', () => {
  it('asks first, naming the account, and Cancel keeps it', async () => {
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText(
        "Disconnect Ann's Bakery (@annsbakery) from Instagram? Its data stops updating until you connect it again.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(DELETE_BAKERY)).toHaveLength(0);
  });

  it("says 'Disconnecting...', then 'Successfully Disconnected!', and closes itself 1.5 s later with a toast", async () => {
    const { user, dialog } = await openDialog();
    api.answer(DELETE_BAKERY, ok({ accounts: [page] }));
    // The list is read again after a disconnect (a read already in flight may be older): the server's list.
    api.answer('GET /api/settings/integrations/accounts', ok({ accounts: [page] }));
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByText('Successfully Disconnected!')).toBeInTheDocument();
    const succeededAt = Date.now();
    expect(api.callsTo(DELETE_BAKERY)).toHaveLength(1);
    // The list already has the answer; the dialog still names the account until it closes.
    expect(screen.queryByRole('listitem', { name: "Ann's Bakery" })).not.toBeInTheDocument();
    expect(screen.queryByText('Account Disconnected')).not.toBeInTheDocument();
    // It closes by itself, not before about 1.5 s have passed since the success showed (a loaded
    // machine only makes the wait longer, so the lower bound holds and the upper one is generous).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 6000 });
    expect(Date.now() - succeededAt).toBeGreaterThanOrEqual(1200);
    expect(screen.getByText('Account Disconnected')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ann Page' })).toBeInTheDocument();
  });

  it('closes at once (with the toast) when closed after success', async () => {
    const { user, dialog } = await openDialog();
    api.answer(DELETE_BAKERY, ok({ accounts: [page] }));
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await within(dialog).findByText('Successfully Disconnected!');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Account Disconnected')).toHaveLength(1);
  });

  it('cannot be closed while it works', async () => {
    const { user, dialog } = await openDialog();
    api.answer(DELETE_BAKERY, 'never');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Disconnecting...');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    pressEscape(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(dialog); // the backdrop
    expect(screen.getByRole('dialog', { name: 'Disconnect Account' })).toBeInTheDocument();
    expect(within(dialog).getByText('Disconnecting...')).toBeInTheDocument();
  });

  it('says when it failed, keeps the account, and can be closed again', async () => {
    const { user, dialog } = await openDialog();
    api.answer(DELETE_BAKERY, fails(404, 'NOT_FOUND', 'No such account.'));
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnect Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not disconnect the account. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: "Ann's Bakery" })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    pressEscape(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('encodes the platform and account id in the address', async () => {
    const user = userEvent.setup();
    const property = connectedAccount({
      platform: 'google-analytics',
      accountId: 'properties/42',
      displayName: 'annsbakery.com',
      identifier: 'properties/42',
    });
    await openIntegrations(api, [property]);
    api.answer('DELETE /api/settings/integrations/accounts/google-analytics/properties%2F42', ok({ accounts: [] }));
    await user.click(
      within(screen.getByRole('listitem', { name: 'annsbakery.com' })).getByRole('button', { name: 'Disconnect' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Successfully Disconnected!')).toBeInTheDocument();
  });

  it("keeps the account's synced history unless asked: the checkbox starts unchecked", async () => {
    const { user, dialog } = await openDialog();
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Also delete its synced history' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'Otherwise the posts and metrics synced so far stay in your dashboard and analytics.',
    );
    api.answer(DELETE_BAKERY, ok({ accounts: [page] }));
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByText('Successfully Disconnected!')).toBeInTheDocument();
    expect(deleteAddresses()).toEqual([`/api/settings/integrations/accounts/instagram/${bakery.accountId}`]);
  });

  it('deletes the synced history too when the box is ticked', async () => {
    const { user, dialog } = await openDialog();
    api.answer(DELETE_BAKERY, 'never');
    // The label ticks it.
    await user.click(within(dialog).getByText('Also delete its synced history'));
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Also delete its synced history' });
    expect(checkbox).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(deleteAddresses()).toEqual([
      `/api/settings/integrations/accounts/instagram/${bakery.accountId}?deleteHistory=true`,
    ]);
    // Settled while it works.
    expect(checkbox).toBeDisabled();
  });

  it('starts unchecked again on the next opening', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also delete its synced history' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const row = within(platformCard('Instagram')).getByRole('listitem', { name: "Ann's Bakery" });
    await user.click(within(row).getByRole('button', { name: 'Disconnect' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Disconnect Account' })).getByRole('checkbox', {
        name: 'Also delete its synced history',
      }),
    ).not.toBeChecked();
  });
});
