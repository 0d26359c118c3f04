#!/usr/bin/env node
// `npm test` on a fresh machine: installs what is missing, builds, type-checks, lints, runs every
// Jest project and the Playwright suite, then prints one closing line 'N passed, N failed, N skipped'.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackage, ensureDependencies, log, repoRoot, run, workspaceDirs } from '../lib/bootstrap.mjs';

const require = createRequire(import.meta.url);
const phases = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedPhases = 0;

async function phase(name, action) {
  const started = Date.now();
  log(`== ${name}`);
  let ok;
  try {
    ok = await action();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    ok = false;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  phases.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (!ok) failedPhases += 1;
  return ok;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'scp-test-'));
const env = { ...process.env, CI: process.env.CI ?? 'true', FORCE_COLOR: '0' };

const prepared = await phase('dependencies', async () => {
  await ensureDependencies();
  await ensureDebianPackage('redis-server', 'redis-server');
  await ensureDebianPackage('chromium-headless-shell', 'chromium-headless-shell');
  return true;
});
if (!prepared) {
  process.stdout.write(`\n${phases.join('\n')}\n\nTests: 0 passed, 1 failed, 0 skipped\n`);
  process.exit(1);
}

const built = await phase(
  'build (lerna, two at a time)',
  async () => (await run('npx', ['lerna', 'run', 'build', '--concurrency', '2'], { env })) === 0,
);
await phase(
  'typecheck (TypeScript 7, two programs)',
  async () => (await run(process.execPath, [path.join(repoRoot, 'services/stack/bin/typecheck.mjs')], { env })) === 0,
);
await phase('lint (ESLint, Prettier)', async () => {
  // Side by side: each runs on one core, and each prints only what fails (docs/toolchain.md, "The
  // suite's time": 35 s together against 53 s one after the other).
  const [lint, format] = await Promise.all([
    run('npx', ['eslint', '.'], { env }),
    run('npx', ['prettier', '--check', '--log-level', 'warn', '.'], { env }),
  ]);
  return lint === 0 && format === 0;
});

await phase('unit and integration tests (Jest projects)', async () => {
  // A package whose config lists projects of its own (shared: node and jsdom) contributes those:
  // Jest does not nest projects.
  const projects = workspaceDirs
    .filter((dir) => existsSync(path.join(repoRoot, dir, 'jest.config.js')))
    .flatMap((dir) => {
      const { projects: own } = require(path.join(repoRoot, dir, 'jest.config.js'));
      return Array.isArray(own) ? own.map((project) => project.replace('<rootDir>', path.join(repoRoot, dir))) : [dir];
    });
  const resultsFile = path.join(scratch, 'jest.json');
  const code = await run(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--projects',
      ...projects,
      '--maxWorkers=2',
      '--json',
      `--outputFile=${resultsFile}`,
    ],
    { env },
  );
  if (existsSync(resultsFile)) {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += results.numPendingTests + (results.numTodoTests ?? 0);
  } else {
    totals.failed += 1;
  }
  return code === 0;
});

await phase("launcher tests (node's test runner)", async () => {
  const tapFile = path.join(scratch, 'node-test.tap');
  const code = await run(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      // Node 21 and later take test files as glob patterns, no longer a folder (SCP_NODE=system may be 20).
      Number(process.versions.node.split('.')[0]) >= 21 ? 'services/stack/lib/**/*.test.mjs' : 'services/stack/lib/',
    ],
    { env },
  );
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + (tap ? 0 : 1);
  totals.skipped += count('skipped') + count('todo');
  return code === 0;
});

await phase('end-to-end tests (Playwright, Chromium)', async () => {
  if (!built) throw new Error('skipped: the build failed');
  const resultsFile = path.join(scratch, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile },
  });
  if (existsSync(resultsFile)) {
    const { stats } = JSON.parse(readFileSync(resultsFile, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    totals.failed += 1;
  }
  return code === 0;
});

process.stdout.write(`\n${phases.join('\n')}\n\n`);
process.stdout.write(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedPhases === 0 && totals.failed === 0 ? 0 : 1);
