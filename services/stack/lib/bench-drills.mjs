// The fault drills of `npm run bench` (issue 37; docs/decisions/fault-drills.md): each starts its own
// stack on free ports (loopback), puts a steady authenticated load on it, breaks one process by its
// PID, prints its figures and throws when the drill lost something (a lost write, a hang, a 500, an
// area that stopped answering), which fails the bench. BENCH_ONLY=drills runs only these.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium.mjs';
import { Child, freePort, repoRoot, startStack, withOwnSecrets } from './stack.mjs';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Every request of a drill is bounded: a hang shows as a timeout (status 0), never as a stuck bench.
const REQUEST_TIMEOUT_MS = 10_000;
// High enough that the drills' own load never meets the per-user rate limit (100 a minute by default).
const DRILL_ENV = { RATE_LIMIT_POINTS: '1000000000', LOG_LEVEL: 'warn' };

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
/** A module of the compiled contracts (shared/dist; build @scp/shared first), e.g. 'onboarding/onboarding.js'. */
const compiledContract = (file) => require(path.join(repoRoot, 'shared', 'dist', 'contracts', file));
const ms = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);
const rate = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '-');

/** A browser's cookies over fetch: answers' Set-Cookie update them; every call bounded in time. */
class Owner {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  async call(route, { method = 'GET', body } = {}) {
    const started = performance.now();
    try {
      const res = await fetch(new URL(route, this.base), {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookies.size
            ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
            : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0];
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, ms: performance.now() - started, at: started };
    } catch {
      // Refused, reset or timed out: status 0.
      return { status: 0, json: undefined, ms: performance.now() - started, at: started };
    }
  }

  /** Signs a new owner up (sign-up signs in locally) and skips onboarding, as the bench's other parts do. */
  async signUp(prefix) {
    const up = await this.call('/api/auth/sign-up', {
      method: 'POST',
      body: { email: `${prefix}-${randomUUID()}@example.com`, password: 'Drill-Pass-1', full_name: 'Drill Owner' },
    });
    if (up.status !== 201) throw new Error(`drill sign-up: ${up.status} ${JSON.stringify(up.json)}`);
    const formData = compiledContract('onboarding/onboarding.js').emptyOnboardingFormData;
    const skipped = await this.call('/api/onboarding/complete', { method: 'POST', body: { formData, skipped: true } });
    if (skipped.status !== 200) throw new Error(`drill onboarding skip: ${skipped.status}`);
    await this.call('/api/auth/user');
    return this;
  }
}

/**
 * A steady load: for each target, `workers` loops of one request then `pauseMs`, until stop().
 * Each answer is recorded as { area, status, ms, at } (at: performance.now() when sent).
 */
