// `npm test` type-checks two programs (services/stack/bin/typecheck.mjs) instead of one per package: a
// package left out of them, or checked there with other options than its own tsconfig.json gives,
// would pass unchecked.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, workspaceDirs } from './bootstrap.mjs';

/** tsconfig files carry comments (JSONC): whole-line `//` comments are all this repository writes. */
function readConfig(file) {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return JSON.parse(
    text
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  );
}

const programs = {
  web: readConfig('tsconfig.web.json'),
  node: readConfig('tsconfig.node.json'),
};
const base = readConfig('tsconfig.base.json');

/** Where a package's include lands relative to the root: `mfe-auth/src`, `e2e/tests`. */
const rooted = (dir, include) => path.posix.normalize(path.posix.join(dir, include));
/** A `paths` entry as the root sees it. */
const rootedPaths = (dir, paths = {}) =>
  Object.fromEntries(
    Object.entries(paths).map(([name, targets]) => [name, targets.map((target) => `./${rooted(dir, target)}`)]),
  );

const packages = workspaceDirs
  .filter((dir) => existsSync(path.join(repoRoot, dir, 'tsconfig.json')))
  .map((dir) => ({ dir, config: readConfig(path.join(dir, 'tsconfig.json')) }));

test('every package with a tsconfig.json is in exactly one of the two programs', () => {
  assert.ok(packages.length >= 20, `only ${packages.length} packages found`);
  for (const { dir, config } of packages) {
    const includes = config.include.map((include) => rooted(dir, include));
    const homes = Object.entries(programs)
      .filter(([, program]) => includes.every((include) => program.include.includes(include)))
      .map(([name]) => name);
    assert.equal(homes.length, 1, `${dir} (${includes.join(', ')}) is in ${homes.length} programs`);
  }
});

test("each program checks a package with the package's own options", () => {
  for (const { dir, config } of packages) {
    const includes = config.include.map((include) => rooted(dir, include));
    const [name, program] = Object.entries(programs).find(([, candidate]) =>
      includes.every((include) => candidate.include.includes(include)),
    );
    const own = { ...base.compilerOptions, ...config.compilerOptions };
    const checked = { ...base.compilerOptions, ...program.compilerOptions };
    assert.deepEqual(checked.types, own.types, `${dir}: types in the ${name} program`);
    // The package's own path mappings resolve the same from the root (a program may map more names).
    for (const [mapped, targets] of Object.entries(rootedPaths(dir, config.compilerOptions?.paths))) {
      assert.deepEqual(checked.paths[mapped], targets, `${dir}: paths['${mapped}'] in the ${name} program`);
    }
    for (const option of Object.keys(config.compilerOptions ?? {}).filter((key) => !['types', 'paths'].includes(key))) {
      assert.deepEqual(checked[option], own[option], `${dir}: ${option} in the ${name} program`);
    }
  }
});
