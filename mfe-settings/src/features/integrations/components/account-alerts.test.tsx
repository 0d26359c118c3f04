import { act, screen, within } from '@testing-library/react';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import { createRealtimeClient, type RealtimeClient } from '@scp/shared/client/realtime-client';
import { ACCOUNT_ALERT_EVENT, type AccountAlert } from '@scp/shared/contracts/settings/connected-accounts';
import { ACCOUNTS, connectedAccount, openIntegrations, platformCard } from './integrations.test-helper';

const api = fakeApiForEachTest();

const bakery = connectedAccount();
const alert: AccountAlert = {
  platform: 'instagram',
  accountId: bakery.accountId,
  displayName: "Ann's Bakery",
  status: 'needs_reauth',
  reason: 'The permission was withdrawn on Instagram.',
};

let realtime: RealtimeClient;

beforeEach(() => {
  FakeEventSource.instances = [];
  realtime = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
  // The shell keeps the stream open while signed in.
  realtime.connect();
  FakeEventSource.latest().open();
});

afterEach(() => realtime.disconnect());

async function openWithStream() {
  return openIntegrations(api, [bakery], '/settings/integrations', { realtime });
}

function send(payload: unknown) {
  act(() => FakeEventSource.latest().sendEvent(ACCOUNT_ALERT_EVENT, payload));
}

describe('real-time account alerts', () => {
  it('reads the accounts again and warns, naming the account, what stops until it is connected again, and the reason', async () => {
    await openWithStream();
    api.answer(ACCOUNTS, ok({ accounts: [{ ...bakery, status: 'needs_reauth', error: alert.reason }] }));
    send(alert);
    const title = await screen.findByText("Ann's Bakery (Instagram) needs re-authorisation");
    expect(title.closest('.scp-toast')).toHaveClass('scp-toast-warning');
    expect(
      within(title.closest('.scp-toast') as HTMLElement).getByText(
        'Connect it again to keep its numbers up to date and your scheduled posts going out. Instagram said: The permission was withdrawn on Instagram.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(ACCOUNTS)).toHaveLength(2);
    const row = within(platformCard('Instagram')).getByRole('listitem', { name: "Ann's Bakery" });
    expect(await within(row).findByText('Needs re-auth')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  });

  it('words an account in error as having stopped syncing', async () => {
    await openWithStream();
    send({ ...alert, status: 'error', reason: 'Instagram did not answer for a day.' });
    expect(await screen.findByText("Ann's Bakery (Instagram) stopped syncing")).toBeInTheDocument();
    expect(screen.getByText('Instagram did not answer for a day.')).toBeInTheDocument();
  });

  it('ignores a malformed alert', async () => {
    await openWithStream();
    send({ ...alert, status: 'expiring' });
    send({ platform: 'myspace', accountId: '1', displayName: 'Ann', status: 'error', reason: 'x' });
    send('needs re-auth');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(ACCOUNTS)).toHaveLength(1);
    expect(screen.queryByText(/needs re-authorisation|stopped syncing/)).not.toBeInTheDocument();
  });

  it('stops listening when the tab closes', async () => {
    const view = await openWithStream();
    expect(realtime.subscriptionCount()).toBe(1);
    view.unmount();
    expect(realtime.subscriptionCount()).toBe(0);
  });
});
