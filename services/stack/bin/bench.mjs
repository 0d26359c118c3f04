#!/usr/bin/env node
// `npm run bench`: front-end size and speed figures, then the embedded database's own benchmark.
// Not part of `npm test`: speed goals live here, never in timed tests (developers' guide).
//
// 1. Builds the shell and every remote one by one (production, into a temporary directory so the
//    checked-out dist folders stay as they are) and reports each build's time and initial JS.
// 2. Starts the stack on free ports serving those builds and loads /auth in Chromium: every JS
//    response of a first visit, against the 350 KiB gzip budget, and first contentful paint.
// 3. Rebuilds the shell and the auth remote without antd's shared tree shaking
//    (MF_ANTD_TREE_SHAKING=0; react-router, RTK and react-redux stay tree-shaken) and loads /auth
//    again, so that optimisation's effect is measured on its own.
// 4. Signs a new account in and loads /settings/profile cold: the settings area's first visit; then
//    uploads a 1.9 MB photo as the avatar 20 times through the gateway (p50 and p90 server time).
// 5. Runs `npm run bench -w @scp/embedded-mongo`.
// Everything it starts (webpack, the stack, Chromium) is stopped by PID / stop() before it exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { domainRegistry, repoRoot, startStack } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
// /auth's first visit (issue 17.5): 300 KiB gz, down from 350 once antd's heavier components left the shared chunk.
const BUDGET_KIB = 300;
const FCP_RUNS = 5;
// The shell and every domain's remote, by folder (shared/src/contracts/domains.ts).
const { domainNames, remoteFolderOf, shellApp } = domainRegistry();
const apps = [shellApp.folder, ...domainNames.map(remoteFolderOf)];

const running = new Set();
let stack;
let browser;
const workDir = mkdtempSync(path.join(tmpdir(), 'scp-bench-'));

