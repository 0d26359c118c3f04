// Two of everything (issue 37): one stack with two processes of the gateway and of every service,
// each pair behind the launcher's round-robin balancer, sharing Redis and the store. Requests land
// on both replicas (the balancers alternate and name the replica in X-Served-By; a test may also
// call one gateway replica directly), and the app behaves as one. Skipped when the packages are not built.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot, startStack } from './stack.mjs';
import { everyProcess } from './processes.test-helper.mjs';

const require = createRequire(import.meta.url);
const built = [
  'shared',
  'services/kit',
  'services/gateway',
  'services/auth',
  'services/settings',
  'services/dashboard',
  'services/studio',
  'services/responder',
  'services/embedded-mongo',
  'services/provider-sandbox',
].every((dir) => existsSync(path.join(repoRoot, dir, 'dist')));
const skip = !built && 'packages not built';

let stack;
let dataDir;
/** The two gateway replicas, called directly (a browser held by one of them). */
let gateway1;
let gateway2;

before(
  async () => {
    if (skip) return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'scp-replicas-test-'));
    stack = await startStack({
      freePorts: true,
      replicas: 2,
      dataDir,
      output: null,
      log: () => {},
      // Room for the owners' own requests below; the limit test reads the limit from its answers.
      env: { LOG_LEVEL: 'warn', RATE_LIMIT_POINTS: '200' },
    });
    [gateway1, gateway2] = stack.replicas.gateway.map((replica) => replica.url);
  },
  { timeout: 180_000 },
);

after(async () => {
  if (!stack) return;
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  for (const pid of stack.pids) assert.throws(() => process.kill(pid, 0), /ESRCH/, `process ${pid} is still running`);
});

/** A browser's cookies: requests send them, answers' Set-Cookie headers update them. */
class Browser {
  cookies = new Map();

  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** `path` on `base` (default: the public entry, the gateway's balancer); JSON bodies; no redirects followed. */
  async call(path, { base = stack.gatewayUrl, method = 'GET', body, headers = {} } = {}) {
    const res = await fetch(new URL(path, base), {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async json(path, options) {
    const res = await this.call(path, options);
    const text = await res.text();
    assert.ok(res.ok, `${options?.method ?? 'GET'} ${path}: ${res.status} ${text}`);
    return JSON.parse(text);
  }
}

/** A new owner signed up through `base`; resolves with the browser holding the session, and the user. */
async function signUp(base = stack.gatewayUrl) {
  const browser = new Browser();
  const res = await browser.call('/api/auth/sign-up', {
    base,
    method: 'POST',
    body: { email: `replica-${randomUUID()}@example.com`, password: 'Replica-Pass-1', full_name: 'Replica Owner' },
  });
  assert.equal(res.status, 201, await res.text());
  assert.ok(browser.cookies.has('scp.sid'));
  const { user } = await browser.json('/api/auth/session', { base });
  return { browser, user };
}

/** Connects a platform (Alice's accounts) through the sandbox's consent page, as the integrations tab does. */
async function connect(browser, platform) {
  const { authorizationUrl } = await browser.json('/api/settings/integrations/connect', {
    method: 'POST',
    body: { platform, mode: 'page' },
  });
  const consent = new URL(authorizationUrl);
  consent.searchParams.set('sandbox_identity', 'alice');
  const back = await fetch(consent, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  const done = await browser.call(`${callback.pathname}${callback.search}`);
  assert.match(done.headers.get('location') ?? '', /_status=success/, `connect ${platform}`);
  await done.arrayBuffer();
  return (await browser.json('/api/settings/integrations/accounts')).accounts;
}

/** The replicas named in an answer's X-Served-By ("settings-2, gateway-1"). */
function servedBy(res) {
  return (res.headers.get('x-served-by') ?? '').split(',').map((name) => name.trim());
}

/** An event stream held open on `base`; `waitFor(text)` resolves once the stream has carried it. */
function openStream(browser, base) {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL('/api/events', base), { headers: { cookie: browser.cookie } }, (res) => {
      let text = '';
      const waiters = [];
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
        for (const waiter of [...waiters]) {
          if (text.includes(waiter.needle)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(text);
          }
        }
      });
      resolve({
        status: res.statusCode,
        waitFor: (needle, timeoutMs = 15_000) =>
          text.includes(needle)
            ? Promise.resolve(text)
            : new Promise((done, fail) => {
                const timer = setTimeout(() => fail(new Error(`no "${needle}" in ${JSON.stringify(text)}`)), timeoutMs);
                waiters.push({ needle, resolve: (all) => (clearTimeout(timer), done(all)) });
              }),
        close: () => req.destroy(),
      });
    });
    req.on('error', (err) => {
      if (err.code !== 'ECONNRESET') reject(err);
    });
  });
}

