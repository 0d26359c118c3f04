import {
  SESSION_BROADCAST_CHANNEL,
  type SessionBroadcastMessage,
  sessionBroadcastMessageSchema,
} from '../contracts/app/session-events';

/** The part of the browser's `BroadcastChannel` used here; tests pass their own. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

function browserBroadcastChannel(): BroadcastChannelConstructor | null {
  return (globalThis as { BroadcastChannel?: BroadcastChannelConstructor }).BroadcastChannel ?? null;
}

export interface SessionBroadcast {
  /** Tells this browser's other tabs that the session (their cookie's too) has ended. */
  announceEnded(): void;
  close(): void;
}

/**
 * The tabs of one browser share the session cookie, so one tab's sign-out (or expiry) is every
 * tab's: `onEnded` runs when another tab announces it. The sender never hears its own message. A
 * browser without `BroadcastChannel` gets a silent channel (those tabs still learn from the API).
 */
export function openSessionBroadcast(
  onEnded: () => void,
  Channel: BroadcastChannelConstructor | null = browserBroadcastChannel(),
): SessionBroadcast {
  if (!Channel) return { announceEnded: () => undefined, close: () => undefined };
  const channel = new Channel(SESSION_BROADCAST_CHANNEL);
  const listener = (event: MessageEvent) => {
    // Anything else on the channel (another build of the app, a stray script) is ignored.
    if (sessionBroadcastMessageSchema.safeParse(event.data).success) onEnded();
  };
  channel.addEventListener('message', listener);
  return {
    announceEnded: () => {
      const message: SessionBroadcastMessage = { type: 'session-ended' };
      channel.postMessage(message);
    },
    close: () => {
      channel.removeEventListener('message', listener);
      channel.close();
    },
  };
}