function steadyLoad(owners, targets, { workers = 2, pauseMs = 50 } = {}) {
  const records = [];
  let running = true;
  const loops = [];
  for (const target of targets) {
    for (let index = 0; index < workers; index += 1) {
      loops.push(
        (async () => {
          let turn = index;
          while (running) {
            const owner = owners[turn % owners.length];
            turn += 1;
            const body = typeof target.body === 'function' ? target.body() : target.body;
            const answer = await owner.call(target.path, { method: target.method, body });
            records.push({ area: target.area, ...answer });
            target.onAnswer?.(answer);
            await sleep(pauseMs);
          }
        })(),
      );
    }
  }
  return {
    records,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function mongoClient(uri) {
  const { MongoClient, ObjectId } = require(
    require.resolve('mongodb', { paths: [path.join(repoRoot, 'services', 'studio')] }),
  );
  return { client: new MongoClient(uri), ObjectId };
}

/** Kills a process group as a crash would (SIGKILL, no shutdown) and waits for it to be gone. */
async function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (let waited = 0; waited < 10_000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
  throw new Error(`process ${pid} still there 10 s after SIGKILL`);
}

/**
 * Starts a stack process again after a drill killed it: the same command, arguments and own
 * environment (port included), with the stack's environment; the drill stops it by PID.
 */
function restartChild(stack, name, extraEnv) {
  const launch = stack.launchOf(name);
  const role = name.replace(/-\d+$/, '');
  return new Child(`${name}-again`, launch.command, launch.args, {
    env: withOwnSecrets(role, { ...process.env, ...DRILL_ENV, ...extraEnv, ...launch.env }),
  });
}

/** Waits until GET `url` answers 200; resolves with the ms waited. */
async function waitReady(url, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await sleep(50);
  }
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s`);
}

function summarise(records) {
  const byArea = new Map();
  for (const record of records) {
    const area = byArea.get(record.area) ?? { count: 0, errors: 0, statuses: {}, times: [] };
    area.count += 1;
    if (record.status < 200 || record.status >= 300) area.errors += 1;
    area.statuses[record.status] = (area.statuses[record.status] ?? 0) + 1;
    area.times.push(record.ms);
    byArea.set(record.area, area);
  }
  return byArea;
}

/**
 * A drill's own stack, quiet, on free ports in `workDir`/`folder` with DRILL_ENV (and `env`), handed
 * to `onStack` at once so that the bench stops it whatever the drill does.
 */
async function startDrillStack({ workDir, onStack }, folder, { env, replicas } = {}) {
  const stack = await startStack({
    freePorts: true,
    ...(replicas ? { replicas } : {}),
    dataDir: path.join(workDir, folder),
    output: null,
    log: () => {},
    env: { ...DRILL_ENV, ...env },
  });
  onStack(stack);
  return stack;
}

/** `count` new owners signed up through `stack`'s gateway at once, their emails starting with `prefix`. */
function signUpOwners(stack, count, prefix) {
  return Promise.all(Array.from({ length: count }, (_, i) => new Owner(stack.gatewayUrl).signUp(`${prefix}-${i}`)));
}

// ---------------------------------------------------------------------------------------------
// Drill 1: one domain service killed under load

const KILLED_SERVICE = 'studio';
const DOWN_MS = 8_000;
const PHASE_MS = 6_000;
// The killed service's area and another one, opened in a browser while it is away (routes of the
// shell's route table). The area's reads retry after 1 s, 2 s and 4 s before it gives up (the shared
// client's retry policy, shared/src/client/retry-policy.ts), so the service stays away until the
// browser is done (bounded), not only DOWN_MS.
const KILLED_AREA_PATH = '/studio';
const OTHER_AREA = { path: '/settings/profile', heading: 'Settings' };
const BROWSER_WAIT_MS = 30_000;

/** The contracts' texts: the words the screens show. */
function contractTexts() {
  const { appTexts } = compiledContract('app/app-texts.js');
  const { studioTexts } = compiledContract('studio/studio-texts.js');
  return {
    areaHeading: studioTexts.home.title,
    // The area's own error state (its reads answered 503), or the shell's fallback for a remote that
    // cannot load or crashes.
    areaLoadFailed: studioTexts.home.loadFailed,
    remoteFallback: appTexts.errors.remoteFallback(KILLED_SERVICE).title,
  };
}

/**
 * In Chromium, signed in as `owner` (its session cookie): the killed service's area must show a
 * fallback (its error state or the shell's remote fallback) under its heading, and another area must
 * draw its heading. Resolves with what it saw and after how long from each navigation.
 */
async function checkAreasInBrowser(browser, gatewayUrl, owner) {
  const texts = contractTexts();
  const context = await browser.newContext({ colorScheme: 'dark', baseURL: gatewayUrl });
  try {
    await context.addCookies([...owner.cookies].map(([name, value]) => ({ name, value, url: gatewayUrl })));
    const page = await context.newPage();
    const seen = async (locator) =>
      locator
        .first()
        .waitFor({ timeout: BROWSER_WAIT_MS })
        .then(
          () => true,
          () => false,
        );
    let started = performance.now();
    await page.goto(KILLED_AREA_PATH, { waitUntil: 'load' });
    const fallbackShown = await seen(
      page.getByText(texts.areaLoadFailed, { exact: true }).or(page.getByText(texts.remoteFallback, { exact: true })),
    );
    const fallbackMs = performance.now() - started;
    const fallback = !fallbackShown
      ? undefined
      : (await page.getByText(texts.areaLoadFailed, { exact: true }).count())
        ? texts.areaLoadFailed
        : texts.remoteFallback;
    // The area's error state sits under its page's heading; the shell's fallback replaces the page.
    const areaHeading =
      fallback === texts.areaLoadFailed
        ? await seen(page.getByRole('heading', { level: 1, name: texts.areaHeading, exact: true }))
        : undefined;
    started = performance.now();
    await page.goto(OTHER_AREA.path, { waitUntil: 'load' });
    const otherHeading = await seen(page.getByRole('heading', { level: 1, name: OTHER_AREA.heading, exact: true }));
    return { fallback, fallbackMs, areaHeading, otherHeading, otherMs: performance.now() - started };
  } finally {
    await context.close();
  }
}

async function launchChromium() {
  const { chromium } = require(require.resolve('playwright-core', { paths: [repoRoot] }));
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] });
}

async function drillServiceKilled(run) {
  const stack = await startDrillStack(run, 'drill-service');
  let again;
  const { client, ObjectId } = mongoClient(stack.mongoUri);
  const browser = await launchChromium();
  try {
    const owners = await signUpOwners(stack, 4, 'drill-service');
    // Posts the studio acknowledged (201 with the post): each must be in the store at the end.
    const acknowledged = [];
    let writes = 0;
    const load = steadyLoad(owners, [
      {
        area: 'studio (killed): write',
        method: 'POST',
        path: '/api/studio/posts',
        body: () => ({ text: `drill post ${(writes += 1)}` }),
        onAnswer: (answer) => {
          if (answer.status === 201 && answer.json?.post?.id) acknowledged.push(answer.json.post.id);
        },
      },
      { area: 'studio (killed): read', path: '/api/studio/posts?limit=5' },
      { area: 'settings', path: '/api/settings/billing/prices' },
      { area: 'onboarding', path: '/api/onboarding/goals' },
      { area: 'auth', path: '/api/auth/user' },
    ]);
    await sleep(PHASE_MS);
    const killedAt = performance.now();
    await killGroup(stack.pidOf[KILLED_SERVICE]);
    const [browserSaw] = await Promise.all([checkAreasInBrowser(browser, stack.gatewayUrl, owners[0]), sleep(DOWN_MS)]);
    const restartAt = performance.now();
    again = restartChild(stack, KILLED_SERVICE);
    const port = stack.ports[KILLED_SERVICE];
    await waitReady(`http://127.0.0.1:${port}/readyz`);
    const backAt = performance.now();
    await sleep(PHASE_MS);
    await load.stop();

    // Answered before the kill; answered after it and sent before the service was ready again (the
    // requests in flight at the kill among them); sent once it was ready.
    const before = load.records.filter((r) => r.at + r.ms < killedAt);
    const down = load.records.filter((r) => r.at + r.ms >= killedAt && r.at + r.ms <= backAt);
    const after = load.records.filter((r) => r.at >= backAt);
    const killedDown = down.filter((r) => r.area.startsWith('studio'));
    const unavailable = killedDown.filter((r) => r.status === 503).map((r) => r.ms);

    const ids = [...new Set(acknowledged)];
    const found = await client
      .db('studio')
      .collection('posts')
      .countDocuments({ _id: { $in: ids.map((id) => new ObjectId(id)) } });
    return {
      phases: { before: summarise(before), down: summarise(down), after: summarise(after) },
      downMs: backAt - killedAt,
      restartReadyMs: backAt - restartAt,
      killedDownStatuses: summarise(killedDown),
      unavailable,
      acknowledged: ids.length,
      found,
      browserSaw,
    };
  } finally {
    await browser.close();
    await client.close();
    await again?.stop();
    await stack.stop();
  }
}

