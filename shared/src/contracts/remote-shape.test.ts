import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { domains, remoteFolderOf } from './domains';

// Every remote has one shape, so a new one copies a pattern instead of inventing a layout: app-level
// files at the top of `src/` (the entry, the bootstrap, the modules it exposes and their tests, test
// helpers under `test-support/`), everything else in `src/features/<feature>/` under one of `api/`
// (its RTK Query endpoints), `components/`, `hooks/` and `lib/`. Which of a feature's folders another
// feature may import is ESLint's rule (eslint.config.mjs, featureBoundary).

const repoRoot = path.join(__dirname, '..', '..', '..');
const kebab = '[a-z0-9]+(?:-[a-z0-9]+)*';
const featureFile = new RegExp(
  `^features/${kebab}/(?:api|components|hooks|lib)/${kebab}(?:\\.test|\\.test-helper)?\\.tsx?$`,
);
const testSupportFile = new RegExp(`^test-support/${kebab}\\.test-helper\\.tsx?$`);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The files a remote may keep at app level, paths relative to its `src/`. */
function appLevelFiles(exposed: readonly string[]): Set<string> {
  const entries = exposed.map((file) => file.replace(/^\.\/src\//, ''));
  const testsOfEntries = entries.map((file) => file.replace(/\.(tsx?)$/, '.test.$1'));
  return new Set(['index.ts', 'bootstrap.tsx', ...entries, ...testsOfEntries]);
}

/** The files of `src/` (relative to it) that fit neither the app level nor a feature folder. */
function misplacedFiles(srcFolder: string, exposed: readonly string[]): string[] {
  const appLevel = appLevelFiles(exposed);
  return filesUnder(srcFolder).filter(
    (file) => !appLevel.has(file) && !testSupportFile.test(file) && !featureFile.test(file),
  );
}

/** The non-test files that define RTK Query endpoints outside a feature's `api/`. */
function endpointsOutsideApi(srcFolder: string): string[] {
  return filesUnder(srcFolder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(?:-helper)?\.tsx?$/.test(file))
    .filter((file) => !/^features\/[^/]+\/api\//.test(file))
    .filter((file) => readFileSync(path.join(srcFolder, file), 'utf8').includes('injectEndpoints('));
}

describe('the shape of every remote in the domain registry', () => {
  it.each(domains.map((domain) => [domain.name, domain] as const))(
    'mfe-%s keeps its code in src/features/<feature>/{api,components,hooks,lib}',
    (name, domain) => {
      const srcFolder = path.join(repoRoot, remoteFolderOf(domain.name), 'src');
      expect([name, misplacedFiles(srcFolder, Object.values(domain.exposes))]).toEqual([name, []]);
    },
  );

  it.each(domains.map((domain) => [domain.name, domain] as const))(
    'mfe-%s defines its endpoints in a feature api/ folder only',
    (name, domain) => {
      const srcFolder = path.join(repoRoot, remoteFolderOf(domain.name), 'src');
      expect([name, endpointsOutsideApi(srcFolder)]).toEqual([name, []]);
    },
  );

  it('names what does not fit: a folder beside features/, a file loose in a feature, a fifth kind of folder', () => {
    const exposed = ['./src/routes.tsx'];
    const misplaced = (file: string) =>
      !appLevelFiles(exposed).has(file) && !testSupportFile.test(file) && !featureFile.test(file);
    expect(
      [
        'components/panel.tsx',
        'lib/weekly-figures.ts',
        'features/chat/chat-store.ts',
        'features/charts/chart-theme.ts',
        'features/chat/store/chat-store.ts',
        'features/Chat/api/chat-api.ts',
        'test-support/render.tsx',
      ].filter(misplaced),
    ).toHaveLength(7);
    expect(
      [
        'index.ts',
        'bootstrap.tsx',
        'routes.tsx',
        'routes.test.tsx',
        'test-support/render-dashboard.test-helper.tsx',
        'features/chat/api/assistant-api.ts',
        'features/chat/hooks/use-ask.ts',
        'features/chat/components/chat-panel.test.tsx',
        'features/test-pages/lib/assistant-fixtures.test-helper.ts',
      ].filter(misplaced),
    ).toEqual([]);
  });
});