async function cleanup() {
  for (const child of running) child.kill('SIGTERM');
  await browser?.close().catch(() => {});
  browser = undefined;
  await stack?.stop().catch(() => {});
  stack = undefined;
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

function run(command, args, { cwd = repoRoot, env = {}, inherit = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: inherit ? 'inherit' : 'pipe' });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})\n${output.slice(-4000)}`));
    });
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

/** Production build of one app alone into `outDir`; returns the wall-clock time in ms. */
async function build(app, outDir, env = {}) {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
  const started = performance.now();
  await run(process.execPath, [webpackCli, '--mode', 'production', '--output-path', outDir], {
    cwd: path.join(repoRoot, app),
    env,
  });
  return performance.now() - started;
}

function fileSizes(dir, files) {
  let bytes = 0;
  let gzipped = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    bytes += content.length;
    gzipped += gz(content);
  }
  return { files: files.length, bytes, gzipped };
}

/** Shell: the scripts index.html loads. Remote: remoteEntry.js and the sync chunks of its `./routes` expose. */
function initialJs(app, dir) {
  if (app === 'shell') {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) => match[1]);
    return fileSizes(dir, scripts);
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const files = [manifest.metaData.remoteEntry.name, ...(routes?.assets.js.sync ?? [])];
  return fileSizes(dir, files);
}

/** The antd shared chunk(s) an app provides: the files its manifest lists for the `antd` share. */
function antdChunk(app, dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const antd = manifest.shared.find((shared) => shared.name === 'antd');
  return fileSizes(dir, antd ? antd.assets.js.sync : []);
}

function distEnv(dirs) {
  const env = {};
  for (const [app, dir] of Object.entries(dirs)) {
    if (app === 'shell') env.SHELL_DIST = dir;
    else env[`REMOTE_${app.replace(/^mfe-/, '').toUpperCase()}_DIST`] = dir;
  }
  return env;
}

async function launchBrowser() {
  const { chromium } = require(require.resolve('playwright-core', { paths: [repoRoot] }));
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args] });
}

/**
 * One cold load of /auth in a fresh browser context (empty cache): every JS response and the
 * first contentful paint, once the page shows the auth remote's screen.
 */
async function visitAuth(gatewayUrl) {
  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if (type === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname)) responses.push(response);
    });
    await page.goto(`${gatewayUrl}/auth`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const scripts = [];
    for (const response of responses) {
      const body = await response.body().catch(() => undefined);
      if (!body) continue;
      scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipped: gz(body) });
    }
    return { fcp, scripts };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureAuth(dirs, label) {
  stack = await startStack({
    freePorts: true,
    dataDir: path.join(workDir, 'data'),
    output: null,
    log: () => {},
    env: distEnv(dirs),
  });
  try {
    const visits = [];
    for (let i = 0; i < FCP_RUNS; i += 1) visits.push(await visitAuth(stack.gatewayUrl));
    const { scripts } = visits[0];
    const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const gzipped = scripts.reduce((sum, s) => sum + s.gzipped, 0);
    return { label, scripts, bytes, gzipped, fcp: median(visits.map((v) => v.fcp)), fcps: visits.map((v) => v.fcp) };
  } finally {
    await stack.stop();
    stack = undefined;
  }
}

const AVATAR_UPLOADS = 20;

/** A photo-like JPEG of about 1.9 MB (noise does not compress), as a phone would send before shrinking. */
async function benchPhoto() {
  const sharp = require(require.resolve('sharp', { paths: [path.join(repoRoot, 'services/settings')] }));
  let side = 1400;
  for (;;) {
    const photo = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (photo.length >= 1.8 * 1024 * 1024 && photo.length <= 2 * 1024 * 1024) return photo;
    side = Math.round(side * Math.sqrt((1.9 * 1024 * 1024) / photo.length));
  }
}

/**
 * The settings area as a signed-in owner meets it: every JS file of a cold /settings/profile load
 * (the shell, the settings remote, the profile tab), and the server time of an avatar upload.
 */
async function measureSettings(dirs) {
  stack = await startStack({
    freePorts: true,
    dataDir: path.join(workDir, 'data-settings'),
    output: null,
    log: () => {},
    env: distEnv(dirs),
  });
  const context = await browser.newContext({ colorScheme: 'dark', baseURL: stack.gatewayUrl });
  try {
    const signUp = await context.request.post('/api/auth/sign-up', {
      data: { email: `bench-${Date.now()}@example.com`, password: 'Bench-Pass-1', full_name: 'Bench Owner' },
    });
    if (signUp.status() !== 201) throw new Error(`bench sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)) {
        responses.push(response);
      }
    });
    await page.goto('/settings/profile', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Save All Changes' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = [];
    for (const response of responses) {
      const body = await response.body().catch(() => undefined);
      if (body) scripts.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipped: gz(body) });
    }
    const photo = await benchPhoto();
    const times = [];
    for (let i = 0; i < AVATAR_UPLOADS; i += 1) {
      const started = performance.now();
      const answer = await context.request.put('/api/settings/avatar', {
        data: photo,
        headers: { 'content-type': 'image/jpeg' },
      });
      times.push(performance.now() - started);
      if (answer.status() !== 200)
        throw new Error(`bench avatar upload failed: ${answer.status()} ${await answer.text()}`);
    }
    return { scripts, photoBytes: photo.length, times };
  } finally {
    await context.close();
    await stack.stop();
    stack = undefined;
  }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function printVisit(result, { details }) {
  console.log(`\n/auth first visit (${result.label}): ${result.scripts.length} JS files`);
  if (details) {
    for (const script of [...result.scripts].sort((a, b) => b.gzipped - a.gzipped)) {
      console.log(`  ${pad(script.url, 58)} ${padLeft(kib(script.bytes), 11)} ${padLeft(kib(script.gzipped), 11)} gz`);
    }
  }
  const ratio = result.gzipped / 1024 / BUDGET_KIB;
  // Three decimals: a total a few hundred bytes under the budget must not print as "1.00".
  console.log(`  total ${kib(result.bytes)}, ${kib(result.gzipped)} gz`);
  console.log(
    `  budget: ${kib(result.gzipped)} gz / ${BUDGET_KIB} KiB budget = ${ratio.toFixed(3)} ${ratio <= 1 ? '(within)' : '(OVER)'}`,
  );
  console.log(
    `  first contentful paint: median ${result.fcp.toFixed(0)} ms of ${result.fcps.length} cold loads (${result.fcps.map((v) => v.toFixed(0)).join(', ')} ms)`,
  );
}

