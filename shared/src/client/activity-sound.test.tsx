import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UserMetadata } from '../contracts/auth/session';
import { responderEventTypes } from '../contracts/responder/responder-constants';
import { soundEffects } from '../contracts/settings/settings-constants';
import { useArrivalSound } from './activity-sound';
import { FakeEventSource, fakeEventSourceConstructor } from './fake-event-source';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';
import { RealtimeProvider, useRealtimeConnection } from './realtime-hooks';
import { sessionResolved, sessionUserUpdated } from './session-slice';
import { createAppStore } from './store';

/** The Web Audio parts the tone uses, recording each tone started. */
class FakeAudioContext {
  static tones: Array<{ frequency: number; start: number; stop: number }> = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const tone = { frequency: 0, start: -1, stop: -1 };
    return {
      type: '',
      frequency: { setValueAtTime: (value: number) => (tone.frequency = value) },
      connect: () => undefined,
      start: (at: number) => {
        tone.start = at;
        FakeAudioContext.tones.push(tone);
      },
      stop: (at: number) => (tone.stop = at),
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    };
  }
  resume() {
    return Promise.resolve();
  }
}

const user = (metadata: UserMetadata) => ({ id: 'u1', email: 'ann@example.com', user_metadata: metadata });

function Listener() {
  useRealtimeConnection(true);
  useArrivalSound();
  return null;
}

let client: RealtimeClient;

function renderWithSound(metadata: UserMetadata) {
  const store = createAppStore(undefined, { listeners: false });
  store.dispatch(sessionResolved({ user: user(metadata), expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
  render(
    <Provider store={store}>
      <RealtimeProvider client={client}>
        <Listener />
      </RealtimeProvider>
    </Provider>,
  );
  act(() => FakeEventSource.latest().open());
  return store;
}

function send(type: string, payload: unknown) {
  act(() => FakeEventSource.latest().sendEvent(type, payload));
}

const message = { id: 'm1', platform: 'instagram', response_status: 'pending' };

beforeEach(() => {
  FakeAudioContext.tones = [];
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  FakeEventSource.instances = [];
  client = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
  jest.useFakeTimers();
});

afterEach(() => {
  client.disconnect();
  jest.useRealTimers();
  delete (window as unknown as { AudioContext?: unknown }).AudioContext;
});

describe('the Sound Effects switch', () => {
  it('plays a short tone when a customer message arrives while it is on', () => {
    renderWithSound({ sound_effects: true });
    send(responderEventTypes.message, message);
    expect(FakeAudioContext.tones).toEqual([
      { frequency: soundEffects.toneHz, start: 0, stop: soundEffects.durationMs / 1000 },
    ]);
  });

  it('plays nothing while it is off, and nothing by default', () => {
    renderWithSound({ sound_effects: false });
    send(responderEventTypes.message, message);
    send(responderEventTypes.task, { id: 't1', priority: 9, status: 'pending' });
    expect(FakeAudioContext.tones).toHaveLength(0);
  });

  it('has no sound for an account that never chose (the default is off)', () => {
    renderWithSound({});
    send(responderEventTypes.message, message);
    expect(FakeAudioContext.tones).toHaveLength(0);
  });

  it('follows the switch as it is turned on and off', () => {
    const store = renderWithSound({ sound_effects: false });
    send(responderEventTypes.message, message);
    expect(FakeAudioContext.tones).toHaveLength(0);
    act(() => {
      store.dispatch(sessionUserUpdated(user({ sound_effects: true })));
    });
    send(responderEventTypes.message, { ...message, id: 'm2' });
    expect(FakeAudioContext.tones).toHaveLength(1);
    act(() => {
      store.dispatch(sessionUserUpdated(user({ sound_effects: false })));
    });
    jest.advanceTimersByTime(soundEffects.minGapMs);
    send(responderEventTypes.message, { ...message, id: 'm3' });
    expect(FakeAudioContext.tones).toHaveLength(1);
  });

  it('plays for a new task, not for a resolved one nor for the other events', () => {
    renderWithSound({ sound_effects: true });
    send(responderEventTypes.task, { id: 't1', priority: 3, status: 'resolved' });
    send(responderEventTypes.reply, message);
    send('dashboard.synced', {});
    expect(FakeAudioContext.tones).toHaveLength(0);
    send(responderEventTypes.task, { id: 't2', priority: 3, status: 'pending' });
    expect(FakeAudioContext.tones).toHaveLength(1);
  });

  it('makes one sound of arrivals that come together (an escalated message and its task)', () => {
    renderWithSound({ sound_effects: true });
    send(responderEventTypes.message, { ...message, response_status: 'escalated' });
    send(responderEventTypes.task, { id: 't1', priority: 9, status: 'pending' });
    expect(FakeAudioContext.tones).toHaveLength(1);
    jest.advanceTimersByTime(soundEffects.minGapMs);
    send(responderEventTypes.message, { ...message, id: 'm2' });
    expect(FakeAudioContext.tones).toHaveLength(2);
  });

  it('stays silent, without failing, where the browser has no Web Audio', () => {
    delete (window as unknown as { AudioContext?: unknown }).AudioContext;
    renderWithSound({ sound_effects: true });
    expect(() => send(responderEventTypes.message, message)).not.toThrow();
    expect(FakeAudioContext.tones).toHaveLength(0);
  });
});
