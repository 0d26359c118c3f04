import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import { createRealtimeClient, type RealtimeClient } from '@scp/shared/client/realtime-client';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { createAppStore } from '@scp/shared/client/store';
import { inboxUnreadPaths } from '@scp/shared/contracts/responder/inbox-unread';
import { responderEventTypes } from '@scp/shared/contracts/responder/responder-constants';
import { InboxButton } from './inbox-panel';
import { LiveUpdates } from './live-updates';
import { UnreadTitle } from './unread-title';

let client: RealtimeClient;
/** What the responder answers for the unread total next. */
let unread = 0;
let asked = 0;

beforeEach(() => {
  unread = 0;
  asked = 0;
  document.title = 'Social Commerce';
  FakeEventSource.instances = [];
  client = createRealtimeClient({ EventSource: fakeEventSourceConstructor, reconnectDelayMs: 1, maxBackoffMs: 1 });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== inboxUnreadPaths.unread) return new Response('{}', { status: 404 });
    asked += 1;
    return new Response(JSON.stringify({ unread_total: unread }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  client.disconnect();
  jest.restoreAllMocks();
});

/** The layout's pieces that show the count: the inbox button and the tab title, on a page that sets its own title. */
function renderLayout() {
  const store = createAppStore(undefined, { listeners: false });
  store.dispatch(
    sessionResolved({
      user: { id: 'u1', email: 'ann@example.com', user_metadata: {} },
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
  const Page = ({ title }: { title: string }) => {
    // A page that names the tab after itself (none does yet; the count must keep such a title).
    if (title) document.title = title;
    return (
      <>
        <LiveUpdates />
        <UnreadTitle />
        <InboxButton />
      </>
    );
  };
  const router = createMemoryRouter(
    [
      { path: '/products', element: <Page title="" /> },
      { path: '/calendar', element: <Page title="Calendar · Social Commerce" /> },
    ],
    { initialEntries: ['/products'] },
  );
  render(
    <Provider store={store}>
      <RealtimeProvider client={client}>
        <RouterProvider router={router} />
      </RealtimeProvider>
    </Provider>,
  );
  return router;
}

describe('the unread count in the inbox button and the tab title', () => {
  it('puts "(N) " in front of the title and the count on the inbox button, live, and takes them off at 0', async () => {
    unread = 3;
    renderLayout();
    await waitFor(() => expect(document.title).toBe('(3) Social Commerce'));
    const button = screen.getByRole('button', { name: 'Inbox 3 unread messages' });
    expect(button).toHaveTextContent('Inbox 3');

    // A new customer message: the count is read again.
    act(() => FakeEventSource.latest().open());
    unread = 4;
    act(() => FakeEventSource.latest().sendEvent(responderEventTypes.message, { id: 'm1' }));
    await waitFor(() => expect(document.title).toBe('(4) Social Commerce'));
    expect(screen.getByRole('button', { name: 'Inbox 4 unread messages' })).toBeInTheDocument();

    // The owner read everything (a reply went out): the title and the button are as before.
    unread = 0;
    act(() => FakeEventSource.latest().sendEvent(responderEventTypes.reply, { id: 'm1' }));
    await waitFor(() => expect(document.title).toBe('Social Commerce'));
    expect(screen.getByRole('button', { name: 'Inbox' })).not.toHaveTextContent(/\d/);
    expect(asked).toBeGreaterThanOrEqual(3);
  });

  it("keeps a page's own title, with the count in front of it", async () => {
    unread = 2;
    const router = renderLayout();
    await waitFor(() => expect(document.title).toBe('(2) Social Commerce'));
    await act(() => router.navigate('/calendar'));
    await waitFor(() => expect(document.title).toBe('(2) Calendar · Social Commerce'));
    // Never twice.
    await act(() => router.navigate('/products'));
    await waitFor(() => expect(document.title).toBe('(2) Calendar · Social Commerce'));
  });
});
