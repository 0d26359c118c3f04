/**
 * The API catalogue's own rules (issue 18): each route once, its path parameters declared, and the
 * catalogue kept out of the browser (it is the whole API's schemas at once). That it matches the
 * routes the services register is the gateway's test (services/gateway/src/api-docs/api-coverage.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiCatalogue } from './api-catalogue';

// The build preset's CommonJS: which files of this package the browser apps bundle instead of share.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isBundledNotShared } = require('../../../build/shared-modules.cjs') as {
  isBundledNotShared: (subpath: string) => boolean;
};

const repoRoot = path.join(__dirname, '..', '..', '..', '..');
const contractsDir = path.join(__dirname, '..');

/** The catalogue's modules: the entry type, the list and each area's routes. */
const catalogueModules = readdirSync(contractsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(api-catalogue|api-route|[a-z-]+-api-routes)\.ts$/.test(file))
  .map((file) => `contracts/${file.replace(/\\/g, '/').replace(/\.ts$/, '')}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

describe('the API catalogue', () => {
  it('lists each method and path once, and each operationId once', () => {
    const routes = apiCatalogue.map((route) => `${route.method} ${route.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
    const ids = apiCatalogue.map((route) => route.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(apiCatalogue.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s declares exactly its path parameters',
    (_name, route) => {
      const templated = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys(route.params?._zod.def.shape ?? {}).sort();
      expect(declared).toEqual(templated);
      expect(route.path).not.toMatch(/:[a-z]/i);
      expect(route.path).not.toMatch(/^\/internal\//);
      expect(Object.keys(route.responses).length).toBeGreaterThan(0);
    },
  );

  it('is bundled, never shared, by the browser apps (were one to import it)', () => {
    expect(catalogueModules.length).toBeGreaterThanOrEqual(8);
    expect(catalogueModules.filter((subpath) => !isBundledNotShared(subpath))).toEqual([]);
  });

  it('is imported by no browser code', () => {
    const browserDirs = [
      path.join(repoRoot, 'shell', 'src'),
      path.join(repoRoot, 'shared', 'src', 'client'),
      ...readdirSync(repoRoot)
        .filter((name) => name.startsWith('mfe-'))
        .map((name) => path.join(repoRoot, name, 'src')),
    ];
    const names = catalogueModules.map((subpath) => path.basename(subpath));
    const importers = browserDirs
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return names.some((name) => new RegExp(`from ['"][^'"]*/${name}['"]`).test(source));
      })
      .map((file) => path.relative(repoRoot, file));
    expect(importers).toEqual([]);
  });
});
