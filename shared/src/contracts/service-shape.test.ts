import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { domains } from './domains';

// Every domain service has one shape (docs/architecture.md, Inside a service), so a new one copies a
// pattern instead of inventing a layout: `main.ts`, `app.ts` and `config.ts` at the top of `src/`;
// everything else in `src/<feature>/`, with routes in `<x>-routes.ts`, models in `<x>-model.ts`, the
// internal API in `internal/`, the clients of other services in `neighbours/`, and HTTP errors as
// the kit's AppError. The services' own tests check behaviour; this one checks where things are.

const repoRoot = path.join(__dirname, '..', '..', '..');
const kebab = '[a-z0-9]+(?:-[a-z0-9]+)*';
const sourceFile = /\.ts$/;
const testFile = /\.test(?:\.util|\.helper|\.data)?\.ts$/;

interface ServiceFile {
  /** Relative to the service's `src/`, with forward slashes. */
  readonly file: string;
  readonly text: string;
}

function serviceFiles(domain: string): ServiceFile[] {
  const srcFolder = path.join(repoRoot, 'services', domain, 'src');
  return readdirSync(srcFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return {
        file: path.relative(srcFolder, absolute).split(path.sep).join('/'),
        text: readFileSync(absolute, 'utf8'),
      };
    });
}

const production = (files: ServiceFile[]) => files.filter(({ file }) => !testFile.test(file));

/** Files at the top of `src/` other than the entry, the app, the config and the service's test files. */
export function looseFiles(files: ServiceFile[]): string[] {
  const appLevel = new Set(['main.ts', 'app.ts', 'config.ts']);
  return production(files)
    .map(({ file }) => file)
    .filter((file) => !file.includes('/') && !appLevel.has(file));
}

/** Files outside `src/<feature>/[<part>/]<kebab-name>.ts`. */
export function misnamedFiles(files: ServiceFile[]): string[] {
  const featureFile = new RegExp(`^${kebab}/(?:${kebab}/)?${kebab}(?:\\.test(?:\\.util|\\.helper|\\.data)?)?\\.ts$`);
  const topFile = new RegExp(`^${kebab}(?:\\.test(?:\\.util|\\.helper)?)?\\.ts$`);
  return files.map(({ file }) => file).filter((file) => !featureFile.test(file) && !topFile.test(file));
}