async function eventually(check, { timeoutMs = 20_000, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test(
  'the balancers alternate: requests land on both gateway replicas and both replicas of a service',
  { skip },
  async () => {
    const before = { ...stack.balancers.gateway.counts };
    const seen = new Set();
    for (let i = 0; i < 4; i += 1) {
      // Forwarded to the settings service: its own 404, through both balancers.
      const res = await fetch(`${stack.gatewayUrl}/api/settings/nothing`);
      assert.equal(res.status, 404);
      await res.arrayBuffer();
      for (const name of servedBy(res)) seen.add(name);
    }
    assert.deepEqual([...seen].sort(), ['gateway-1', 'gateway-2', 'settings-1', 'settings-2']);
    for (const name of ['gateway-1', 'gateway-2']) assert.ok(stack.balancers.gateway.counts[name] >= before[name] + 2);
    assert.deepEqual(Object.keys(stack.balancers).sort(), everyProcess);
    assert.equal(stack.replicas.settings.length, 2);
  },
);

test('a session made on one gateway works on the other; sign-out on one ends it on both', { skip }, async () => {
  const { browser, user } = await signUp(gateway1);
  const onSecond = await browser.json('/api/auth/session', { base: gateway2 });
  assert.equal(onSecond.user.id, user.id);
  // Answered by the auth service (either replica) for the session the other gateway made.
  assert.equal((await browser.json('/api/auth/user', { base: gateway2 })).user.id, user.id);

  // The cookie as it was before the sign-out (a tab on the other gateway still sends it).
  const sid = `scp.sid=${browser.cookies.get('scp.sid')}`;
  const stream = await openStream(browser, gateway1);
  assert.equal(stream.status, 200);
  await stream.waitFor(': connected');
  const out = await browser.call('/api/auth/sign-out', { base: gateway2, method: 'POST', body: {} });
  assert.equal(out.status, 200);
  await out.arrayBuffer();
  // The stream the other gateway holds hears that its session ended.
  await stream.waitFor('event: session.ended');
  stream.close();
  for (const base of [gateway1, gateway2]) {
    const answer = await fetch(new URL('/api/auth/session', base), { headers: { cookie: sid } });
    assert.equal(answer.status, 401, `${base}: still signed in`);
    await answer.arrayBuffer();
  }
});

test('an OAuth sign-in started on one gateway and auth replica finishes on the other ones', { skip }, async () => {
  let crossed = false;
  // The auth balancer alternates across every caller: the start's replica is read from its answer,
  // the next auth request steered onto it, so the callback lands on the other one (retried if
  // some other request came between).
  for (let attempt = 0; attempt < 5 && !crossed; attempt += 1) {
    const browser = new Browser();
    const start = await browser.call('/api/auth/oauth/google/start', { base: gateway1, method: 'POST', body: {} });
    assert.equal(start.status, 200);
    const startedOn = servedBy(start).find((name) => name.startsWith('auth-'));
    assert.ok(startedOn, `no auth replica named: ${start.headers.get('x-served-by')}`);
    const authorize = new URL((await start.json()).url);
    authorize.searchParams.set('sandbox_identity', 'alice');
    const consent = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    assert.equal(callback.origin, new URL(stack.gatewayUrl).origin);
    for (let probe = 0; probe < 4; probe += 1) {
      const answer = await fetch(`${gateway1}/api/auth/nothing`);
      await answer.arrayBuffer();
      if (servedBy(answer).includes(startedOn)) break;
    }
    const done = await browser.call(`${callback.pathname}${callback.search}`, { base: gateway2 });
    assert.equal(done.status, 303, await done.text());
    const finishedOn = servedBy(done).find((name) => name.startsWith('auth-'));
    const { user } = await browser.json('/api/auth/session', { base: gateway1 });
    assert.equal(user.email, 'alice.martin@example.com');
    crossed = finishedOn !== undefined && finishedOn !== startedOn;
  }
  assert.ok(crossed, 'no flow was started on one auth replica and finished on the other');
});

test('the API rate limit holds across both gateways', { skip }, async () => {
  const { browser } = await signUp();
  const first = await browser.call('/api/auth/session', { base: gateway1 });
  await first.arrayBuffer();
  const limit = Number(first.headers.get('x-ratelimit-limit'));
  assert.equal(limit, 200);
  // The session reads of the sign-up and just now counted too: limit - 2 left, half of them on each gateway.
  const statuses = [];
  for (let i = 0; i < limit; i += 1) {
    const res = await browser.call('/api/auth/session', { base: i % 2 === 0 ? gateway2 : gateway1 });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  assert.equal(statuses.filter((status) => status === 200).length, limit - 2, JSON.stringify(statuses));
  assert.deepEqual(new Set(statuses.slice(limit - 2)), new Set([429]));
  for (const base of [gateway1, gateway2]) {
    const res = await browser.call('/api/auth/session', { base });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) >= 1);
    await res.arrayBuffer();
  }
});

test(
  'the sign-in throttle (10 wrong passwords for one account) holds across both auth replicas',
  { skip },
  async () => {
    const email = `throttled-${randomUUID()}@example.com`;
    const owner = new Browser();
    const made = await owner.call('/api/auth/sign-up', {
      method: 'POST',
      body: { email, password: 'Replica-Pass-1', full_name: 'Throttled Owner' },
    });
    assert.equal(made.status, 201);
    await made.arrayBuffer();
    const attempt = async (password) => {
      const res = await new Browser().call('/api/auth/sign-in', { method: 'POST', body: { email, password } });
      await res.arrayBuffer();
      return { status: res.status, auth: servedBy(res).find((name) => name.startsWith('auth-')) };
    };
    const failures = [];
    for (let i = 0; i < 10; i += 1) failures.push(await attempt(`wrong-password-${i}`));
    assert.deepEqual(new Set(failures.map((failure) => failure.status)), new Set([401]));
    // Each auth replica checked some of them: alone, each would allow 10.
    assert.deepEqual([...new Set(failures.map((failure) => failure.auth))].sort(), ['auth-1', 'auth-2']);
    for (let i = 0; i < 2; i += 1) assert.equal((await attempt('Replica-Pass-1')).status, 429);
  },
);

test('the SSE cap (50 streams a user) holds across both gateways: the 51st is refused', { skip }, async () => {
  const { browser } = await signUp();
  const streams = [];
  try {
    for (let i = 0; i < 50; i += 1) streams.push(await openStream(browser, i % 2 === 0 ? gateway1 : gateway2));
    assert.deepEqual(new Set(streams.map((stream) => stream.status)), new Set([200]));
    await Promise.all(streams.map((stream) => stream.waitFor(': connected')));
    for (const base of [gateway1, gateway2]) {
      const refused = await browser.call('/api/events', { base });
      assert.equal(refused.status, 429);
      assert.deepEqual(await refused.json(), {
        error: { code: 'RATE_LIMITED', message: 'Maximum subscriptions limit (50) reached' },
      });
    }
    // One closed on the first gateway frees a slot on the second.
    streams.shift()?.close();
    const again = await eventually(
      async () => {
        const stream = await openStream(browser, gateway2);
        if (stream.status === 200) return stream;
        stream.close();
        return undefined;
      },
      { what: 'a freed slot' },
    );
    streams.push(again);
  } finally {
    for (const stream of streams) stream.close();
  }
});

test('one owner on both replicas: live events, webhooks, BullMQ schedules and jobs, caches', { skip }, async (t) => {
  const { browser, user } = await signUp(gateway1);
  const accounts = await connect(browser, 'facebook');
  const page = accounts.find((account) => account.platform === 'facebook');
  assert.ok(page, JSON.stringify(accounts));

  const { sandboxResponderServiceEnv } = require(
    path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'default-clients.js'),
  );
  const appSecret = sandboxResponderServiceEnv().META_APP_SECRET;
  /** A customer's message to the page, as Meta's webhook sends it, signed with the app secret. */
  const customerMessage = (text) => {
    const raw = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: page.accountId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: '2400001' },
              recipient: { id: page.accountId },
              timestamp: Date.now(),
              message: { mid: `m_${randomUUID()}`, text },
            },
          ],
        },
      ],
    });
    return (base) =>
      fetch(new URL('/api/responder/webhooks/meta', base), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`,
        },
        body: raw,
      });
  };
  const messagesWith = async (text) => {
    const list = await browser.json('/api/responder/messages');
    return JSON.stringify(list).split(text).length - 1;
  };

  await t.test('a live event produced by a service reaches a stream held by the other gateway', async () => {
    const stream = await openStream(browser, gateway1);
    try {
      assert.equal(stream.status, 200);
      await stream.waitFor(': connected');
      const text = `Is the rye loaf in stock? ${randomUUID()}`;
      const delivered = await customerMessage(text)(gateway2);
      assert.equal(delivered.status, 200);
      assert.equal((await delivered.json()).accepted, 1);
      // Produced by a responder replica, published once in Redis, streamed by the first gateway.
      await stream.waitFor('event: responder.message');
    } finally {
      stream.close();
    }
  });

  await t.test('a webhook delivered to both gateway replicas is processed once', async () => {
    const text = `Do you deliver on Sundays? ${randomUUID()}`;
    const deliver = customerMessage(text);
    const answers = await Promise.all([deliver(gateway1), deliver(gateway2)]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200],
    );
    assert.equal(
      bodies.reduce((sum, body) => sum + body.accepted, 0),
      1,
      JSON.stringify(bodies),
    );
    assert.equal(
      bodies.reduce((sum, body) => sum + body.duplicates, 0),
      1,
      JSON.stringify(bodies),
    );
    assert.equal(await eventually(() => messagesWith(text), { what: 'the message listed' }), 1);
  });

  const { Queue } = require(require.resolve('bullmq', { paths: [repoRoot] }));
  const redisPort = Number(new URL(stack.redisUrl).port);
  const queueOf = (name, database) =>
    new Queue(name, { connection: { host: '127.0.0.1', port: redisPort }, prefix: `{bull-${database}}` });

  await t.test('every BullMQ schedule exists once: the owner’s sync and each service’s own', async () => {
    const sync = queueOf('platform-sync', 'dashboard');
    const publishing = queueOf('post-publishing', 'studio');
    try {
      // Both dashboard replicas run a worker; settings told one of them of the connection.
      const schedules = await eventually(
        async () => {
          const all = await sync.getJobSchedulers();
          return all.some((scheduler) => scheduler.key === `sync.${user.id}`) ? all : undefined;
        },
        { what: 'the owner’s sync schedule' },
      );
      assert.equal(schedules.filter((scheduler) => scheduler.key === `sync.${user.id}`).length, 1);
      // Upserted by both studio replicas at boot: one schedule.
      const sweeps = (await publishing.getJobSchedulers()).filter((scheduler) => scheduler.key === 'publish-sweep');
      assert.equal(sweeps.length, 1);
    } finally {
      await Promise.all([sync.close(), publishing.close()]);
    }
  });

  await t.test('a publishing job exists once in BullMQ and runs once', async () => {
    const publishing = queueOf('post-publishing', 'studio');
    try {
      const text = `Fresh rye on both replicas ${randomUUID()}`;
      const { post } = await browser.json('/api/studio/posts', {
        method: 'POST',
        body: { text, targets: [{ platform: 'facebook', accountId: page.accountId }] },
      });
      await browser.json(`/api/studio/posts/${post.id}/publish`, { method: 'POST', body: {} });
      const settled = await eventually(
        async () => {
          const { post: now } = await browser.json(`/api/studio/posts/${post.id}`);
          return now.status !== 'publishing' && now.status !== 'scheduled' ? now : undefined;
        },
        { what: 'the post published' },
      );
      assert.equal(settled.status, 'published', JSON.stringify(settled));
      const jobs = (await publishing.getJobs(['completed', 'failed', 'active', 'wait', 'delayed'])).filter((job) =>
        job.id.startsWith(`publish.${post.id}.`),
      );
      assert.equal(jobs.length, 1, JSON.stringify(jobs.map((job) => job.id)));
      assert.ok(jobs[0].finishedOn, 'the job has not finished');
      const published = await (
        await fetch(`${stack.sandboxUrl}/_sandbox/published/facebook/${page.accountId}`, {
          headers: { accept: 'application/json' },
        })
      ).json();
      assert.equal(JSON.stringify(published.posts).split(text).length - 1, 1, 'published more than once');
    } finally {
      await publishing.close();
    }
  });

  await t.test('the analytics cache is dropped on both dashboard replicas when the accounts change', async () => {
    /** Summary reads until each dashboard replica has answered one; their metadata by replica. */
    const readOnBoth = async (wanted) => {
      const byReplica = {};
      for (let i = 0; i < 40 && Object.keys(byReplica).length < 2; i += 1) {
        if (i >= 2) await new Promise((resolve) => setTimeout(resolve, 250));
        const res = await browser.call('/api/dashboard/analytics');
        const body = await res.json();
        assert.equal(res.status, 200, JSON.stringify(body));
        const replica = servedBy(res).find((name) => name.startsWith('dashboard-'));
        if (wanted(body.metadata)) byReplica[replica] = body.metadata;
      }
      assert.deepEqual(Object.keys(byReplica).sort(), ['dashboard-1', 'dashboard-2'], JSON.stringify(byReplica));
      return byReplica;
    };
    const before = await readOnBoth((metadata) => metadata.cached);
    for (const metadata of Object.values(before)) assert.ok(!metadata.platforms.includes('instagram'));
    const count = before['dashboard-1'].connectedAccounts;
    await connect(browser, 'instagram');
    // Whichever replica was told, neither answers from the old account set.
    const afterwards = await readOnBoth(() => true);
    for (const metadata of Object.values(afterwards)) {
      assert.ok(metadata.platforms.includes('instagram'), JSON.stringify(metadata));
      assert.ok(metadata.connectedAccounts > count, JSON.stringify(metadata));
    }
  });
});
