import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FakeEventSource, fakeEventSourceConstructor } from '@scp/shared/client/fake-event-source';
import { createRealtimeClient, type RealtimeClient } from '@scp/shared/client/realtime-client';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { sessionEnded, sessionResolved, sessionUserUpdated } from '@scp/shared/client/session-slice';
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

  it('plays the arrival tone for a customer message only while Sound Effects is on', () => {
    const started = jest.fn();
    class ToneRecorder {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator = () => ({
        frequency: { setValueAtTime: () => undefined },
        connect: () => undefined,
        start: started,
        stop: () => undefined,
      });
      createGain = () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      });
    }
    const scope = window as unknown as { AudioContext?: unknown };
    scope.AudioContext = ToneRecorder;
    try {
      const store = renderLiveUpdates(true);
      act(() => FakeEventSource.latest().open());
      const message = { id: 'm1', platform: 'instagram', response_status: 'pending' };
      act(() => FakeEventSource.latest().sendEvent('responder.message', message));
      expect(started).not.toHaveBeenCalled();
      act(() => {
        store.dispatch(
          sessionUserUpdated({ id: 'u1', email: 'ann@example.com', user_metadata: { sound_effects: true } }),
        );
      });
      act(() => FakeEventSource.latest().sendEvent('responder.message', { ...message, id: 'm2' }));
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      delete scope.AudioContext;
    }
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
