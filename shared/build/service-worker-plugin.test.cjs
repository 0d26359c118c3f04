// The shell's service worker is bundled apart from the app and carries a version derived from the build.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ServiceWorkerPlugin, VERSION_PLACEHOLDER, buildVersion, withVersion } = require('./service-worker-plugin.cjs');

describe('buildVersion', () => {
  const files = [
    ['main.3f2a9c1d.js', 'console.log(1)'],
    ['index.html', '<script src="/main.3f2a9c1d.js"></script>'],
  ];

  it('is the same for the same files in any order, and changes with any file or the worker', () => {
    const version = buildVersion(files, 'worker');
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion([...files].reverse(), 'worker')).toBe(version);
    expect(buildVersion([files[0], ['index.html', '<script src="/main.0000aaaa.js"></script>']], 'worker')).not.toBe(
      version,
    );
    expect(buildVersion([...files, ['1.0a1b2c3d.js', '']], 'worker')).not.toBe(version);
    expect(buildVersion(files, 'worker 2')).not.toBe(version);
  });

  it('is written wherever the placeholder is, and a worker without one is refused', () => {
    expect(withVersion(`const v="${VERSION_PLACEHOLDER}",c="scp-assets-${VERSION_PLACEHOLDER}"`, 'abc')).toBe(
      'const v="abc",c="scp-assets-abc"',
    );
    expect(() => withVersion('const v = 1', 'abc')).toThrow(`no ${VERSION_PLACEHOLDER}`);
  });
});

describe('ServiceWorkerPlugin', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-sw-plugin-'));
    fs.writeFileSync(path.join(dir, 'rules.js'), 'export const prefix = "cache-";\n');
    fs.writeFileSync(
      path.join(dir, 'worker.js'),
      `import { prefix } from './rules';\nself.cacheName = prefix + '${VERSION_PLACEHOLDER}';\n`,
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function build(appSource) {
    fs.writeFileSync(path.join(dir, 'app.js'), appSource);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './app.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', clean: true },
      optimization: { minimize: false },
      plugins: [
        new ServiceWorkerPlugin({ entry: path.join(dir, 'worker.js'), filename: 'sw.js', rules: [], minimizer: [] }),
      ],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))),
    );
    expect(stats.compilation.errors).toEqual([]);
    const files = fs.readdirSync(path.join(dir, 'dist'));
    return { files, worker: fs.readFileSync(path.join(dir, 'dist', 'sw.js'), 'utf8') };
  }

  it('emits the worker, bundled on its own with the build version, only under its own name', async () => {
    const first = await build('console.log("one");\n');
    expect(first.files.sort()).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/), 'sw.js']);
    expect(first.worker).not.toContain(VERSION_PLACEHOLDER);
    // Its import is bundled in, and it is no module (a classic worker script has no import/export).
    expect(first.worker).toContain('"cache-"');
    expect(first.worker).not.toMatch(/^\s*(import|export)\s/m);
    const version = /["']([0-9a-f]{16})["']/.exec(first.worker)?.[1];
    expect(version).toBeDefined();

    // Rebuilt unchanged: same version (no update offered); changed: a new one.
    expect((await build('console.log("one");\n')).worker).toBe(first.worker);
    const changed = await build('console.log("two");\n');
    expect(changed.worker).not.toBe(first.worker);
    expect(changed.worker).not.toContain(version);
  });
});
