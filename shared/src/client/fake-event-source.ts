import type { EventSourceConstructor, EventSourceLike } from './realtime-client';

/**
 * A scriptable EventSource for tests of code built on the real-time client (pass
 * `fakeEventSourceConstructor` as its `EventSource`): the test opens, fails or feeds the stream.
 * Tests of the client's network behaviour use a real SSE server instead.
 */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!last) throw new Error('No FakeEventSource was created');
    return last;
  }

  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.dispatch('open', undefined);
  }

  fail(): void {
    this.dispatch('error', undefined);
  }

  /** Delivers a user event as the gateway frames it (`event: <type>`, JSON data). */
  sendEvent(type: string, payload: unknown, at: string = new Date(0).toISOString()): void {
    this.dispatch(type, JSON.stringify({ type, payload, at }));
  }

  private dispatch(type: string, data: string | undefined): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ type, data } as MessageEvent);
  }
}

export const fakeEventSourceConstructor = FakeEventSource as unknown as EventSourceConstructor;