/** Production files that call another service (the kit's `serviceClient`) outside `neighbours/`. */
export function neighbourCallsElsewhere(files: ServiceFile[]): string[] {
  return production(files)
    .filter(({ file, text }) => !file.startsWith('neighbours/') && /\bserviceClient\(/.test(text))
    .map(({ file }) => file);
}

/** Production files that define a mongoose model but are not named `<x>-model.ts`. */
export function modelsElsewhere(files: ServiceFile[]): string[] {
  return production(files)
    .filter(({ file, text }) => !/-model\.ts$/.test(file) && /\bmodel(?:<[^>]*>)?\(\s*['"`]/.test(text))
    .map(({ file }) => file);
}

/** Production files that register routes on a router but are not named `<x>-routes.ts`. */
export function routesElsewhere(files: ServiceFile[]): string[] {
  return production(files)
    .filter(
      ({ file, text }) =>
        !/-routes\.ts$/.test(file) &&
        file !== 'app.ts' &&
        /\b(?:router|internal)\.(?:get|post|put|patch|delete|all)\(/.test(text),
    )
    .map(({ file }) => file);
}

/** Route files that import a model: a route talks to its service, which alone talks to models. */
export function routesImportingModels(files: ServiceFile[]): string[] {
  return production(files)
    .filter(({ file, text }) => /-routes\.ts$/.test(file) && /from '[^']*-model'/.test(text))
    .map(({ file }) => file);
}

/** The registrations the app's internal-router callback makes with functions from outside `internal/`. */
export function internalRoutesElsewhere(files: ServiceFile[]): string[] {
  const app = files.find(({ file }) => file === 'app.ts');
  if (!app) return ['app.ts is missing'];
  const imports = new Map(
    [...app.text.matchAll(/import \{([^}]*)\} from '([^']+)'/g)].flatMap(([, names = '', from = '']) =>
      names.split(',').map((name) => [name.trim().replace(/^type\s+/, ''), from] as const),
    ),
  );
  const callback = /\(internal(?:: Router)?\) => (\{[\s\S]*?\n {4}\}|.*)/.exec(app.text)?.[1] ?? '';
  return [...callback.matchAll(/\b(register\w+)\(/g)]
    .map(([, name = '']) => name)
    .filter((name) => !imports.get(name)?.startsWith('./internal/'))
    .map((name) => `${name} (${imports.get(name) ?? 'not imported'})`);
}

/**
 * Production files that declare their own subclass of Error other than a `<Something>Failure`: the
 * failure of something outside the process (a model provider, a platform), typed so its caller can
 * decide a retry, and turned into an AppError or an answer before it reaches a route, like the kit's
 * PlatformFailure and SendFailure.
 */
export function privateErrorClasses(files: ServiceFile[]): string[] {
  return production(files)
    .filter(({ text }) =>
      [...text.matchAll(/class (\w+) extends Error\b/g)].some(([, name = '']) => !name.endsWith('Failure')),
    )
    .map(({ file }) => file);
}

const serviceDomains = domains.map((domain) => [domain.name] as const);

describe('the shape of every service in the domain registry', () => {
  it.each(serviceDomains)('services/%s keeps only main, app and config at the top of src/', (name) => {
    expect([name, looseFiles(serviceFiles(name))]).toEqual([name, []]);
  });

  it.each(serviceDomains)('services/%s names its files in kebab case inside a feature folder', (name) => {
    expect([name, misnamedFiles(serviceFiles(name))]).toEqual([name, []]);
  });

  it.each(serviceDomains)('services/%s calls other services from neighbours/ only', (name) => {
    expect([name, neighbourCallsElsewhere(serviceFiles(name))]).toEqual([name, []]);
  });

  it.each(serviceDomains)('services/%s registers its internal API from internal/ only', (name) => {
    expect([name, internalRoutesElsewhere(serviceFiles(name))]).toEqual([name, []]);
  });

  it.each(serviceDomains)('services/%s defines models in <x>-model.ts and routes in <x>-routes.ts', (name) => {
    const files = serviceFiles(name);
    expect([name, modelsElsewhere(files), routesElsewhere(files)]).toEqual([name, [], []]);
  });

  it.each(serviceDomains)('services/%s routes reach models through a service', (name) => {
    expect([name, routesImportingModels(serviceFiles(name))]).toEqual([name, []]);
  });

  it.each(serviceDomains)(
    'services/%s answers errors with the kit AppError only (and types outside failures as <X>Failure)',
    (name) => {
      expect([name, privateErrorClasses(serviceFiles(name))]).toEqual([name, []]);
    },
  );

  it('names what does not fit', () => {
    const file = (name: string, text = '') => ({ file: name, text });
    expect(
      looseFiles([file('app.ts'), file('context.ts'), file('app.test.ts'), file('x-harness.test.util.ts')]),
    ).toEqual(['context.ts']);
    expect(misnamedFiles([file('sync/SyncService.ts'), file('a/b/c/d.ts'), file('sync/sync-service.ts')])).toEqual([
      'sync/SyncService.ts',
      'a/b/c/d.ts',
    ]);
    expect(
      neighbourCallsElsewhere([
        file('sync/settings-reads.ts', 'serviceClient({'),
        file('neighbours/settings.ts', 'serviceClient({'),
      ]),
    ).toEqual(['sync/settings-reads.ts']);
    expect(
      modelsElsewhere([
        file('sync/metrics.ts', "model('Daily', schema)"),
        file('sync/daily-model.ts', "model('Daily', s)"),
      ]),
    ).toEqual(['sync/metrics.ts']);
    expect(routesImportingModels([file('posts/post-routes.ts', "import { PostModel } from './post-model';")])).toEqual([
      'posts/post-routes.ts',
    ]);
    expect(
      internalRoutesElsewhere([
        file(
          'app.ts',
          "import { registerA } from './internal/a-routes';\nimport { registerB } from './sync/b-routes';\n    (internal) => {\n      registerA(internal);\n      registerB(internal);\n    },",
        ),
      ]),
    ).toEqual(['registerB (./sync/b-routes)']);
    expect(
      internalRoutesElsewhere([
        file('app.ts', "import { registerC } from './c/c-routes';\n    (internal) => registerC(internal),"),
      ]),
    ).toEqual(['registerC (./c/c-routes)']);
    expect(
      privateErrorClasses([
        file('x/y.ts', 'export class NoPage extends Error {}'),
        file('llm/llm-client.ts', 'export class LlmFailure extends Error {}'),
      ]),
    ).toEqual(['x/y.ts']);
  });
});
