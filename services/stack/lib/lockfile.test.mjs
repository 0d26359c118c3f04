// The lockfile must install with `npm ci` on every platform a teammate or a deploy pipeline uses:
// npm records an optional platform binary (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-*,
// ...) only when the lockfile was resolved without a node_modules of one platform in the way, and
// `npm ci` refuses a lockfile that lacks one ("Missing: ... from lock file") on every machine.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './bootstrap.mjs';

const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));

/** The lock entry Node's resolution would reach for `name` from the package installed at `from`. */
function resolveFrom(from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

test('every optional dependency of every locked package has its own lock entry (all platforms)', () => {
  const missing = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveFrom(location, name)) missing.push(`${name} (wanted by ${location || 'the root'})`);
    }
  }
  assert.deepEqual(missing, [], 'regenerate package-lock.json without node_modules (see services/stack/README.md)');
});

test('npm ci accepts the lockfile as in sync with every package.json', () => {
  const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.equal(result.status, 0, `npm ci --dry-run failed:\n${result.stderr.split('\n').slice(0, 20).join('\n')}`);
});
