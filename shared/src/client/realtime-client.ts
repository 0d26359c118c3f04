import { realtime as rules, type RealtimeStatus } from '../contracts/app/app-constants';
import { appTexts } from '../contracts/app/app-texts';
import { type UserEvent, userEventSchema } from '../contracts/events';

export type { RealtimeStatus } from '../contracts/app/app-constants';

/** The part of the browser's EventSource the client uses; the `eventsource` package matches it in Node. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  removeEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceConstructor = new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike;

const EVENT_SOURCE_CLOSED = 2;

/** Timers and time, injectable so the policy can be tested without waiting. */
export interface RealtimeClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const systemClock: RealtimeClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface RealtimeOptions {
  /** The gateway's stream; relative URLs resolve against the page. */
  url?: string;
  /** Defaults to the browser's `EventSource`, looked up when connecting. */
  EventSource?: EventSourceConstructor;
  clock?: RealtimeClock;
  reconnectDelayMs?: number;
  maxReconnectAttempts?: number;
  maxBackoffMs?: number;
  connectionTimeoutMs?: number;
  staleAfterMs?: number;
  monitorIntervalMs?: number;
  healthCheckIntervalMs?: number;
  pollingIntervalMs?: number;
  maxSubscriptions?: number;
  /** Where a throwing event handler or poll callback is reported; it never stops the others. */
  onCallbackError?: (error: unknown) => void;
}

export interface RealtimeSnapshot {
  status: RealtimeStatus;
  /** Reconnect attempts since the last successful connection. */
  reconnectAttempts: number;
  /** Why the last connection attempt failed ('Connection timeout', 'Max reconnection attempts reached'), if it did. */
  error: string | null;
  /** As of the last health check (every 30 s) or status change. */
  healthy: boolean;
}

export interface RealtimeClient {
  /** Opens the stream (idempotent). */
  connect(): void;
  /** Closes the stream and stops reconnecting and polling (sign-out). */
  disconnect(): void;
  getSnapshot(): RealtimeSnapshot;
  /** Connected, no reconnect attempts, and a message within the last 5 minutes. */
  isHealthy(): boolean;
  /** Epoch ms of the last event received, or null. */
  lastMessageAt(): number | null;
  /**
   * Calls `handler` with every event of `type`. Throws 'Maximum subscriptions limit (50) reached'
   * beyond 50 at once. Returns the unsubscribe function.
   */
  subscribe(type: string, handler: (event: UserEvent) => void): () => void;
  subscriptionCount(): number;
  /** Notified whenever the snapshot changes. */
  onChange(listener: () => void): () => void;
  /**
   * The polling fallback: `callback` runs every 30 s while the client is started but not connected
   * (e.g. to refetch lists that real-time events would otherwise refresh), and once when the stream
   * is back after it was lost, so nothing published meanwhile is missed.
   */
  onPoll(callback: () => void): () => void;
}

/** Delay before reconnect attempt `attempt` (1-based): 1 s doubling, capped at 30 s. */
export function reconnectDelayMs(
  attempt: number,
  baseMs: number = rules.reconnectDelayMs,
  capMs: number = rules.maxBackoffMs,
): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The spec's health rule: a connected subscription is unhealthy with reconnect attempts or no message for 5 min. */
export function isConnectionHealthy(
  state: { status: RealtimeStatus; reconnectAttempts: number; lastMessageAt: number | null },
  nowMs: number,
  staleAfterMs: number = rules.staleAfterMs,
): boolean {
  if (state.status !== 'connected' || state.reconnectAttempts > 0 || state.lastMessageAt === null) return false;
  return nowMs - state.lastMessageAt < staleAfterMs;
}

