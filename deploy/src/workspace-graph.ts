import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: this file sits in deploy/src/. */
export const repoRoot = path.resolve(__dirname, '..', '..');

export interface WorkspacePackage {
  /** The folder relative to the repository root, with `/` (e.g. `services/auth`). */
  folder: string;
  name: string;
  main?: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The workspace packages as npm sees them: the root package.json's `workspaces`, a trailing `/*`
 * meaning every folder below with a package.json (the only glob form the root uses).
 */
export function workspacePackages(root = repoRoot): WorkspacePackage[] {
  const { workspaces = [] } = readJson<{ workspaces?: string[] }>(path.join(root, 'package.json'));
  const folders = workspaces.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry];
    const parent = entry.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => `${parent}/${dirent.name}`)
      .sort();
  });
  return folders
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => {
      const manifest = readJson<Partial<WorkspacePackage>>(path.join(root, folder, 'package.json'));
      return {
        folder,
        name: manifest.name ?? folder,
        main: manifest.main,
        dependencies: manifest.dependencies ?? {},
        devDependencies: manifest.devDependencies ?? {},
      };
    });
}

/**
 * The workspace folders a package reaches through its `@scp/*` dependencies, transitively, itself
 * excluded. `runtime` follows `dependencies` only (what an image installs with --omit=dev); `all`
 * follows devDependencies too (what its tests and build use, so what its CI must watch).
 */
export function workspaceDependencies(
  folder: string,
  kind: 'runtime' | 'all',
  packages: WorkspacePackage[] = workspacePackages(),
): string[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const byFolder = new Map(packages.map((pkg) => [pkg.folder, pkg]));
  const start = byFolder.get(folder);
  if (!start) throw new Error(`${folder} is not a workspace package`);
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const pkg = queue.shift() as WorkspacePackage;
    const names = Object.keys({ ...pkg.dependencies, ...(kind === 'all' ? pkg.devDependencies : {}) });
    for (const name of names) {
      const dependency = byName.get(name);
      if (!dependency || dependency.folder === folder || seen.has(dependency.folder)) continue;
      seen.add(dependency.folder);
      queue.push(dependency);
    }
  }
  return [...seen].sort();
}
