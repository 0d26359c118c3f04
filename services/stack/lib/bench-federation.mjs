// `BENCH_ONLY=federation npm run bench` (and a full `npm run bench`): what Module Federation costs a
// first visit (issue 36; docs/decisions/federation-cost.md). The federated builds (the shell and every
// remote, as deployed) against the same sources built as ONE webpack application without federation
// (lib/monolith/webpack.config.cjs, built here into the bench's temporary folder).
//
// One stack (services, stores, a signed-in owner with all eight platforms synced) and two gateway
// processes started from the stack's own gateway launch, one serving each build, both on
// http://localhost:<port> so the session cookie is the same. Cold first visits of /auth (signed out)
// and / (signed in), FEDERATION_RUNS of each per build, the two builds in turn (which goes first
// alternates) so the machine's load falls on both alike: largest contentful paint, total JS (gz) and
// requests, medians and the federated / monolithic ratio (goal: LCP ratio <= 1.10); then the
// federated run's waterfall up to its LCP (remotes.json, the remotes' manifests and entries, the
// exposed modules' chunks). The prefetch of the next areas (3 and 5 s after load) is kept out of
// every visit (the data-saver hint), so only what the page itself loads is counted.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { freePort, repoRoot, withOwnSecrets } from './stack.mjs';

const require = createRequire(import.meta.url);

export const FEDERATION_RUNS = Number(process.env.BENCH_FEDERATION_RUNS ?? 5);
/** The goal of issue 36: the federated LCP at most 10 % over the monolithic one. */
export const LCP_RATIO_GOAL = 1.1;
const monolithConfig = path.join(repoRoot, 'services', 'stack', 'lib', 'monolith', 'webpack.config.cjs');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The monolithic build into `outDir` (its generated module map beside it, `<outDir>.src`), through
 * `run` (the bench's, which stops it on a signal); returns the wall-clock time in ms.
 */
export async function buildMonolith(outDir, run) {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
  const started = performance.now();
  await run(
    process.execPath,
    [webpackCli, '--config', monolithConfig, '--mode', 'production', '--env', `out=${outDir}`],
    { cwd: path.join(repoRoot, 'shell') },
  );
  return performance.now() - started;
}

/**
 * A gateway process like the stack's own (its launch: same dist, services, Redis and session secret)
 * on a port of its own, serving the shell files of `env.SHELL_DIST`; its output goes to `logFile`.
 */
async function startGateway(launch, env, { logFile, running }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const out = openSync(logFile, 'a');
  const child = spawn(launch.command, launch.args, {
    cwd: repoRoot,
    env: withOwnSecrets('gateway', {
      ...process.env,
      ...launch.env,
      ...env,
      PORT: String(port),
      // Its own origin is the page's: state-changing requests from it must pass the CSRF check.
      PUBLIC_ORIGIN: origin,
    }),
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench federation: a gateway exited while starting (see ${logFile})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('bench federation: a gateway was not ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, 'SIGTERM');
      await exited;
      running.delete(child);
    },
  };
}

/**
 * One cold visit (a new browser context: empty cache) of `pathname` on `baseUrl`, signed in when
 * `cookies` are given: LCP, FCP, every request the page made, every JS response's gz size, and the
 * resource timings (the waterfall) once the page is drawn and the network is quiet.
 */
async function visit(browser, baseUrl, pathname, { cookies, ready }) {
  const context = await browser.newContext({ colorScheme: 'dark', baseURL: baseUrl });
  try {
    // The data-saver hint: the shell does not prefetch the next areas (a first visit's own loads only).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    if (cookies) await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: 'localhost' })));
    const page = await context.newPage();
    const requests = [];
    const scripts = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(pathname, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    const landedOn = new URL(page.url()).pathname;
    const timings = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const entries = [];
          new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          // The buffered entries are delivered in a task of their own.
          setTimeout(() => {
            const last = entries.at(-1);
            const navigation = performance.getEntriesByType('navigation')[0];
            resolve({
              lcp: last ? last.startTime : Number.NaN,
              lcpElement: last?.element
                ? `${last.element.tagName.toLowerCase()} "${(last.element.textContent ?? '').trim().slice(0, 48)}"${last.size ? ` (${last.size} px²)` : ''}`
                : '',
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
              documentEnd: navigation ? navigation.responseEnd : Number.NaN,
              resources: performance.getEntriesByType('resource').map((entry) => ({
                url: entry.name,
                type: entry.initiatorType,
                start: entry.startTime,
                end: entry.responseEnd,
              })),
            });
          }, 50);
        }),
    );
    let jsGzipped = 0;
    for (const response of scripts) {
      const body = await response.body().catch(() => undefined);
      if (body) jsGzipped += gz(body);
    }
    return { ...timings, landedOn, requests: requests.length, jsFiles: scripts.length, jsGzipped };
  } finally {
    await context.close();
  }
}