/** Peak resident memory of a process so far (Linux VmHWM), in MiB. */
function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const SYNC_PLATFORMS = [
  ['shopify', { shopDomain: 'alices-bakery' }],
  ['instagram', {}],
  ['facebook', {}],
  ['tiktok', {}],
  ['linkedin', {}],
  ['twitter', {}],
  ['pinterest', {}],
  ['google-analytics', {}],
];

/**
 * The data pipeline: one owner connects all eight platforms (Alice: 9 accounts), then the first
 * sync of 400 days of each and the same sync again, timed end to end through the gateway, with the
 * documents written and the dashboard service's peak memory. Connections do not start syncs here
 * (the settings service is given no dashboard to tell), so the first sync is measured alone.
 */
async function measureSync() {
  stack = await startStack({
    freePorts: true,
    dataDir: path.join(workDir, 'data-sync'),
    output: null,
    log: () => {},
    env: { DASHBOARD_SERVICE_URL: 'http://127.0.0.1:9/' },
  });
  const { request } = require(require.resolve('playwright-core', { paths: [repoRoot] }));
  const context = await request.newContext({ baseURL: stack.gatewayUrl });
  try {
    const signUp = await context.post('/api/auth/sign-up', {
      data: { email: `bench-sync-${Date.now()}@example.com`, password: 'Bench-Pass-1', full_name: 'Bench Owner' },
    });
    if (signUp.status() !== 201) throw new Error(`bench sign-up failed: ${signUp.status()}`);
    for (const [platform, extra] of SYNC_PLATFORMS) {
      const started = await context.post('/api/settings/integrations/connect', {
        data: { platform, mode: 'page', ...extra },
      });
      if (!started.ok()) throw new Error(`bench connect ${platform}: ${started.status()} ${await started.text()}`);
      const consent = new URL((await started.json()).authorizationUrl);
      consent.searchParams.set(
        platform === 'shopify' ? 'sandbox_decision' : 'sandbox_identity',
        platform === 'shopify' ? 'allow' : 'alice',
      );
      const back = await fetch(consent, { redirect: 'manual' });
      const callback = new URL(back.headers.get('location'));
      const done = await context.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 });
      if (!/_status=success/.test(done.headers().location ?? ''))
        throw new Error(`bench connect ${platform}: ${done.headers().location}`);
    }
    const accounts = (await (await context.get('/api/settings/integrations/accounts')).json()).accounts;
    const syncOnce = async () => {
      const startedAt = performance.now();
      const begun = new Date().toISOString();
      let answer = await (await context.post('/api/dashboard/sync', { data: {}, timeout: 120_000 })).json();
      while (
        answer.state !== 'completed' &&
        !(answer.accounts.length === accounts.length && answer.accounts.every((a) => a.lastRunAt >= begun))
      ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        answer = await (await context.get('/api/dashboard/sync')).json();
      }
      const seconds = (performance.now() - startedAt) / 1000;
      const written = answer.accounts.reduce((sum, a) => sum + a.documentsWritten, 0);
      const failed = answer.accounts.filter((a) => a.outcome !== 'ok');
      if (failed.length) throw new Error(`bench sync failed: ${JSON.stringify(failed)}`);
      return { seconds, written, accounts: answer.accounts.length };
    };
    const first = await syncOnce();
    const repeat = await syncOnce();
    return { first, repeat, peakRss: peakRssMiB(stack.pidOf.dashboard) };
  } finally {
    await context.dispose();
    await stack.stop();
    stack = undefined;
  }
}

function printSync(sync) {
  console.log(`\nData pipeline: one owner, 8 platforms (${sync.first.accounts} accounts), 400 days each`);
  console.log(`  first sync   ${sync.first.seconds.toFixed(1)} s, ${sync.first.written} documents written`);
  console.log(
    `  repeat sync  ${sync.repeat.seconds.toFixed(1)} s, ${sync.repeat.written} documents written (must be 0)`,
  );
  console.log(`  dashboard service peak RSS ${sync.peakRss.toFixed(0)} MiB`);
  if (sync.repeat.written !== 0) throw new Error('a repeated sync wrote documents');
}

