import type { BroadcastChannelConstructor, BroadcastChannelLike } from './session-broadcast';

export interface FakeBrowser {
  /** A `BroadcastChannel` of this browser: a message reaches its other open channels of the same name. */
  Channel: BroadcastChannelConstructor;
  /** Every message posted, by channel name, in order. */
  posted: Array<{ name: string; data: unknown }>;
  /** Channels open now. */
  openChannels: () => number;
}

/**
 * The tabs of one browser for tests: `BroadcastChannel` as browsers do it (delivered to every other
 * open channel of the name, never to the sender, a structured clone, asynchronously), in memory.
 * jsdom has none, and Node's own keeps Jest from exiting.
 */
export function fakeBrowser(): FakeBrowser {
  const open = new Set<FakeChannel>();
  const posted: FakeBrowser['posted'] = [];
  class FakeChannel implements BroadcastChannelLike {
    private readonly listeners = new Set<(event: MessageEvent) => void>();
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(message: unknown): void {
      posted.push({ name: this.name, data: message });
      const receivers = [...open].filter((channel) => channel !== this && channel.name === this.name);
      for (const channel of receivers) {
        const data: unknown = structuredClone(message);
        setTimeout(() => channel.deliver(data), 0);
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.listeners.delete(listener);
    }
    close(): void {
      open.delete(this);
    }
    private deliver(data: unknown): void {
      if (!open.has(this)) return;
      for (const listener of [...this.listeners]) listener({ data } as MessageEvent);
    }
  }
  return { Channel: FakeChannel, posted, openChannels: () => open.size };
}