/**
 * @param {object} deps
 * @param {Record<string, string>} deps.dirs  the federated builds by app folder (`shell`, `mfe-auth`...)
 * @param {string} deps.workDir  a folder of the bench's own, for the monolithic build and the gateways' log
 * @param {import('playwright-core').Browser} deps.browser
 * @param {Function} deps.run  the bench's child-process runner
 * @param {Set} deps.running  the bench's set of children to stop on a signal
 * @param {Function} deps.startBenchStack  (dataName, env) => stack
 * @param {Function} deps.distEnv  app folder -> dist map to the gateway's environment
 * @param {Function} deps.signUpOwner
 * @param {Function} deps.connectAllPlatforms
 * @param {Function} deps.syncAllAccounts
 * @param {(stack: object | undefined) => void} deps.onStack  the bench's cleanup stops the stack on a signal
 */
export async function measureFederation(deps) {
  const { dirs, workDir, browser, run, running } = deps;
  const monolithDir = path.join(workDir, 'monolith');
  const buildMs = await buildMonolith(monolithDir, run);
  const stackEnv = {
    ...deps.distEnv(dirs),
    // Connections do not start syncs (the one sync is asked for and waited for, as the dashboard part does).
    DASHBOARD_SERVICE_URL: 'http://127.0.0.1:9/',
    SYNC_INTERVAL_MS: String(24 * 3600 * 1000),
    RATE_LIMIT_POINTS: '100000',
  };
  const stack = await deps.startBenchStack('data-federation', stackEnv);
  deps.onStack(stack);
  const { request } = require(require.resolve('playwright-core', { paths: [repoRoot] }));
  const api = await request.newContext({ baseURL: stack.gatewayUrl });
  const gateways = [];
  try {
    await deps.signUpOwner(api, 'bench-federation');
    const accounts = await deps.connectAllPlatforms(api);
    const sync = await deps.syncAllAccounts(api, accounts);
    const cookies = (await api.storageState()).cookies;
    const launch = stack.launchOf('gateway');
    const logFile = path.join(workDir, 'gateways.log');
    const gatewayEnv = { RATE_LIMIT_POINTS: stackEnv.RATE_LIMIT_POINTS };
    const builds = {
      federated: await startGateway(launch, { ...gatewayEnv, ...deps.distEnv(dirs) }, { logFile, running }),
      monolithic: await startGateway(
        launch,
        { ...gatewayEnv, ...deps.distEnv({ ...dirs, shell: monolithDir }) },
        { logFile, running },
      ),
    };
    gateways.push(...Object.values(builds));
    const pages = {
      '/auth': {
        cookies: undefined,
        ready: (page) => page.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 60_000 }),
      },
      // The dashboard's screens: the layout's landmark, then a quiet network (as the dashboard part).
      '/': { cookies, ready: (page) => page.locator('main').first().waitFor({ timeout: 60_000 }) },
    };
    const visits = {};
    for (const pathname of Object.keys(pages)) {
      visits[pathname] = { federated: [], monolithic: [] };
      // One warm-up of each (the services' and the gateways' first answers), not counted.
      for (const build of Object.keys(builds)) await visit(browser, builds[build].url, pathname, pages[pathname]);
      for (let i = 0; i < FEDERATION_RUNS; i += 1) {
        const order = i % 2 === 0 ? ['federated', 'monolithic'] : ['monolithic', 'federated'];
        for (const build of order) {
          const result = await visit(browser, builds[build].url, pathname, pages[pathname]);
          if (result.landedOn !== pathname)
            throw new Error(`bench federation: ${build} ${pathname} landed on ${result.landedOn}`);
          visits[pathname][build].push(result);
        }
      }
    }
    return { buildMs, sync, visits };
  } finally {
    for (const gateway of gateways) await gateway.stop();
    await api.dispose();
    await stack.stop();
    deps.onStack(undefined);
  }
}

