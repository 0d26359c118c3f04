// The Node.js the launcher scripts run on: the version in the repository's `.node-version` (the
// long-term support line the container images use), or the machine's own Node when it is that
// major line or newer. An older machine Node gets a project-local copy from the npm registry (the
// `node-<platform>-<arch>` package ships the binary and its headers) in the git-ignored `.tools/`;
// nothing outside the checkout changes. Plain Node with no dependencies: it runs before
// `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const pinnedNodeVersion = readFileSync(path.join(repoRoot, '.node-version'), 'utf8').trim();

export function majorOf(version) {
  return Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
}

/** True when a Node of `version` can run the scripts as they are: the pinned major line or newer. */
export function isRecentEnough(version, pinned = pinnedNodeVersion) {
  return majorOf(version) >= majorOf(pinned);
}

/** The npm package that ships Node's binary for this platform (the `node` package's own naming). */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

export function localNodeDir(version = pinnedNodeVersion, platform = process.platform, arch = process.arch) {
  return path.join(repoRoot, '.tools', `node-v${version}-${platform}-${arch}`);
}

function binaryIn(dir) {
  return path.join(dir, 'bin', 'node');
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Fetches the pinned Node into `.tools/` with `npm pack` (the registry's integrity check applies)
 * and unpacks only the binary, its headers (what node-gyp builds against) and its licence.
 */
function fetchPinnedNode(dir, log) {
  const packageSpec = `${nodePackageName()}@${pinnedNodeVersion}`;
  log(
    `Node ${process.versions.node} is older than the project's ${pinnedNodeVersion}: fetching ${packageSpec} into .tools/`,
  );
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}.partial-`);
  try {
    const packed = spawnSync('npm', ['pack', packageSpec, '--pack-destination', staging, '--silent'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = readdirSync(staging).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) {
      throw new Error(`npm pack ${packageSpec} failed: install Node ${pinnedNodeVersion} or newer and run again`);
    }
    const unpacked = path.join(staging, 'node');
    mkdirSync(unpacked);
    const untar = spawnSync(
      'tar',
      [
        '-xzf',
        path.join(staging, tarball),
        '-C',
        unpacked,
        '--strip-components=1',
        'package/bin',
        'package/include',
        'package/LICENSE',
      ],
      { stdio: 'inherit' },
    );
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    if (versionOf(binaryIn(unpacked)) !== `v${pinnedNodeVersion}`) {
      throw new Error(`${packageSpec} does not run on this machine: install Node ${pinnedNodeVersion} or newer`);
    }
    // Renamed into place only once it runs, so an interrupted fetch is never taken for a copy.
    renameSync(unpacked, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The Node binary the launcher's scripts run on, and the environment their children need so that
 * `npm`, `npx` and native builds use the same Node (npm's `nodedir` would otherwise point node-gyp
 * at the machine Node's headers).
 */
export function ensureProjectNode(log = (message) => process.stdout.write(`[stack] ${message}\n`)) {
  if (process.env.SCP_NODE === 'system' || isRecentEnough(process.version)) {
    return { binary: process.execPath, env: {} };
  }
  const dir = localNodeDir();
  if (!existsSync(binaryIn(dir))) fetchPinnedNode(dir, log);
  const binDir = path.dirname(binaryIn(dir));
  return {
    binary: binaryIn(dir),
    env: {
      PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
      npm_config_nodedir: dir,
      npm_node_execpath: binaryIn(dir),
      NODE: binaryIn(dir),
    },
  };
}