function printServiceKilled(result) {
  console.log(
    `\nDrill 1: the ${KILLED_SERVICE} service killed (SIGKILL by PID) under load, away at least ${(DOWN_MS / 1000).toFixed(0)} s and until the browser was done, started again (ready in ${(result.restartReadyMs / 1000).toFixed(1)} s; ${(result.downMs / 1000).toFixed(1)} s without it)`,
  );
  const areas = [...new Set([...result.phases.before.keys(), ...result.phases.after.keys()])];
  console.log(`  ${'area'.padEnd(24)} ${'before'.padStart(18)} ${'while away'.padStart(18)} ${'after'.padStart(18)}`);
  for (const area of areas) {
    const cell = (phase) => {
      const s = result.phases[phase].get(area);
      return s ? `${s.count} req, ${rate(s.errors, s.count)} err` : '-';
    };
    console.log(
      `  ${area.padEnd(24)} ${cell('before').padStart(18)} ${cell('down').padStart(18)} ${cell('after').padStart(18)}`,
    );
  }
  const statuses = Object.entries(
    [...result.killedDownStatuses.values()].reduce((all, s) => {
      for (const [status, n] of Object.entries(s.statuses)) all[status] = (all[status] ?? 0) + n;
      return all;
    }, {}),
  )
    .map(([status, n]) => `${status === '0' ? 'no answer' : status} x${n}`)
    .join(', ');
  console.log(
    `  requests to ${KILLED_SERVICE} while away: ${statuses}; the 503s p50 ${ms(percentile(result.unavailable, 50))}, p95 ${ms(percentile(result.unavailable, 95))}, max ${ms(Math.max(...result.unavailable))}`,
  );
  console.log(
    `  posts acknowledged (201) ${result.acknowledged}, found in the store after the restart ${result.found}`,
  );
  const saw = result.browserSaw;
  console.log(
    `  in Chromium while away: ${KILLED_AREA_PATH} ${saw.fallback ? `showed "${saw.fallback}" after ${(saw.fallbackMs / 1000).toFixed(1)} s` : 'showed no fallback'}${saw.areaHeading === undefined ? '' : `, its heading ${saw.areaHeading ? 'drawn' : 'missing'}`}; ${OTHER_AREA.path} ${saw.otherHeading ? `drew its heading "${OTHER_AREA.heading}" after ${(saw.otherMs / 1000).toFixed(1)} s` : 'drew no heading'}`,
  );

  const problems = [];
  for (const phase of ['before', 'down', 'after'])
    for (const [area, s] of result.phases[phase])
      if (!area.startsWith('studio') && s.errors) problems.push(`${area} answered ${s.errors} errors (${phase})`);
  for (const phase of ['before', 'after'])
    for (const [area, s] of result.phases[phase])
      if (area.startsWith('studio') && s.errors) problems.push(`${area} answered ${s.errors} errors (${phase})`);
  // A request the studio answered as the kill was sent counts as answered (its post is looked for
  // in the store); anything else than that or a 503 is a failure.
  const others = [...result.killedDownStatuses.values()]
    .flatMap((s) => Object.entries(s.statuses))
    .filter(([status]) => status !== '503' && !/^2\d\d$/.test(status))
    .reduce((n, [, count]) => n + count, 0);
  if (result.unavailable.length === 0) problems.push('no request to the killed service was answered 503');
  if (others) problems.push(`${others} requests to the killed service answered neither 503 nor 2xx`);
  if (percentile(result.unavailable, 95) >= 1000) problems.push('its 503s took a second or more (p95)');
  if (result.found !== result.acknowledged)
    problems.push(`${result.acknowledged - result.found} acknowledged posts lost`);
  if (!saw.fallback) problems.push(`${KILLED_AREA_PATH} showed no fallback`);
  if (saw.areaHeading === false) problems.push(`${KILLED_AREA_PATH} showed its error state without its heading`);
  if (!saw.otherHeading) problems.push(`${OTHER_AREA.path} drew no heading while ${KILLED_SERVICE} was away`);
  if (problems.length) throw new Error(`drill 1 (service killed): ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------
// Drill 2: Redis stopped for 20 s and started again

const REDIS_DOWN_MS = 20_000;
const SCHEDULED_POSTS = 4;

/**
 * A Redis of the drill's own, as a deploy's would be: its append-only file written at every write, so
 * what it held (sessions, BullMQ's jobs) is there again after a restart. The stack's own Redis keeps
 * nothing on disk (a local run), so the drill brings this one in REDIS_URL.
 */
async function startDrillRedis(dir, port) {
  mkdirSync(dir, { recursive: true });
  const redis = new Child(
    'drill-redis',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ],
    { env: process.env },
  );
  await redis.waitForLine(/Ready to accept connections/);
  return redis;
}

/** Connects Alice's Facebook page through the sandbox's consent page, as the integrations tab does. */
async function connectFacebook(owner) {
  const started = await owner.call('/api/settings/integrations/connect', {
    method: 'POST',
    body: { platform: 'facebook', mode: 'page' },
  });
  if (started.status !== 200) throw new Error(`drill connect: ${started.status} ${JSON.stringify(started.json)}`);
  const consent = new URL(started.json.authorizationUrl);
  consent.searchParams.set('sandbox_identity', 'alice');
  const back = await fetch(consent, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  await owner.call(`${callback.pathname}${callback.search}`);
  const { json } = await owner.call('/api/studio/accounts');
  const facebook = json?.accounts?.find((account) => account.platform === 'facebook');
  if (!facebook) throw new Error(`drill connect: no Facebook account in ${JSON.stringify(json)}`);
  return facebook;
}

/** 'YYYY-MM-DDTHH:mm' in UTC, the schedule's local time with timeZone UTC. */
const utcMinute = (time) => new Date(time).toISOString().slice(0, 16);

async function drillRedisStopped({ workDir, onStack }) {
  const redisDir = path.join(workDir, 'drill-redis');
  const redisPort = await freePort();
  let redis = await startDrillRedis(redisDir, redisPort);
  let stack;
  try {
    stack = await startDrillStack({ workDir, onStack }, 'drill-redis-stack', {
      env: { REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    });
    const owners = await signUpOwners(stack, 4, 'drill-redis');
    const publisher = owners[0];
    const facebook = await connectFacebook(publisher);
    // Posts due in the minute the outage covers: Redis goes away 10 s before it and comes back 10 s after.
    const now = Date.now();
    let due = Math.ceil(now / 60_000) * 60_000;
    if (due - now < 25_000) due += 60_000;
    const runId = randomUUID().slice(0, 8);
    const posts = [];
    for (let index = 0; index < SCHEDULED_POSTS; index += 1) {
      const text = `Drill ${runId} post ${index}`;
      const made = await publisher.call('/api/studio/posts', {
        method: 'POST',
        body: { text, targets: [{ platform: 'facebook', accountId: facebook.accountId }] },
      });
      if (made.status !== 201) throw new Error(`drill post: ${made.status} ${JSON.stringify(made.json)}`);
      const scheduled = await publisher.call(`/api/studio/posts/${made.json.post.id}/schedule`, {
        method: 'POST',
        body: { at: utcMinute(due), timeZone: 'UTC' },
      });
      if (scheduled.status !== 200)
        throw new Error(`drill schedule: ${scheduled.status} ${JSON.stringify(scheduled.json)}`);
      posts.push({ id: made.json.post.id, text });
    }
    const processes = stack.pids.filter((pid) => pid !== undefined);
    const load = steadyLoad(owners, [
      { area: 'auth', path: '/api/auth/user' },
      { area: 'settings', path: '/api/settings/billing/prices' },
      { area: 'studio', path: '/api/studio/posts?limit=5' },
      { area: 'onboarding', path: '/api/onboarding/goals' },
    ]);
    await sleep(Math.max(3_000, due - 10_000 - Date.now()));
    const stoppedAt = performance.now();
    await killGroup(redis.pid);
    await redis.exited;
    await sleep(REDIS_DOWN_MS);
    const startedAt = performance.now();
    redis = await startDrillRedis(redisDir, redisPort);
    const readyAt = performance.now();
    // Until every area answers again, then a few seconds more.
    const deadline = performance.now() + 60_000;
    let recovered;
    while (performance.now() < deadline) {
      const answered = new Set(load.records.filter((r) => r.at >= readyAt && r.status === 200).map((r) => r.area));
      if (answered.size === 4) {
        recovered = performance.now();
        break;
      }
      await sleep(100);
    }
    await sleep(5_000);
    await load.stop();

    // The scheduled posts: each published, and on the page once.
    const statuses = new Map();
    const publishDeadline = Date.now() + 3 * 60_000;
    while (Date.now() < publishDeadline) {
      for (const post of posts)
        statuses.set(post.id, (await publisher.call(`/api/studio/posts/${post.id}`)).json?.post?.status);
      if ([...statuses.values()].every((status) => status === 'published' || status === 'failed')) break;
      await sleep(1000);
    }
    const page = await fetch(
      `${stack.sandboxUrl}/_sandbox/published/facebook/${encodeURIComponent(facebook.accountId)}`,
      { headers: { accept: 'application/json' } },
    ).then((res) => res.json());
    const onPage = posts.map((post) => page.posts.filter((sent) => sent.text.includes(post.text)).length);

    const away = load.records.filter((r) => r.at >= stoppedAt && r.at + r.ms <= readyAt);
    const after = load.records.filter((r) => r.at >= (recovered ?? Infinity));
    const alive = processes.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    return {
      awayMs: startedAt - stoppedAt,
      redisStartMs: readyAt - startedAt,
      recoveredMs: recovered === undefined ? undefined : recovered - readyAt,
      away: summarise(away),
      awayTimes: away.map((r) => r.ms),
      awayStatuses: away.reduce((all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }), {}),
      after: summarise(after),
      posts: posts.length,
      published: [...statuses.values()].filter((status) => status === 'published').length,
      postStatuses: [...statuses.values()],
      onPage,
      processes: processes.length,
      alive: alive.length,
    };
  } finally {
    await stack?.stop();
    await redis.stop();
  }
}

function printRedisStopped(result) {
  console.log(
    `\nDrill 2: Redis killed (SIGKILL by PID; append-only file) for ${(result.awayMs / 1000).toFixed(1)} s and started again (ready in ${(result.redisStartMs / 1000).toFixed(1)} s), four areas under load`,
  );
  const statuses = Object.entries(result.awayStatuses)
    .map(([status, n]) => `${status === '0' ? 'no answer in 10 s' : status} x${n}`)
    .join(', ');
  console.log(
    `  answers while Redis was away: ${statuses}; p50 ${ms(percentile(result.awayTimes, 50))}, p95 ${ms(percentile(result.awayTimes, 95))}, max ${ms(Math.max(...result.awayTimes))}`,
  );
  console.log(
    `  every area answering again ${result.recoveredMs === undefined ? 'NOT within 60 s' : `${(result.recoveredMs / 1000).toFixed(1)} s`} after Redis was ready; processes still running ${result.alive} of ${result.processes} (none restarted)`,
  );
  for (const [area, s] of result.after)
    console.log(`  after: ${area.padEnd(12)} ${s.count} req, ${rate(s.errors, s.count)} errors`);
  console.log(
    `  ${result.posts} posts scheduled for the minute inside the outage: published ${result.published} (${result.postStatuses.join(', ')}); on the Facebook page ${result.onPage.join(', ')} time(s) each`,
  );

  const problems = [];
  const others = Object.keys(result.awayStatuses).filter((status) => status !== '503');
  if (others.length) problems.push(`answers other than 503 while Redis was away (${others.join(', ')})`);
  if (percentile(result.awayTimes, 95) >= 3000) problems.push('its 503s took 3 s or more (p95)');
  if (result.recoveredMs === undefined) problems.push('the app did not answer again within 60 s');
  if (result.alive !== result.processes) problems.push(`${result.processes - result.alive} processes exited`);
  for (const [area, s] of result.after) if (s.errors) problems.push(`${area} answered ${s.errors} errors after`);
  if (result.published !== result.posts)
    problems.push(`${result.posts - result.published} scheduled posts not published`);
  if (result.onPage.some((n) => n !== 1)) problems.push('a scheduled post went out twice or never');
  if (problems.length) throw new Error(`drill 2 (Redis stopped): ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------
// Drill 3: the store killed with kill -9 under a steady write load

const STORE_DOWN_MS = 5_000;
const STORE_PHASE_MS = 8_000;
const STORE_OWNERS = 12;

async function drillStoreKilled(run) {
  const stack = await startDrillStack(run, 'drill-store');
  let again;
  const { client, ObjectId } = mongoClient(stack.mongoUri);
  try {
    const owners = await signUpOwners(stack, STORE_OWNERS, 'drill-store');
    const facebook = await connectFacebook(owners[0]);
    const { accounts: writable } = await (await fetch(`${stack.sandboxUrl}/_sandbox/meta/accounts`)).json();
    const page = writable.find((account) => account.platform === 'facebook' && account.ownerIdentity === 'alice');
    if (!page || !facebook) throw new Error('drill store: no Facebook page');
    const switched = await owners[0].call('/api/responder/config', { method: 'PUT', body: { enabled: true } });
    if (switched.status !== 200) throw new Error(`drill store: responder switch on ${switched.status}`);

    const acknowledged = { posts: [], goals: [], messages: [] };
    let counter = 0;
    const load = steadyLoad(
      owners,
      [
        {
          area: 'posts',
          method: 'POST',
          path: '/api/studio/posts',
          body: () => ({ text: `store drill post ${(counter += 1)}` }),
          onAnswer: (a) => a.status === 201 && acknowledged.posts.push(a.json?.post?.id),
        },
        {
          area: 'goals',
          method: 'POST',
          path: '/api/onboarding/goals',
          body: () => ({ title: `Store drill goal ${(counter += 1)}`, metric: 'orders', target: 10 }),
          onAnswer: (a) => a.status === 201 && acknowledged.goals.push(a.json?.goal?.id),
        },
      ],
      { workers: 2, pauseMs: 150 },
    );
    // Customer messages to the page, from the sandbox's Meta through the gateway to the responder:
    // acknowledged when the sandbox's delivery got a 200 (it delivers again after anything else).
    let sending = true;
    const messageRecords = [];
    const messages = (async () => {
      let index = 0;
      while (sending) {
        index += 1;
        const started = performance.now();
        const answer = await postCustomerMessage(stack.sandboxUrl, {
          accountId: page.id,
          customerName: `Store Drill Customer ${index}`,
          text: `Store drill message ${index}`,
        }).catch(() => undefined);
        const body = answer?.status === 201 ? await answer.json() : undefined;
        messageRecords.push({ at: started, ms: performance.now() - started, status: answer?.status ?? 0 });
        if (body?.deliveries?.some((delivery) => delivery.status === 200)) acknowledged.messages.push(body.mid);
        await sleep(150);
      }
    })();

    await sleep(STORE_PHASE_MS);
    const killedAt = performance.now();
    await killGroup(stack.pidOf.mongo);
    await sleep(STORE_DOWN_MS);
    const restartAt = performance.now();
    again = restartChild(stack, 'mongo');
    await again.waitForLine(/embedded-mongo listening on/);
    const readyAt = performance.now();
    const deadline = performance.now() + 60_000;
    let recovered;
    while (performance.now() < deadline && recovered === undefined) {
      const ok = new Set(load.records.filter((r) => r.at >= readyAt && r.status === 201).map((r) => r.area));
      if (ok.size === 2) recovered = performance.now();
      else await sleep(100);
    }
    await sleep(STORE_PHASE_MS);
    await load.stop();
    sending = false;
    await messages;

    const found = {
      posts: await client
        .db('studio')
        .collection('posts')
        .countDocuments({ _id: { $in: acknowledged.posts.map((id) => new ObjectId(id)) } }),
      goals: await client
        .db('onboarding')
        .collection('goals')
        .countDocuments({ _id: { $in: acknowledged.goals.map((id) => new ObjectId(id)) } }),
      messages: (
        await client
          .db('responder')
          .collection('webhook_events')
          .distinct('messageId', { messageId: { $in: acknowledged.messages } })
      ).length,
    };
    const during = load.records.filter((r) => r.at + r.ms >= killedAt && r.at < readyAt);
    return {
      downMs: readyAt - killedAt,
      storeStartMs: readyAt - restartAt,
      recoveredMs: recovered === undefined ? undefined : recovered - readyAt,
      writes: summarise(load.records),
      duringStatuses: during.reduce((all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }), {}),
      duringTimes: during.map((r) => r.ms),
      messagesSent: messageRecords.length,
      acknowledged: Object.fromEntries(Object.entries(acknowledged).map(([kind, ids]) => [kind, ids.length])),
      found,
    };
  } finally {
    await client.close();
    await stack.stop();
    await again?.stop();
  }
}

function printStoreKilled(result) {
  console.log(
    `\nDrill 3: the store (embedded database) killed with kill -9 under writes, ${(result.downMs / 1000).toFixed(1)} s without it (started again in ${(result.storeStartMs / 1000).toFixed(1)} s); writes accepted again ${result.recoveredMs === undefined ? 'NOT within 60 s' : `${(result.recoveredMs / 1000).toFixed(1)} s`} after it was ready`,
  );
  const statuses = Object.entries(result.duringStatuses)
    .map(([status, n]) => `${status === '0' ? 'no answer in 10 s' : status} x${n}`)
    .join(', ');
  console.log(
    `  writes answered while it was away: ${statuses}; p50 ${ms(percentile(result.duringTimes, 50))}, p95 ${ms(percentile(result.duringTimes, 95))}`,
  );
  for (const kind of ['posts', 'goals', 'messages'])
    console.log(
      `  ${kind.padEnd(9)} acknowledged ${String(result.acknowledged[kind]).padStart(4)}, found after the restart ${String(result.found[kind]).padStart(4)}`,
    );
  const problems = [];
  for (const kind of ['posts', 'goals', 'messages'])
    if (result.found[kind] !== result.acknowledged[kind])
      problems.push(`${result.acknowledged[kind] - result.found[kind]} acknowledged ${kind} lost`);
  if (result.recoveredMs === undefined) problems.push('writes not accepted again within 60 s');
  if (result.duringStatuses[500]) problems.push(`${result.duringStatuses[500]} answers were 500`);
  if (result.duringStatuses[0]) problems.push(`${result.duringStatuses[0]} writes hung 10 s`);
  if (problems.length) throw new Error(`drill 3 (store killed): ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------
// Drill 4: a gateway replica killed while 200 event streams are held

const STREAM_OWNERS = 10;
const STREAMS_EACH = 20;
// The shared realtime client's policy (shared/src/contracts/app/app-constants.ts): a lost stream
// is opened again after 1 s, doubling up to 30 s, five attempts, each given 10 s to open.
const RECONNECT_DELAY_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
const MAX_RECONNECT_ATTEMPTS = 5;
const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * One browser tab's event stream, held as the shared realtime client holds it: opened through the
 * public entry (the gateways' balancer); lost, it is opened again on the client's backoff and, once
 * open again, the tab reads its list again (the client's poll callbacks).
 */
class HeldStream {
  constructor(owner, { onReconnected }) {
    this.owner = owner;
    this.onReconnected = onReconnected;
    this.text = '';
    this.attempts = 0;
    this.maxAttempts = 0;
    this.opens = 0;
    this.lostAt = undefined;
    this.reconnectMs = undefined;
    this.gaveUp = false;
    this.closed = false;
  }

  open() {
    return new Promise((resolve) => {
      const req = http.get(
        new URL('/api/events', this.owner.base),
        { headers: { cookie: [...this.owner.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } },
        (res) => {
          clearTimeout(timer);
          if (res.statusCode !== 200) {
            res.resume();
            this.lost();
            resolve();
            return;
          }
          this.servedBy = res.headers['x-served-by'];
          this.opens += 1;
          if (this.lostAt !== undefined) {
            this.reconnectMs = performance.now() - this.lostAt;
            this.attempts = 0;
            this.onReconnected(this).catch(() => {});
          }
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            this.text += chunk;
          });
          res.on('close', () => this.lost());
          resolve();
        },
      );
      this.req = req;
      const timer = setTimeout(() => req.destroy(), CONNECTION_TIMEOUT_MS);
      req.on('error', () => {
        clearTimeout(timer);
        this.lost();
        resolve();
      });
    });
  }

  lost() {
    if (this.closed || this.pending) return;
    if (this.lostAt === undefined || this.reconnectMs !== undefined) {
      this.lostAt = performance.now();
      this.reconnectMs = undefined;
    }
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.gaveUp = true;
      return;
    }
    this.attempts += 1;
    this.maxAttempts = Math.max(this.maxAttempts, this.attempts);
    const delay = Math.min(MAX_BACKOFF_MS, RECONNECT_DELAY_MS * 2 ** (this.attempts - 1));
    this.pending = setTimeout(() => {
      this.pending = undefined;
      void this.open();
    }, delay);
  }

  close() {
    this.closed = true;
    clearTimeout(this.pending);
    this.req?.destroy();
  }
}

async function drillGatewayKilled(run) {
  const stack = await startDrillStack(run, 'drill-gateway', { replicas: 2 });
  const { default: Redis } = await import(
    require.resolve('ioredis', { paths: [path.join(repoRoot, 'services', 'gateway')] })
  );
  const redis = new Redis(stack.redisUrl, { lazyConnect: false });
  const streams = [];
  try {
    const owners = await Promise.all(
      Array.from({ length: STREAM_OWNERS }, (_, i) => new Owner(stack.gatewayUrl).signUp(`drill-gateway-${i}`)),
    );
    for (const owner of owners) owner.id = (await owner.call('/api/auth/session')).json?.user?.id;
    // What each owner wrote while its streams were away, looked for in the list each tab reads again.
    const missed = new Map();
    const writeRetries = [];
    const rereads = [];
    const onReconnected = async (stream) => {
      const list = await stream.owner.call('/api/studio/posts?limit=20');
      const marker = missed.get(stream.owner);
      rereads.push({
        status: list.status,
        found: Boolean(marker && String(JSON.stringify(list.json)).includes(marker)),
      });
    };
    for (const owner of owners)
      for (let i = 0; i < STREAMS_EACH; i += 1) streams.push(new HeldStream(owner, { onReconnected }));
    await Promise.all(streams.map((stream) => stream.open()));
    const opened = streams.filter((stream) => stream.opens === 1).length;
    const killed = stack.replicas.gateway[0];
    const onKilled = streams.filter((stream) => stream.servedBy === killed.name);

    const killedAt = performance.now();
    await killGroup(killed.pid);
    await Promise.all(
      owners.map(async (owner) => {
        const text = `written while away ${randomUUID()}`;
        // A write the balancer sends to the dead replica is refused and replayed on the other with
        // its body; should one still fail, the owner tries again, as the app's save button does after
        // an error (and the drill fails on it).
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          const made = await owner.call('/api/studio/posts', { method: 'POST', body: { text } });
          if (made.status === 201) {
            missed.set(owner, text);
            break;
          }
          writeRetries.push(made.status);
          await sleep(200);
        }
      }),
    );
    // Every stream the killed replica held open again (or given up), within the policy's bound.
    const bound = 1_000 + CONNECTION_TIMEOUT_MS * MAX_RECONNECT_ATTEMPTS + 31_000;
    while (performance.now() - killedAt < bound) {
      if (
        onKilled.every((stream) => stream.reconnectMs !== undefined || stream.gaveUp) &&
        rereads.length >= onKilled.length
      )
        break;
      await sleep(100);
    }
    // An event after the kill, to each owner (as a service publishes it): every stream must carry it.
    const eventId = randomUUID();
    for (const owner of owners)
      await redis.publish(
        `events:${owner.id}`,
        JSON.stringify({ type: 'drill.ping', payload: { eventId }, at: new Date().toISOString() }),
      );
    const eventDeadline = performance.now() + 10_000;
    while (performance.now() < eventDeadline && !streams.every((stream) => stream.text.includes(eventId)))
      await sleep(100);
    const times = onKilled.filter((stream) => stream.reconnectMs !== undefined).map((stream) => stream.reconnectMs);
    return {
      streams: streams.length,
      owners: owners.length,
      opened,
      onKilled: onKilled.length,
      killedName: killed.name,
      reconnected: times.length,
      times,
      gaveUp: onKilled.filter((stream) => stream.gaveUp).length,
      attempts: onKilled.reduce(
        (all, stream) => ({ ...all, [stream.maxAttempts]: (all[stream.maxAttempts] ?? 0) + 1 }),
        {},
      ),
      othersReopened: streams.filter((stream) => !onKilled.includes(stream) && stream.opens > 1).length,
      rereads: rereads.length,
      rereadsOk: rereads.filter((reread) => reread.status === 200 && reread.found).length,
      rereadStatuses: rereads.reduce((all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }), {}),
      writtenWhileAway: missed.size,
      writeRetries,
      eventReached: streams.filter((stream) => stream.text.includes(eventId)).length,
    };
  } finally {
    for (const stream of streams) stream.close();
    redis.disconnect();
    await stack.stop();
  }
}

function printGatewayKilled(result) {
  console.log(
    `\nDrill 4: ${result.killedName} killed (SIGKILL by PID) while ${result.streams} event streams were held through the balancer (${result.opened} opened, ${result.onKilled} on it)`,
  );
  console.log(
    `  reconnected to the other on the client's policy (1 s doubling, 5 attempts): ${result.reconnected} of ${result.onKilled}, gave up ${result.gaveUp}; attempts used ${Object.entries(
      result.attempts,
    )
      .map(([n, count]) => `${n}: ${count}`)
      .join(
        ', ',
      )}; kill to open again p50 ${ms(percentile(result.times, 50))}, p95 ${ms(percentile(result.times, 95))}, max ${ms(Math.max(...result.times))}`,
  );
  console.log(
    `  lists read again on reconnect: ${result.rereadsOk} of ${result.rereads} with the post written while away (answers ${JSON.stringify(result.rereadStatuses)}; ${result.writtenWhileAway} of ${result.owners} owners' posts written while away acknowledged, after ${result.writeRetries.length} refused attempts: ${JSON.stringify(result.writeRetries)}); streams on the other replica opened again: ${result.othersReopened}`,
  );
  console.log(`  an event published after the kill reached ${result.eventReached} of ${result.streams} streams`);
  const problems = [];
  if (result.opened !== result.streams) problems.push(`${result.streams - result.opened} streams never opened`);
  if (result.onKilled === 0) problems.push('no stream was on the killed replica');
  if (result.reconnected !== result.onKilled) problems.push(`${result.onKilled - result.reconnected} streams not back`);
  if (result.writtenWhileAway !== result.owners) problems.push('a post written while away was never acknowledged');
  if (result.writeRetries.length) problems.push(`${result.writeRetries.length} posts written while away refused first`);
  if (result.rereadsOk !== result.onKilled)
    problems.push(`${result.onKilled - result.rereadsOk} lists read again without the post`);
  if (result.eventReached !== result.streams)
    problems.push(`${result.streams - result.eventReached} streams missed the event`);
  if (problems.length) throw new Error(`drill 4 (gateway replica killed): ${problems.join('; ')}`);
}

