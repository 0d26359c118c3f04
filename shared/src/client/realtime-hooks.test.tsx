import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FakeEventSource, fakeEventSourceConstructor } from './fake-event-source';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import {
  getDefaultRealtimeClient,
  RealtimeProvider,
  useRealtimeConnection,
  useRealtimePolling,
  useRealtimeStatus,
  useUserEvents,
} from './realtime-hooks';

function Status() {
  const { status, reconnectAttempts } = useRealtimeStatus();
  return (
    <p>
      {status} ({reconnectAttempts})
    </p>
  );
}

function Messages({ signedIn }: { signedIn: boolean }) {
  useRealtimeConnection(signedIn);
  const [texts, setTexts] = useState<string[]>([]);
  const error = useUserEvents('responder.message', (event) =>
    setTexts((previous) => [...previous, String(event.payload)]),
  );
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
      {error && <li>{error}</li>}
    </ul>
  );
}

let client: RealtimeClient;

beforeEach(() => {
  FakeEventSource.instances = [];
  jest.useFakeTimers();
  client = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
});

afterEach(() => {
  client.disconnect();
  jest.useRealTimers();
});

function renderWithClient(signedIn: boolean) {
  return render(
    <RealtimeProvider client={client}>
      <Status />
      <Messages signedIn={signedIn} />
    </RealtimeProvider>,
  );
}

describe('real-time hooks', () => {
  it('stays disconnected while signed out', () => {
    renderWithClient(false);
    expect(screen.getByText('disconnected (0)')).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('connects when signed in, shows the status and renders the events of its type', () => {
    renderWithClient(true);
    expect(screen.getByText('connecting (0)')).toBeInTheDocument();
    act(() => FakeEventSource.latest().open());
    expect(screen.getByText('connected (0)')).toBeInTheDocument();
    act(() => FakeEventSource.latest().sendEvent('responder.message', 'Where is my order?'));
    act(() => FakeEventSource.latest().sendEvent('dashboard.synced', 'ignored'));
    expect(screen.getByText('Where is my order?')).toBeInTheDocument();
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
  });

  it('shows reconnecting after a drop, and disconnects on sign-out', async () => {
    const view = renderWithClient(true);
    act(() => FakeEventSource.latest().open());
    await act(async () => FakeEventSource.latest().fail());
    expect(screen.getByText('reconnecting (1)')).toBeInTheDocument();
    view.rerender(
      <RealtimeProvider client={client}>
        <Status />
        <Messages signedIn={false} />
      </RealtimeProvider>,
    );
    expect(screen.getByText('disconnected (0)')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reports the subscription limit instead of crashing', () => {
    for (let index = 0; index < 50; index += 1) client.subscribe('other', () => undefined);
    renderWithClient(false);
    expect(screen.getByText('Maximum subscriptions limit (50) reached')).toBeInTheDocument();
  });

  it('polls every 30 s while not connected', () => {
    const poll = jest.fn();
    function Poller() {
      useRealtimeConnection(true);
      useRealtimePolling(poll);
      return null;
    }
    render(
      <RealtimeProvider client={client}>
        <Poller />
      </RealtimeProvider>,
    );
    act(() => jest.advanceTimersByTime(30_000));
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('creates the app-wide client only on first use', () => {
    expect(getDefaultRealtimeClient()).toBe(getDefaultRealtimeClient());
    expect(getDefaultRealtimeClient().getSnapshot().status).toBe('disconnected');
  });
});
