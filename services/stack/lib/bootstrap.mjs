// Fresh-machine preparation shared by `npm start`, `npm test`, `npm run dev` and `npm run bench`.
// Plain Node with no dependencies: it runs before `npm install` on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function log(message) {
  process.stdout.write(`[stack] ${message}\n`);
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrFail(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

function mtimeOf(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/**
 * A fresh clone installs with `npm ci`, exactly what the lockfile says (what a deploy pipeline or a
 * container build runs, so every CI run proves the lockfile installs); a checkout whose lockfile
 * changed since the last install gets `npm install`, which keeps the node_modules it has.
 */
export async function ensureDependencies() {
  const installedMarker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  if (!existsSync(installedMarker)) {
    log('installing dependencies (npm ci, from package-lock.json)');
    await runOrFail('npm', ['ci', '--no-audit', '--no-fund']);
  } else if (mtimeOf(path.join(repoRoot, 'package-lock.json')) > mtimeOf(installedMarker)) {
    log('package-lock.json changed: npm install');
    await runOrFail('npm', ['install', '--no-audit', '--no-fund']);
  }
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;

/**
 * Makes sure a Debian package's binary is on PATH, installing the package when we are root.
 * Not root and missing: a clear instruction instead of a half-working run.
 */
export async function ensureDebianPackage(binary, debianPackage) {
  if (commandExists(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`${binary} is missing. Install it with: sudo apt-get install -y ${debianPackage}`);
  }
  log(`installing Debian package ${debianPackage}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await runOrFail('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  await runOrFail('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], { env });
}

/** Every workspace folder (relative), from the root package.json's `workspaces` (`dir` or `dir/*`). */
export const workspaceDirs = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
  .workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const entries = existsSync(path.join(repoRoot, parent))
      ? readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      : [];
    return entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}`);
  })
  .filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')));