/** Creates a client; nothing connects until `connect()` is called. */
export function createRealtimeClient(options: RealtimeOptions = {}): RealtimeClient {
  const clock = options.clock ?? systemClock;
  const url = options.url ?? rules.eventsPath;
  const reconnectDelay = options.reconnectDelayMs ?? rules.reconnectDelayMs;
  const maxAttempts = options.maxReconnectAttempts ?? rules.maxReconnectAttempts;
  const maxBackoff = options.maxBackoffMs ?? rules.maxBackoffMs;
  const connectionTimeout = options.connectionTimeoutMs ?? rules.connectionTimeoutMs;
  const staleAfter = options.staleAfterMs ?? rules.staleAfterMs;
  const monitorInterval = options.monitorIntervalMs ?? rules.monitorIntervalMs;
  const healthInterval = options.healthCheckIntervalMs ?? rules.healthCheckIntervalMs;
  const pollingInterval = options.pollingIntervalMs ?? rules.pollingIntervalMs;
  const maxSubscriptions = options.maxSubscriptions ?? rules.maxSubscriptions;
  const reportCallbackError =
    options.onCallbackError ?? ((error: unknown) => console.error('Real-time callback failed', error));

  const handlers = new Map<string, Set<(event: UserEvent) => void>>();
  const changeListeners = new Set<() => void>();
  const pollCallbacks = new Set<() => void>();
  /** One listener per event type on the current source, kept so they can be removed. */
  const typeListeners = new Map<string, (event: MessageEvent) => void>();

  let snapshot: RealtimeSnapshot = { status: 'disconnected', reconnectAttempts: 0, error: null, healthy: false };
  let started = false;
  let source: EventSourceLike | null = null;
  let lastMessage: number | null = null;
  let connectTimer: unknown = null;
  let reconnectTimer: unknown = null;
  let monitorTimer: unknown = null;
  let healthTimer: unknown = null;
  let pollTimer: unknown = null;
  let everConnected = false;

  function update(patch: Partial<Omit<RealtimeSnapshot, 'healthy'>>): void {
    const next = { ...snapshot, ...patch };
    next.healthy = isConnectionHealthy({ ...next, lastMessageAt: lastMessage }, clock.now(), staleAfter);
    if (
      next.status === snapshot.status &&
      next.reconnectAttempts === snapshot.reconnectAttempts &&
      next.error === snapshot.error &&
      next.healthy === snapshot.healthy
    ) {
      return;
    }
    snapshot = next;
    syncPolling();
    for (const listener of [...changeListeners]) listener();
  }

  function runPollCallbacks(): void {
    for (const callback of [...pollCallbacks]) {
      try {
        callback();
      } catch (error) {
        reportCallbackError(error);
      }
    }
  }

  function syncPolling(): void {
    const shouldPoll = started && snapshot.status !== 'connected';
    if (shouldPoll && pollTimer === null) {
      pollTimer = clock.setInterval(runPollCallbacks, pollingInterval);
    } else if (!shouldPoll && pollTimer !== null) {
      clock.clearInterval(pollTimer);
      pollTimer = null;
    }
  }

  function deliver(sseType: string, event: MessageEvent): void {
    lastMessage = clock.now();
    let parsed: UserEvent;
    try {
      const result = userEventSchema.safeParse(JSON.parse(String(event.data)));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      // A malformed frame is dropped; the stream itself is fine.
      return;
    }
    const type = sseType === 'message' ? parsed.type : sseType;
    for (const handler of [...(handlers.get(type) ?? [])]) {
      try {
        handler(parsed);
      } catch (error) {
        reportCallbackError(error);
      }
    }
    if (!snapshot.healthy) update({});
  }

  function listenTo(type: string): void {
    if (!source || typeListeners.has(type)) return;
    const listener = (event: MessageEvent) => deliver(type, event);
    typeListeners.set(type, listener);
    source.addEventListener(type, listener);
  }

  function closeSource(): void {
    if (connectTimer !== null) clock.clearTimeout(connectTimer);
    connectTimer = null;
    if (!source) return;
    for (const [type, listener] of typeListeners) source.removeEventListener(type, listener);
    typeListeners.clear();
    source.close();
    source = null;
  }

  function open(): void {
    reconnectTimer = null;
    const Constructor = options.EventSource ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource;
    if (!Constructor) {
      update({ status: 'error', error: 'EventSource is not available' });
      return;
    }
    update({ status: snapshot.reconnectAttempts > 0 ? 'reconnecting' : 'connecting' });
    const current = new Constructor(url, { withCredentials: true });
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      if (connectTimer !== null) clock.clearTimeout(connectTimer);
      connectTimer = null;
      lastMessage = clock.now();
      // Events published while the stream was down are not replayed: the subscribers read their
      // lists again (the poll callbacks), once, when it is back.
      const reconnected = everConnected;
      everConnected = true;
      update({ status: 'connected', reconnectAttempts: 0, error: null });
      if (reconnected) runPollCallbacks();
    });
    current.addEventListener('error', () => {
      // Deferred: an EventSource arms its own reconnect timer right after dispatching 'error', and
      // closing it only then also cancels that timer (we reconnect on our own policy instead).
      // (A promise job rather than queueMicrotask, which fake-timer libraries replace.)
      void Promise.resolve().then(() => {
        if (source === current) fail(null);
      });
    });
    listenTo('message');
    for (const type of handlers.keys()) listenTo(type);
    connectTimer = clock.setTimeout(() => {
      if (source === current) fail(appTexts.realtime.connectionTimeout);
    }, connectionTimeout);
  }

  /** The stream failed or was lost: reconnect with backoff, or give up after the last attempt. */
  function fail(reason: string | null): void {
    closeSource();
    if (!started) return;
    if (snapshot.reconnectAttempts >= maxAttempts) {
      update({ status: 'error', error: appTexts.realtime.maxReconnectAttempts });
      return;
    }
    const attempt = snapshot.reconnectAttempts + 1;
    update({ status: 'reconnecting', reconnectAttempts: attempt, error: reason });
    reconnectTimer = clock.setTimeout(open, reconnectDelayMs(attempt, reconnectDelay, maxBackoff));
  }

  function subscriptionCount(): number {
    let count = 0;
    for (const set of handlers.values()) count += set.size;
    return count;
  }

  function monitor(): void {
    // A stream the browser gave up on without telling us (no error event) counts as lost.
    if (snapshot.status === 'connected' && source && source.readyState === EVENT_SOURCE_CLOSED) fail(null);
  }

  return {
    connect() {
      if (started) return;
      started = true;
      update({ reconnectAttempts: 0, error: null });
      monitorTimer = clock.setInterval(monitor, monitorInterval);
      healthTimer = clock.setInterval(() => update({}), healthInterval);
      open();
      syncPolling();
    },

    disconnect() {
      if (!started) return;
      started = false;
      everConnected = false;
      closeSource();
      if (reconnectTimer !== null) clock.clearTimeout(reconnectTimer);
      for (const timer of [monitorTimer, healthTimer]) if (timer !== null) clock.clearInterval(timer);
      reconnectTimer = monitorTimer = healthTimer = null;
      update({ status: 'disconnected', reconnectAttempts: 0, error: null });
    },

    getSnapshot: () => snapshot,
    isHealthy: () => isConnectionHealthy({ ...snapshot, lastMessageAt: lastMessage }, clock.now(), staleAfter),
    lastMessageAt: () => lastMessage,

    subscribe(type, handler) {
      if (subscriptionCount() >= maxSubscriptions) throw new Error(appTexts.realtime.maxSubscriptions);
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      // A wrapper per call, so subscribing the same function twice counts (and unsubscribes) twice.
      const entry = (event: UserEvent) => handler(event);
      set.add(entry);
      listenTo(type);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        set.delete(entry);
        if (set.size > 0 || handlers.get(type) !== set) return;
        handlers.delete(type);
        const listener = typeListeners.get(type);
        if (listener && source && type !== 'message') {
          source.removeEventListener(type, listener);
          typeListeners.delete(type);
        }
      };
    },

    subscriptionCount,

    onChange(listener) {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },

    onPoll(callback) {
      const entry = () => callback();
      pollCallbacks.add(entry);
      return () => {
        pollCallbacks.delete(entry);
      };
    },
  };
}