function summary(runs) {
  return {
    lcp: median(runs.map((run) => run.lcp)),
    fcp: median(runs.map((run) => run.fcp)),
    jsGzipped: median(runs.map((run) => run.jsGzipped)),
    jsFiles: median(runs.map((run) => run.jsFiles)),
    requests: median(runs.map((run) => run.requests)),
  };
}

/** The run whose LCP is the median one. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** What a resource is, for the waterfall: the federation's own files by name, else its type. */
function resourceKind(url) {
  const { pathname } = new URL(url);
  if (pathname === '/remotes.json') return 'remotes.json';
  if (pathname.endsWith('/mf-manifest.json')) return 'manifest';
  if (pathname.endsWith('/remoteEntry.js')) return 'remote entry';
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.endsWith('.js')) return pathname.startsWith('/remotes/') ? 'remote chunk' : 'shell chunk';
  return 'other';
}

function printWaterfall(label, run) {
  console.log(
    `  waterfall of the ${label} run with the median LCP (${run.lcp.toFixed(0)} ms; document received at ${run.documentEnd.toFixed(0)} ms), what started before its LCP:`,
  );
  const before = run.resources.filter((entry) => entry.start <= run.lcp).sort((a, b) => a.start - b.start);
  // Files of one kind requested one after the other form one line (the shared modules' chunks are dozens).
  const groups = [];
  for (const entry of before) {
    const kind = resourceKind(entry.url);
    const last = groups.at(-1);
    if (last && last.kind === kind) {
      last.end = Math.max(last.end, entry.end);
      last.paths.push(new URL(entry.url).pathname);
    } else groups.push({ kind, start: entry.start, end: entry.end, paths: [new URL(entry.url).pathname] });
  }
  for (const group of groups) {
    const what = group.paths.length <= 3 ? group.paths.join(' ') : `${group.paths.length} files`;
    console.log(
      `    ${group.start.toFixed(0).padStart(5)} -> ${group.end.toFixed(0).padStart(5)} ms  ${group.kind.padEnd(13)} ${what}`,
    );
  }
}

export function printFederation(result) {
  console.log(
    `\nFederation's cost (issue 36): the federated builds against one monolithic build of the same sources (built in ${(result.buildMs / 1000).toFixed(1)} s), ${FEDERATION_RUNS} cold visits of each, in turn`,
  );
  console.log(`  the owner of /: ${result.sync.accounts} accounts synced (${result.sync.written} documents)`);
  for (const [pathname, byBuild] of Object.entries(result.visits)) {
    const fed = summary(byBuild.federated);
    const mono = summary(byBuild.monolithic);
    const ratio = fed.lcp / mono.lcp;
    console.log(`\n${pathname} first visit (${pathname === '/' ? 'signed in' : 'signed out'}, cold cache), medians:`);
    console.log(
      `  ${''.padEnd(12)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'JS gz'.padStart(11)} ${'JS files'.padStart(9)} ${'requests'.padStart(9)}`,
    );
    for (const [label, figures] of [
      ['federated', fed],
      ['monolithic', mono],
    ]) {
      console.log(
        `  ${label.padEnd(12)} ${`${figures.lcp.toFixed(0)} ms`.padStart(8)} ${`${figures.fcp.toFixed(0)} ms`.padStart(8)} ${kib(figures.jsGzipped).padStart(11)} ${String(figures.jsFiles).padStart(9)} ${String(figures.requests).padStart(9)}`,
      );
    }
    console.log(
      `  federated / monolithic: LCP ${ratio.toFixed(2)} (goal <= ${LCP_RATIO_GOAL.toFixed(2)} ${ratio <= LCP_RATIO_GOAL ? 'met' : 'NOT met'}), FCP ${(fed.fcp / mono.fcp).toFixed(2)}, JS gz ${(fed.jsGzipped / mono.jsGzipped).toFixed(2)}, requests ${(fed.requests / mono.requests).toFixed(2)}`,
    );
    for (const label of ['federated', 'monolithic']) {
      console.log(
        `  LCP of each ${label} run: ${byBuild[label].map((run) => run.lcp.toFixed(0)).join(', ')} ms (element: ${medianRun(byBuild[label]).lcpElement || 'n/a'})`,
      );
    }
    printWaterfall('federated', medianRun(byBuild.federated));
    printWaterfall('monolithic', medianRun(byBuild.monolithic));
  }
}