async function main() {
  if (process.env.BENCH_ONLY === 'sync') {
    printSync(await measureSync());
    return;
  }
  const started = performance.now();
  console.log(`Front-end bench (${new Date().toISOString()}), builds in ${workDir}`);

  // 1. Builds, one app at a time so each time is that app's alone.
  const dirs = {};
  const rows = [];
  for (const app of apps) {
    dirs[app] = path.join(workDir, 'on', app);
    const ms = await build(app, dirs[app]);
    rows.push({ app, ms, ...initialJs(app, dirs[app]) });
  }
  console.log(
    '\nPer app (production build alone; initial JS: shell = index.html scripts, remote = remoteEntry + ./routes chunks)',
  );
  console.log(
    `  ${pad('app', 16)} ${padLeft('build', 8)} ${padLeft('files', 6)} ${padLeft('initial JS', 12)} ${padLeft('gzipped', 12)} ${padLeft('gz ratio', 9)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${pad(row.app, 16)} ${padLeft(`${(row.ms / 1000).toFixed(1)} s`, 8)} ${padLeft(row.files, 6)} ${padLeft(kib(row.bytes), 12)} ${padLeft(kib(row.gzipped), 12)} ${padLeft((row.gzipped / row.bytes).toFixed(2), 9)}`,
    );
  }
  const totalBuild = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(`  ${pad(`all ${apps.length}`, 16)} ${padLeft(`${(totalBuild / 1000).toFixed(1)} s`, 8)}`);

  // 2. The first visit with antd tree shaking (the default).
  browser = await launchBrowser();
  const withTs = await measureAuth(dirs, 'antd tree shaking on');
  printVisit(withTs, { details: true });

  // 3. The shell and the auth remote without it (the only apps a visit to /auth loads).
  const offDirs = { ...dirs };
  for (const app of ['shell', 'mfe-auth']) {
    offDirs[app] = path.join(workDir, 'off', app);
    await build(app, offDirs[app], { MF_ANTD_TREE_SHAKING: '0' });
  }
  const withoutTs = await measureAuth(offDirs, 'antd tree shaking off');
  printVisit(withoutTs, { details: false });

  // 4. The settings area, signed in.
  const settings = await measureSettings(dirs);
  const settingsGz = settings.scripts.reduce((sum, s) => sum + s.gzipped, 0);
  const settingsBytes = settings.scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`\n/settings/profile first visit (signed in, cold cache): ${settings.scripts.length} JS files`);
  console.log(
    `  total ${kib(settingsBytes)}, ${kib(settingsGz)} gz = ${(settingsGz / withTs.gzipped).toFixed(2)} x the /auth first visit`,
  );
  console.log(
    `avatar upload through the gateway (${kib(settings.photoBytes)} JPEG, ${settings.times.length} uploads): p50 ${percentile(settings.times, 50).toFixed(0)} ms, p90 ${percentile(settings.times, 90).toFixed(0)} ms`,
  );
  await browser.close();
  browser = undefined;

  const antdOn = antdChunk('mfe-auth', dirs['mfe-auth']);
  const antdOff = antdChunk('mfe-auth', offDirs['mfe-auth']);
  console.log('\nantd shared tree shaking (usedExports: shared/build/shared-used-exports.cjs)');
  console.log(
    `  antd chunk provided by an app: off ${kib(antdOff.bytes)} (${kib(antdOff.gzipped)} gz) -> on ${kib(antdOn.bytes)} (${kib(antdOn.gzipped)} gz) = ${(antdOn.gzipped / antdOff.gzipped).toFixed(2)}`,
  );
  console.log(
    `  /auth first visit: off ${kib(withoutTs.gzipped)} gz -> on ${kib(withTs.gzipped)} gz = ${(withTs.gzipped / withoutTs.gzipped).toFixed(2)}`,
  );
  console.log(`  /auth FCP median: off ${withoutTs.fcp.toFixed(0)} ms -> on ${withTs.fcp.toFixed(0)} ms`);
  console.log(`\nFront-end bench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  // 5. The data pipeline.
  printSync(await measureSync());

  // 6. The embedded database's own benchmark.
  console.log('\n--- npm run bench -w @scp/embedded-mongo ---');
  await run('npm', ['run', 'bench', '-w', '@scp/embedded-mongo'], { inherit: true });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
