import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { EventSource } from 'eventsource';
import { appTexts } from '../contracts/app/app-texts';
import { FakeEventSource, fakeEventSourceConstructor } from './fake-event-source';
import {
  createRealtimeClient,
  type EventSourceConstructor,
  isConnectionHealthy,
  type RealtimeClient,
  type RealtimeOptions,
  type RealtimeStatus,
  reconnectDelayMs,
} from './realtime-client';

/**
 * A real SSE endpoint like the gateway's `GET /api/events`: `event: <type>` plus one `data:` JSON
 * line per event. `mode` decides how it answers new connections.
 */
class SseServer {
  readonly server = http.createServer((req, res) => this.handle(req, res));
  readonly streams = new Set<http.ServerResponse>();
  readonly sockets = new Set<Socket>();
  mode: 'stream' | 'unauthorised' | 'silent' = 'stream';
  connections = 0;
  url = '';

  async start(port = 0): Promise<void> {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/events`;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    this.connections += 1;
    if (this.mode === 'unauthorised') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } }));
      return;
    }
    if (this.mode === 'silent') return; // accepts the request, never answers
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
    this.streams.add(res);
    req.on('close', () => this.streams.delete(res));
  }

  send(type: string, payload: unknown): void {
    const frame = `event: ${type}\ndata: ${JSON.stringify({ type, payload, at: new Date().toISOString() })}\n\n`;
    for (const res of this.streams) res.write(frame);
  }

  sendRaw(frame: string): void {
    for (const res of this.streams) res.write(frame);
  }

  /** Drops every open connection, as a gateway restart or a network blip would. */
  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    this.dropConnections();
    if (this.server.listening) {
      this.server.close();
      await once(this.server, 'close');
    }
  }
}

function waitFor(client: RealtimeClient, predicate: () => boolean): Promise<void> {
  if (predicate()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.onChange(() => {
      if (!predicate()) return;
      stop();
      resolve();
    });
  });
}

const waitForStatus = (client: RealtimeClient, status: RealtimeStatus) =>
  waitFor(client, () => client.getSnapshot().status === status);

let server: SseServer;
let client: RealtimeClient | undefined;
const fastPolicy: RealtimeOptions = {
  EventSource: EventSource as unknown as EventSourceConstructor,
  reconnectDelayMs: 10,
  maxBackoffMs: 40,
  connectionTimeoutMs: 2000,
};

beforeEach(async () => {
  server = new SseServer();
  await server.start();
});

afterEach(async () => {
  client?.disconnect();
  client = undefined;
  await server.stop();
});

describe('realtime client against a real SSE server', () => {
  it('connects and hands each subscriber the events of its type', async () => {
    client = createRealtimeClient({ ...fastPolicy, url: server.url });
    expect(client.getSnapshot().status).toBe('disconnected');
    const received: unknown[] = [];
    const others: unknown[] = [];
    client.subscribe('responder.message', (event) => received.push(event.payload));
    client.subscribe('dashboard.synced', (event) => others.push(event.payload));
    client.connect();
    expect(client.getSnapshot().status).toBe('connecting');
    await waitForStatus(client, 'connected');
    expect(client.getSnapshot()).toMatchObject({ reconnectAttempts: 0, error: null });

    const delivered = new Promise<void>((resolve) => client?.subscribe('responder.message', () => resolve()));
    server.sendRaw('event: responder.message\ndata: {not json\n\n');
    server.sendRaw('event: responder.message\ndata: {"payload":1}\n\n');
    server.send('responder.message', { id: 'm1' });
    await delivered;
    expect(received).toEqual([{ id: 'm1' }]);
    expect(others).toEqual([]);
    expect(client.isHealthy()).toBe(true);
  });

  it('reconnects after the server drops the connection and keeps delivering', async () => {
    client = createRealtimeClient({ ...fastPolicy, url: server.url });
    const received: unknown[] = [];
    client.subscribe('settings.updated', (event) => received.push(event.payload));
    client.connect();
    await waitForStatus(client, 'connected');

    const seen: RealtimeStatus[] = [];
    client.onChange(() => seen.push(client!.getSnapshot().status));
    server.dropConnections();
    await waitForStatus(client, 'reconnecting');
    expect(client.isHealthy()).toBe(false);
    await waitForStatus(client, 'connected');
    expect(seen).toEqual(['reconnecting', 'connected']);
    expect(client.getSnapshot().reconnectAttempts).toBe(0);
    expect(server.connections).toBe(2);

    const delivered = new Promise<void>((resolve) => client?.subscribe('settings.updated', () => resolve()));
    server.send('settings.updated', 'after reconnect');
    await delivered;
    expect(received).toEqual(['after reconnect']);
  });

  it('gives up with "Max reconnection attempts reached" after 5 failed attempts', async () => {
    client = createRealtimeClient({ ...fastPolicy, url: server.url });
    client.connect();
    await waitForStatus(client, 'connected');
    server.mode = 'unauthorised';
    const attempts: number[] = [];
    client.onChange(() => attempts.push(client!.getSnapshot().reconnectAttempts));
    server.dropConnections();
    await waitForStatus(client, 'error');
    expect(client.getSnapshot()).toMatchObject({
      status: 'error',
      reconnectAttempts: 5,
      error: appTexts.realtime.maxReconnectAttempts,
      healthy: false,
    });
    expect([...new Set(attempts)]).toEqual([1, 2, 3, 4, 5]);
    expect(server.connections).toBe(6);
  });

  it('reports "Connection timeout" when the server never answers, and retries', async () => {
    server.mode = 'silent';
    client = createRealtimeClient({ ...fastPolicy, url: server.url, connectionTimeoutMs: 100 });
    client.connect();
    await waitForStatus(client, 'reconnecting');
    expect(client.getSnapshot().error).toBe(appTexts.realtime.connectionTimeout);
    server.mode = 'stream';
    await waitForStatus(client, 'connected');
    expect(client.getSnapshot().error).toBeNull();
  });

  it('polls every interval while not connected, and stops once connected', async () => {
    server.mode = 'unauthorised';
    client = createRealtimeClient({
      ...fastPolicy,
      url: server.url,
      pollingIntervalMs: 20,
      maxReconnectAttempts: 1000,
    });
    let polls = 0;
    const polled = new Promise<void>((resolve) =>
      client?.onPoll(() => {
        polls += 1;
        if (polls === 2) resolve();
      }),
    );
    client.connect();
    await polled;
    server.mode = 'stream';
    await waitForStatus(client, 'connected');
    const pollsWhenConnected = polls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(polls).toBe(pollsWhenConnected);
  });

  it('stops everything on disconnect', async () => {
    client = createRealtimeClient({ ...fastPolicy, url: server.url });
    client.connect();
    await waitForStatus(client, 'connected');
    client.disconnect();
    expect(client.getSnapshot()).toMatchObject({ status: 'disconnected', reconnectAttempts: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections).toBe(1);
    expect(server.streams.size).toBe(0);
  });
});

describe('subscriptions', () => {
  it('allows at most 50 at once', () => {
    client = createRealtimeClient({ EventSource: EventSource as unknown as EventSourceConstructor });
    const unsubscribers = Array.from({ length: 50 }, (_, index) =>
      client!.subscribe(`type-${index % 3}`, () => undefined),
    );
    expect(() => client!.subscribe('one-more', () => undefined)).toThrow('Maximum subscriptions limit (50) reached');
    unsubscribers[0]?.();
    unsubscribers[0]?.();
    expect(client.subscriptionCount()).toBe(49);
    expect(() => client!.subscribe('one-more', () => undefined)).not.toThrow();
  });
});

describe('policy', () => {
  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('is healthy only when connected, without reconnect attempts, with a message in the last 5 minutes', () => {
    const now = 10_000_000;
    const connected = { status: 'connected' as const, reconnectAttempts: 0, lastMessageAt: now - 299_999 };
    expect(isConnectionHealthy(connected, now)).toBe(true);
    expect(isConnectionHealthy({ ...connected, lastMessageAt: now - 300_000 }, now)).toBe(false);
    expect(isConnectionHealthy({ ...connected, reconnectAttempts: 1 }, now)).toBe(false);
    expect(isConnectionHealthy({ ...connected, status: 'reconnecting' }, now)).toBe(false);
  });
});

describe('default timings (fake clock)', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const latest = () => FakeEventSource.latest();

  it('connects to /api/events, reconnects after 1 s then 2 s, and times out after 10 s', async () => {
    client = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
    client.connect();
    expect(latest().url).toBe('/api/events');
    jest.advanceTimersByTime(9999);
    expect(client.getSnapshot().status).toBe('connecting');
    jest.advanceTimersByTime(1);
    expect(client.getSnapshot()).toMatchObject({
      status: 'reconnecting',
      reconnectAttempts: 1,
      error: 'Connection timeout',
    });
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    latest().fail();
    await Promise.resolve();
    expect(client.getSnapshot().reconnectAttempts).toBe(2);
    jest.advanceTimersByTime(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    latest().open();
    expect(client.getSnapshot()).toMatchObject({ status: 'connected', reconnectAttempts: 0, healthy: true });
  });

  it('notices a silently closed stream within 5 s and turns unhealthy after 5 quiet minutes', () => {
    client = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
    client.connect();
    latest().open();
    jest.advanceTimersByTime(299_000);
    expect(client.isHealthy()).toBe(true);
    jest.advanceTimersByTime(30_000);
    expect(client.getSnapshot()).toMatchObject({ status: 'connected', healthy: false });
    latest().readyState = 2;
    jest.advanceTimersByTime(5000);
    expect(client.getSnapshot().status).toBe('reconnecting');
  });

  it('runs poll callbacks every 30 s while not connected', () => {
    client = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
    const poll = jest.fn();
    client.onPoll(poll);
    client.connect();
    jest.advanceTimersByTime(29_999);
    expect(poll).not.toHaveBeenCalled();
    latest().open(); // (the fake never times out once open)
    jest.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
    client.disconnect();
    jest.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('runs the poll callbacks once when the stream is back after it was lost, not on the first connection', async () => {
    client = createRealtimeClient({ EventSource: fakeEventSourceConstructor });
    const poll = jest.fn();
    client.onPoll(poll);
    client.connect();
    latest().open();
    expect(poll).not.toHaveBeenCalled();
    latest().fail();
    await Promise.resolve();
    expect(client.getSnapshot().status).toBe('reconnecting');
    jest.advanceTimersByTime(1000);
    latest().open();
    expect(poll).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
