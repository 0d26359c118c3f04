import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import { createRealtimeClient, type RealtimeClient } from '@scp/shared/client/realtime-client';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { sessionEnded, sessionResolved } from '@scp/shared/client/session-slice';
import { createAppStore } from '@scp/shared/client/store';
import { LiveUpdates } from './live-updates';

let client: RealtimeClient;

function renderLiveUpdates(signedIn: boolean) {
  const store = createAppStore(undefined, { listeners: false });
  if (signedIn) {
    store.dispatch(
      sessionResolved({
        user: { id: 'u1', email: 'ann@example.com', user_metadata: {} },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
  } else store.dispatch(sessionEnded());
  render(
    <Provider store={store}>
      <RealtimeProvider client={client}>
        <LiveUpdates />
      </RealtimeProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  FakeEventSource.instances = [];
  client = createRealtimeClient({ EventSource: fakeEventSourceConstructor, reconnectDelayMs: 1, maxBackoffMs: 1 });
});
afterEach(() => client.disconnect());

describe('live updates', () => {
  it('opens the stream only while signed in', () => {
    renderLiveUpdates(false);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('says nothing on the first connection, then announces a drop and the recovery', async () => {
    renderLiveUpdates(true);
    const region = screen.getByRole('status');
    act(() => FakeEventSource.latest().open());
    expect(region).toHaveTextContent('');

    // The client handles a stream error a moment later (after the browser's own handling).
    await act(async () => FakeEventSource.latest().fail());
    await waitFor(() => expect(region).toHaveTextContent('Live updates interrupted. Reconnecting…'));

    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(1));
    act(() => FakeEventSource.latest().open());
    expect(region).toHaveTextContent('Live updates restored.');
  });

  it("the gateway's session.ended ends the tab's session, as ended elsewhere", () => {
    const store = renderLiveUpdates(true);
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().sendEvent('session.ended', null));
    expect(store.getState().session).toMatchObject({ status: 'signedOut', user: null, endedElsewhere: true });
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('closes the stream on sign-out', () => {
    const store = renderLiveUpdates(true);
    const stream = FakeEventSource.latest();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(stream.closed).toBe(true);
  });
});
