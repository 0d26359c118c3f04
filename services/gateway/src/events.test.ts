import http from 'node:http';
import request from 'supertest';
import { realtime } from '@scp/shared/contracts/app/app-constants';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { createLogger } from '@scp/service-kit/logger';
import { closeRedis, createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { publishUserEvent } from '@scp/service-kit/user-events';
import { cookieFrom, gatewayFixture, serviceUrl, startGateway, type TestGateway } from './harness.test.util';

const fx = gatewayFixture();
let publisher: RedisClient;

beforeAll(async () => {
  publisher = createRedisClient(fx.redis.url, createLogger({ name: 'test', level: 'silent' }));
  await publisher.connect();
});

afterAll(async () => {
  await closeRedis(publisher);
});

async function sessionCookie(userId: string): Promise<string> {
  const res = await request(fx.gw.url).post('/api/auth/sign-in').send({ id: userId });
  return cookieFrom(res.headers, 'scp.sid')?.split(';')[0] ?? '';
}

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the raw text once it contains `needle`. */
  waitFor: (needle: string) => Promise<string>;
  text: () => string;
  /** Resolves when the gateway ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

function openStream(cookie: string, gatewayUrl = fx.gw.url): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${gatewayUrl}/api/events`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      let text = '';
      const waiters: Array<{ needle: string; resolve: (text: string) => void }> = [];
      res.setEncoding('utf8');
      const ended = new Promise<void>((done) => res.on('end', done));
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const waiter of [...waiters]) {
          if (text.includes(waiter.needle)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(text);
          }
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        waitFor: (needle) =>
          text.includes(needle)
            ? Promise.resolve(text)
            : new Promise((done) => waiters.push({ needle, resolve: done })),
        text: () => text,
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

async function subscribers(channel: string): Promise<number> {
  const counts = (await publisher.pubSubNumSub(channel)) as Record<string, number>;
  return Number(counts[channel] ?? 0);
}

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const res = await request(fx.gw.url).get('/api/events');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('streams each user only their own events, to every open tab, and cleans up on close', async () => {
    const [annaCookie, benCookie] = await Promise.all([sessionCookie('anna'), sessionCookie('ben')]);
    const anna = await openStream(annaCookie);
    const annaSecondTab = await openStream(annaCookie);
    const ben = await openStream(benCookie);
    expect(anna.status).toBe(200);
    expect(anna.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(anna.headers['cache-control']).toBe('no-cache, no-transform');
    await Promise.all([anna.waitFor(': connected'), annaSecondTab.waitFor(': connected'), ben.waitFor(': connected')]);
    expect(await subscribers('events:anna')).toBe(1);

    await publishUserEvent(publisher, 'anna', {
      type: 'sync.completed',
      payload: { platform: 'shopify' },
      at: '2026-01-01T00:00:00.000Z',
    });
    await publishUserEvent(publisher, 'ben', { type: 'message.received', payload: { id: 'm1' } });

    const annaText = await anna.waitFor('event: sync.completed');
    expect(annaText).toContain(
      'event: sync.completed\ndata: {"type":"sync.completed","payload":{"platform":"shopify"},"at":"2026-01-01T00:00:00.000Z"}\n\n',
    );
    await annaSecondTab.waitFor('event: sync.completed');
    const benText = await ben.waitFor('event: message.received');
    expect(benText).toContain('"payload":{"id":"m1"}');
    expect(benText).not.toContain('sync.completed');
    expect(anna.text()).not.toContain('message.received');

    anna.close();
    annaSecondTab.close();
    ben.close();
    await waitUntil(async () => fx.gw.gateway.events.openStreams === 0 && (await subscribers('events:anna')) === 0);
    expect(await subscribers('events:ben')).toBe(0);
  });
});

describe('GET /api/events when a session ends', () => {
  const endedFrame = /event: session\.ended\ndata: \{"type":"session\.ended","payload":null,"at":"[^"]+"\}\n\n/;

  async function signedIn(userId: string): Promise<{ cookie: string; sessionId: string }> {
    const cookie = await sessionCookie(userId);
    // The cookie's value is `s:<id>.<signature>`, URL-encoded.
    const sessionId =
      decodeURIComponent(cookie.split('=')[1] ?? '')
        .slice(2)
        .split('.')[0] ?? '';
    return { cookie, sessionId };
  }

  async function streamOf(cookie: string): Promise<Stream> {
    const stream = await openStream(cookie);
    expect(stream.status).toBe(200);
    await stream.waitFor(': connected');
    return stream;
  }

  it("a sign-out tells that session's streams and ends them; the user's other sessions stay", async () => {
    const [laptop, phone] = await Promise.all([signedIn('signs-out'), signedIn('signs-out')]);
    const laptopTabs = [await streamOf(laptop.cookie), await streamOf(laptop.cookie)];
    const phoneTab = await streamOf(phone.cookie);

    const signOut = await request(fx.gw.url).post('/api/auth/sign-out').set('cookie', laptop.cookie);
    expect(signOut.status).toBe(200);
    for (const tab of laptopTabs) {
      await tab.ended;
      expect(tab.text()).toMatch(endedFrame);
      // The session id is as good as the cookie: it never reaches a browser.
      expect(tab.text()).not.toContain(laptop.sessionId);
    }

    // The phone's session goes on: it gets the user's next event, and never a session.ended.
    await publishUserEvent(publisher, 'signs-out', { type: 'sync.completed', payload: null });
    await phoneTab.waitFor('event: sync.completed');
    expect(phoneTab.text()).not.toContain('session.ended');
    phoneTab.close();
  });

  it('a password reset tells every session of the user', async () => {
    const [laptop, phone, other] = await Promise.all([
      signedIn('resets'),
      signedIn('resets'),
      signedIn('someone-else'),
    ]);
    const tabs = [await streamOf(laptop.cookie), await streamOf(phone.cookie)];
    const otherTab = await streamOf(other.cookie);

    const reset = await request(fx.gw.url).post('/api/auth/reset-password').send({ id: 'resets' });
    expect(reset.status).toBe(200);
    for (const tab of tabs) {
      await tab.ended;
      expect(tab.text()).toMatch(endedFrame);
    }
    await publishUserEvent(publisher, 'someone-else', { type: 'sync.completed', payload: null });
    await otherTab.waitFor('event: sync.completed');
    expect(otherTab.text()).not.toContain('session.ended');
    otherTab.close();
  });

  it('drops a session.ended that names no session, and one for sessions that are not streaming', async () => {
    const { cookie } = await signedIn('keeps-streaming');
    const tab = await streamOf(cookie);
    await publishUserEvent(publisher, 'keeps-streaming', { type: 'session.ended', payload: null });
    await publishUserEvent(publisher, 'keeps-streaming', {
      type: 'session.ended',
      payload: { sessions: ['not-this-one'] },
    });
    await publishUserEvent(publisher, 'keeps-streaming', { type: 'sync.completed', payload: null });
    await tab.waitFor('event: sync.completed');
    expect(tab.text()).not.toContain('session.ended');
    tab.close();
  });
});

describe('GET /api/events stream limit', () => {
  const limit = realtime.maxSubscriptions;

  it(`holds at most ${limit} streams per user: refuses one more with 429 until one closes`, async () => {
    expect(limit).toBe(50);
    const [cookie, otherCookie] = await Promise.all([sessionCookie('many-tabs'), sessionCookie('other-user')]);
    // All at once: the slots are counted before the Redis subscribe answers, so none slips past.
    const opened = await Promise.all(Array.from({ length: limit + 3 }, () => openStream(cookie)));
    const streams = opened.filter((stream) => stream.status === 200);
    const refused = opened.filter((stream) => stream.status !== 200);
    expect(streams).toHaveLength(limit);
    expect(refused.map((stream) => stream.status)).toEqual([429, 429, 429]);
    for (const stream of refused) stream.close();
    await Promise.all(streams.map((stream) => stream.waitFor(': connected')));
    expect(await fx.gw.gateway.events.streamsOf('many-tabs')).toBe(limit);

    const more = await request(fx.gw.url).get('/api/events').set('cookie', cookie);
    expect(more.status).toBe(429);
    expect(more.body).toEqual({ error: { code: 'RATE_LIMITED', message: appTexts.realtime.maxSubscriptions } });
    expect(more.body.error.message).toBe('Maximum subscriptions limit (50) reached');

    // The limit is per user: another user still connects.
    const other = await openStream(otherCookie);
    expect(other.status).toBe(200);
    other.close();

    // Closing a stream frees its slot for the next one.
    streams.pop()?.close();
    await waitUntil(async () => (await fx.gw.gateway.events.streamsOf('many-tabs')) === limit - 1);
    const again = await openStream(cookie);
    expect(again.status).toBe(200);
    await again.waitFor(': connected');
    streams.push(again);
    expect((await request(fx.gw.url).get('/api/events').set('cookie', cookie)).status).toBe(429);

    for (const stream of streams) stream.close();
    await waitUntil(
      async () =>
        (await fx.gw.gateway.events.streamsOf('many-tabs')) === 0 &&
        fx.gw.gateway.events.localStreamsOf('many-tabs') === 0 &&
        fx.gw.gateway.events.openStreams === 0 &&
        (await subscribers('events:many-tabs')) === 0,
    );
  });
});

describe('GET /api/events behind two gateway replicas (one Redis)', () => {
  const limit = realtime.maxSubscriptions;
  let second: TestGateway;

  beforeAll(async () => {
    second = await startGateway(fx.redis.url, { AUTH_SERVICE_URL: serviceUrl(fx.services.auth!) });
  });

  afterAll(async () => {
    await second?.stop();
  });

  it(`holds the ${limit} streams per user across both: the next one is refused on either`, async () => {
    const cookie = await sessionCookie('two-gateways');
    const opened = await Promise.all(
      Array.from({ length: limit }, (_, index) => openStream(cookie, index % 2 === 0 ? fx.gw.url : second.url)),
    );
    expect(opened.map((stream) => stream.status)).toEqual(Array.from({ length: limit }, () => 200));
    await Promise.all(opened.map((stream) => stream.waitFor(': connected')));
    expect(fx.gw.gateway.events.localStreamsOf('two-gateways')).toBe(limit / 2);
    expect(second.gateway.events.localStreamsOf('two-gateways')).toBe(limit / 2);
    expect(await second.gateway.events.streamsOf('two-gateways')).toBe(limit);

    for (const url of [fx.gw.url, second.url]) {
      const refused = await request(url).get('/api/events').set('cookie', cookie);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe('Maximum subscriptions limit (50) reached');
    }

    // A stream closed on one gateway frees a slot the other may take.
    opened.shift()?.close();
    await waitUntil(async () => (await second.gateway.events.streamsOf('two-gateways')) === limit - 1);
    const again = await openStream(cookie, second.url);
    expect(again.status).toBe(200);
    opened.push(again);

    for (const stream of opened) stream.close();
    await waitUntil(async () => (await fx.gw.gateway.events.streamsOf('two-gateways')) === 0);
  });

  it('delivers one published event to the user streams on both gateways', async () => {
    const cookie = await sessionCookie('both-tabs');
    const [first, other] = await Promise.all([openStream(cookie), openStream(cookie, second.url)]);
    await Promise.all([first.waitFor(': connected'), other.waitFor(': connected')]);
    expect(await publishUserEvent(publisher, 'both-tabs', { type: 'sync.completed', payload: null })).toBe(2);
    await Promise.all([first.waitFor('event: sync.completed'), other.waitFor('event: sync.completed')]);
    first.close();
    other.close();
  });

  it('renews the leases of the slots it holds at every heartbeat, so an open stream keeps its slot', async () => {
    // Heartbeats every 100 ms: a lease of 300 ms, renewed while the stream is open.
    const quick = await startGateway(fx.redis.url, {
      AUTH_SERVICE_URL: serviceUrl(fx.services.auth!),
      SSE_HEARTBEAT_MS: '100',
    });
    try {
      const cookie = await sessionCookie('long-tab');
      const stream = await openStream(cookie, quick.url);
      expect(stream.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await quick.gateway.events.streamsOf('long-tab')).toBe(1);
      stream.close();
      await waitUntil(async () => (await quick.gateway.events.streamsOf('long-tab')) === 0);
    } finally {
      await quick.stop();
    }
  });

  it('lets the slots of a gateway that died without freeing them lapse with their lease', async () => {
    const redis = createRedisClient(fx.redis.url, createLogger({ name: 'test', level: 'silent' }));
    await redis.connect();
    try {
      // 50 slots of a gateway gone, leases ended a moment ago; and one whose lease still runs.
      const key = 'sse:streams:{orphaned}';
      const past = Date.now() - 1000;
      await redis.zAdd(
        key,
        Array.from({ length: limit }, (_, index) => ({ score: past, value: `dead:${index}` })),
      );
      expect(await fx.gw.gateway.events.streamsOf('orphaned')).toBe(0);
      const cookie = await sessionCookie('orphaned');
      const stream = await openStream(cookie);
      expect(stream.status).toBe(200);
      expect(await redis.zCard(key)).toBe(1);
      stream.close();
      await waitUntil(async () => (await redis.zCard(key)) === 0);
    } finally {
      await closeRedis(redis);
    }
  });
});

describe('GET /api/events with a short session', () => {
  const short = gatewayFixture({ env: () => ({ SESSION_TTL_SECONDS: '1', SESSION_MAX_AGE_SECONDS: '1' }) });

  it('ends the stream when the session ends', async () => {
    const signIn = await request(short.gw.url).post('/api/auth/sign-in').send({ id: 'brief' });
    const cookie = cookieFrom(signIn.headers, 'scp.sid')?.split(';')[0] ?? '';
    const ended = new Promise<void>((resolve, reject) => {
      http
        .get(`${short.gw.url}/api/events`, { headers: { cookie } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    await ended;
    expect((await request(short.gw.url).get('/api/auth/session').set('cookie', cookie)).status).toBe(401);
  });
});

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 2 s');
}
