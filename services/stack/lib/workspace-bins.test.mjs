// A workspace's npm bin is linked into node_modules/.bin only when its target file exists at install
// time; a target under dist/ does not exist on a fresh clone, so the bin would silently be missing.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, workspaceDirs } from './bootstrap.mjs';

const bins = workspaceDirs.flatMap((dir) => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
  const declared = typeof manifest.bin === 'string' ? { [manifest.name]: manifest.bin } : (manifest.bin ?? {});
  return Object.entries(declared).map(([name, target]) => ({ name, file: path.join(dir, target) }));
});

test('every workspace bin points at a file git tracks, so npm links it on a fresh install', () => {
  assert.ok(bins.length > 0);
  const untracked = bins.filter(
    ({ file }) => spawnSync('git', ['ls-files', '--error-unmatch', file], { cwd: repoRoot }).status !== 0,
  );
  assert.deepEqual(untracked, []);
});

const embeddedMongoBin = path.join(repoRoot, 'node_modules', '.bin', 'embedded-mongo');
const embeddedMongoBuilt = existsSync(path.join(repoRoot, 'services', 'embedded-mongo', 'dist', 'cli.js'));

test(
  'node_modules/.bin/embedded-mongo starts a server and stops on SIGTERM',
  { skip: !embeddedMongoBuilt && 'services/embedded-mongo is not built' },
  async () => {
    const dbpath = mkdtempSync(path.join(tmpdir(), 'embedded-mongo-bin-'));
    try {
      const child = spawn(embeddedMongoBin, ['--port', '0', '--dbpath', dbpath], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const listening = new Promise((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          if (output.includes('listening on mongodb://')) resolve();
        });
        child.stderr.on('data', (chunk) => (output += chunk));
        child.once('exit', (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
      });
      await listening;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      rmSync(dbpath, { recursive: true, force: true });
    }
  },
);