/**
 * A customer's message to a Facebook page of the sandbox's Meta (`message`: accountId, customerName,
 * text, and optionally duplicate), which the sandbox delivers as Meta's signed webhook.
 */
export function postCustomerMessage(sandboxUrl, message) {
  return fetch(`${sandboxUrl}/_sandbox/meta/customer-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'facebook', ...message }),
  });
}

// ---------------------------------------------------------------------------------------------
// Drill 5: the soak

const SOAK_OWNERS = 100;
const SOAK_RATE_PER_S = Number(process.env.BENCH_SOAK_RATE ?? 20);
const SOAK_IN_FLIGHT_MAX = 200;
const SOAK_MEMORY_GROWTH_MAX = 0.1;
/**
 * The embedded store keeps its data in memory (docs/decisions/embedded-mongodb.md), so what the
 * soak writes (the assistant stores each exchange) grows it by design. Its growth is judged net of
 * the memory that data takes: the BSON bytes gained (documents and index keys, from dbStats) times
 * this factor. Measured in a heap snapshot comparison of the store during a soak: 598 new
 * conversation entries (1,115 BSON bytes each, about 1,245 with their index keys) took 2.2 MB of
 * live heap, 3.0 bytes a BSON byte (the documents as JS objects, their ids and index entries);
 * nothing else grew. The collector lets the heap grow to about twice the live heap before it
 * compacts again, hence twice that.
 */
const SOAK_STORE_MEMORY_PER_BSON_BYTE = 6;
const MIB = 1024 * 1024;
const SOAK_PASSWORD = 'Drill-Pass-1';
const SOAK_ROUTES = [
  { route: 'POST /api/auth/sign-in', weight: 5, sign: true },
  { route: 'GET /api/auth/user', weight: 15, path: '/api/auth/user' },
  { route: 'GET /api/dashboard/analytics', weight: 20, path: '/api/dashboard/analytics?range=last_30_days' },
  { route: 'GET /api/settings/billing/prices', weight: 20, path: '/api/settings/billing/prices' },
  { route: 'GET /api/onboarding/goals', weight: 10, path: '/api/onboarding/goals' },
  {
    route: 'POST /api/assistant/process',
    weight: 10,
    method: 'POST',
    path: '/api/assistant/process',
    body: (i) => ({ query: 'How did my shop do last week?', session_id: `soak-${i % 5}` }),
  },
  { route: 'GET /api/responder/messages', weight: 20, path: '/api/responder/messages' },
];

/** What the store holds over every database (dbStats): documents, their BSON bytes, the index keys' bytes. */
async function storeHolds(client) {
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  const held = { objects: 0, dataSize: 0, indexSize: 0 };
  for (const { name } of databases) {
    const stats = await client.db(name).command({ dbStats: 1 });
    held.objects += Number(stats.objects);
    held.dataSize += Number(stats.dataSize);
    held.indexSize += Number(stats.indexSize);
  }
  return held;
}

/** Resident memory of a process in MiB (Linux /proc), or NaN once it is gone. */
function rssMiB(pid) {
  try {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

async function drillSoak(run) {
  const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
  const stack = await startDrillStack(run, 'drill-soak');
  const { client: storeClient } = mongoClient(stack.mongoUri);
  try {
    const owners = [];
    for (let batch = 0; batch < SOAK_OWNERS; batch += 10) {
      owners.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const owner = new Owner(stack.gatewayUrl);
            await owner.signUp(`drill-soak-${batch + i}`);
            const { json } = await owner.call('/api/auth/user');
            owner.email = json?.user?.email;
            return owner;
          }),
        )),
      );
    }
    console.log(
      `\nDrill 5 (the soak): ${minutes} min of mixed traffic from ${SOAK_OWNERS} owners at ${SOAK_RATE_PER_S} requests/s, per minute:`,
    );
    const mix = SOAK_ROUTES.flatMap((route) => Array.from({ length: route.weight }, () => route));
    const records = [];
    let inFlight = 0;
    let skipped = 0;
    let sent = 0;
    const fire = async (index) => {
      const route = mix[(index * 7) % mix.length];
      const owner = owners[index % owners.length];
      inFlight += 1;
      try {
        const answer = route.sign
          ? await owner.call('/api/auth/sign-in', {
              method: 'POST',
              body: { email: owner.email, password: SOAK_PASSWORD },
            })
          : await owner.call(route.path, { method: route.method, body: route.body?.(index) });
        records.push({ route: route.route, status: answer.status, ms: answer.ms, at: answer.at });
      } finally {
        inFlight -= 1;
      }
    };
    const pids = Object.fromEntries(Object.entries(stack.pidOf).filter(([name]) => !name.startsWith('migrate')));
    const started = performance.now();
    const end = started + minutes * 60_000;
    const interval = 1000 / SOAK_RATE_PER_S;
    const pending = new Set();
    const perMinute = [];
    let minute = 0;
    // What the store holds when the first minute's memory window closes (the baseline) and at the end.
    let heldFirst;
    // Resident memory every 5 s. An instant's figure moves with the collector (a process just
    // collected looks 20 % smaller), so each window's peak is compared: the first minute's (the
    // processes warmed up: code compiled, caches filled) against the last minute's.
    const samples = [];
    const sampler = setInterval(() => {
      samples.push({
        at: performance.now(),
        rss: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssMiB(pid)])),
      });
    }, 5_000);
    while (performance.now() < end) {
      const due = started + sent * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (inFlight >= SOAK_IN_FLIGHT_MAX) skipped += 1;
      else {
        const job = fire(sent).finally(() => pending.delete(job));
        pending.add(job);
      }
      sent += 1;
      const elapsedMinute = Math.floor((performance.now() - started) / 60_000);
      if (elapsedMinute > minute) {
        minute = elapsedMinute;
        const window = records.filter(
          (r) => r.at >= started + (minute - 1) * 60_000 && r.at < started + minute * 60_000,
        );
        perMinute.push(window);
        if (minute === 1) {
          heldFirst = storeHolds(storeClient);
          // Awaited at the end; a failure meanwhile must not end the process as an unhandled rejection.
          heldFirst.catch(() => undefined);
        }
        printSoakMinute(minute, window);
      }
    }
    await Promise.all(pending);
    clearInterval(sampler);
    const peak = (from, to) => {
      const window = samples.filter((sample) => sample.at >= from && sample.at < to);
      if (window.length === 0) return undefined;
      return Object.fromEntries(
        Object.keys(pids).map((name) => [name, Math.max(...window.map((sample) => sample.rss[name]))]),
      );
    };
    const memoryStart = minutes >= 2 ? peak(started, started + 60_000) : undefined;
    const memoryEnd = peak(end - 60_000, end + 1);
    const held = { first: await heldFirst, end: await storeHolds(storeClient) };
    return { minutes, records, skipped, sent, memoryStart, memoryEnd, held };
  } finally {
    await storeClient.close();
    await stack.stop();
  }
}

function soakTable(records) {
  const byRoute = new Map();
  for (const record of records) byRoute.set(record.route, [...(byRoute.get(record.route) ?? []), record]);
  return [...byRoute].map(([route, list]) => ({
    route,
    count: list.length,
    errors: list.filter((r) => r.status < 200 || r.status >= 300).length,
    statuses: [...new Set(list.filter((r) => r.status < 200 || r.status >= 300).map((r) => r.status))],
    p50: percentile(
      list.map((r) => r.ms),
      50,
    ),
    p95: percentile(
      list.map((r) => r.ms),
      95,
    ),
  }));
}

function printSoakMinute(minute, records) {
  console.log(`  minute ${minute}: ${records.length} requests`);
  for (const row of soakTable(records))
    console.log(
      `    ${row.route.padEnd(34)} ${String(row.count).padStart(5)} req, errors ${rate(row.errors, row.count).padStart(7)}${row.statuses.length ? ` (${row.statuses.join(', ')})` : ''}, p50 ${ms(row.p50).padStart(7)}, p95 ${ms(row.p95).padStart(7)}`,
    );
}

function printSoak(result) {
  console.log(
    `  the soak's ${result.minutes} min (${result.sent} due, ${result.skipped} skipped with ${SOAK_IN_FLIGHT_MAX} in flight); all minutes:`,
  );
  const table = soakTable(result.records);
  for (const row of table)
    console.log(
      `    ${row.route.padEnd(34)} ${String(row.count).padStart(6)} req, errors ${rate(row.errors, row.count).padStart(7)}${row.statuses.length ? ` (${row.statuses.join(', ')})` : ''}, p50 ${ms(row.p50).padStart(7)}, p95 ${ms(row.p95).padStart(7)}`,
    );
  console.log('  memory (RSS, MiB; the peak of samples every 5 s): the first minute -> the last minute:');
  const grown = [];
  const signed = (fraction) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;
  const { first, end: last } = result.held;
  const gainedMiB = first ? (last.dataSize + last.indexSize - first.dataSize - first.indexSize) / MIB : 0;
  for (const [name, start] of Object.entries(result.memoryStart ?? {})) {
    const end = result.memoryEnd[name];
    const growth = (end - start) / start;
    // The store: net of the data it gained (SOAK_STORE_MEMORY_PER_BSON_BYTE); every other process as measured.
    const judged =
      name === 'mongo' && first ? (end - start - gainedMiB * SOAK_STORE_MEMORY_PER_BSON_BYTE) / start : growth;
    if (!(judged <= SOAK_MEMORY_GROWTH_MAX)) grown.push(`${name} ${(judged * 100).toFixed(0)} %`);
    console.log(
      `    ${name.padEnd(12)} ${start.toFixed(0).padStart(5)} -> ${end.toFixed(0).padStart(5)} (${signed(growth)})${judged === growth ? '' : `, net of its data ${signed(judged)}`}`,
    );
  }
  const heldLine = (held) =>
    `${held.objects} documents, ${(held.dataSize / MIB).toFixed(2)} MiB of BSON and ${(held.indexSize / MIB).toFixed(2)} MiB of index keys`;
  if (first)
    console.log(
      `  the store held ${heldLine(first)} after the first minute and ${heldLine(last)} at the end (+${last.objects - first.objects} documents, +${gainedMiB.toFixed(2)} MiB); its growth is judged net of ${SOAK_STORE_MEMORY_PER_BSON_BYTE} bytes of memory per BSON byte gained (${(gainedMiB * SOAK_STORE_MEMORY_PER_BSON_BYTE).toFixed(1)} MiB), at most ${SOAK_MEMORY_GROWTH_MAX * 100} % like every other process`,
    );
  const problems = [];
  const errors = table.reduce((n, row) => n + row.errors, 0);
  if (errors) problems.push(`${errors} requests failed`);
  if (result.skipped) problems.push(`${result.skipped} requests skipped (${SOAK_IN_FLIGHT_MAX} in flight)`);
  if (!result.memoryStart) problems.push('shorter than two minutes: no memory compared');
  if (grown.length) problems.push(`memory grew over 10 %: ${grown.join(', ')}`);
  if (problems.length) throw new Error(`drill 5 (soak): ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------

/** The drills in order, each printed as soon as it is done; throws at the first one that lost something. */
export async function runDrills({ workDir, onStack = () => {} }) {
  mkdirSync(workDir, { recursive: true });
  const only = (process.env.BENCH_DRILLS ?? '').split(',').filter(Boolean);
  const wanted = (n) => only.length === 0 || only.includes(String(n));
  if (wanted(1)) printServiceKilled(await drillServiceKilled({ workDir, onStack }));
  if (wanted(2)) printRedisStopped(await drillRedisStopped({ workDir, onStack }));
  if (wanted(3)) printStoreKilled(await drillStoreKilled({ workDir, onStack }));
  if (wanted(4)) printGatewayKilled(await drillGatewayKilled({ workDir, onStack }));
  if (wanted(5)) printSoak(await drillSoak({ workDir, onStack }));
}
