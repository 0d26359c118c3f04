import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { UserEvent } from '../contracts/events';
import { createRealtimeClient, type RealtimeClient, type RealtimeSnapshot } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Gives the tree a specific client (the shell's, or a test's). */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

let defaultClient: RealtimeClient | null = null;

/**
 * The app-wide client for `/api/events`, created on first use (never at import). Shared across the
 * shell and the remotes because this package is a Module Federation singleton.
 */
export function getDefaultRealtimeClient(): RealtimeClient {
  defaultClient ??= createRealtimeClient();
  return defaultClient;
}

/** The provider's client, or the app-wide one. */
export function useRealtimeClient(): RealtimeClient {
  return useContext(RealtimeContext) ?? getDefaultRealtimeClient();
}

/**
 * Keeps the stream open while `enabled` (the shell passes "signed in"); closes it when disabled or
 * unmounted, so a signed-out page holds no connection.
 */
export function useRealtimeConnection(enabled: boolean): void {
  const client = useRealtimeClient();
  useEffect(() => {
    if (!enabled) return undefined;
    client.connect();
    return () => client.disconnect();
  }, [client, enabled]);
}

/** Status, reconnect attempts, last error and health of the stream; re-renders when they change. */
export function useRealtimeStatus(): RealtimeSnapshot {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.onChange, client.getSnapshot, client.getSnapshot);
}

/**
 * Calls `handler` with each user event of `type` while mounted. The latest handler is used without
 * resubscribing. Returns the subscription error ('Maximum subscriptions limit (50) reached'), if any.
 */
export function useUserEvents(type: string, handler: (event: UserEvent) => void): string | null {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    try {
      const unsubscribe = client.subscribe(type, (event) => latest.current(event));
      setError(null);
      return unsubscribe;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return undefined;
    }
  }, [client, type]);
  return error;
}

/** Runs `callback` every 30 s while the stream is not connected (the spec's polling fallback). */
export function useRealtimePolling(callback: () => void): void {
  const client = useRealtimeClient();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => client.onPoll(() => latest.current()), [client]);
}
