// Emits the shell's service worker (`/sw-cache-manager.js`) into its build, outside the federation:
// the worker is bundled by a separate, plain webpack compiler (no Module Federation runtime, no
// HtmlWebpackPlugin: it is never one of index.html's scripts), then its build version is written in.
// The version is a hash of every other file of the shell's build and of the worker itself, so any
// change to the shell gives a new version (a new worker, whose activation clears the old caches),
// and a rebuild without changes keeps it.
const { createHash } = require('node:crypto');
const path = require('node:path');

/** The string the worker's source carries where the version goes (sw-cache-manager.ts). */
const VERSION_PLACEHOLDER = '__SCP_SW_BUILD_VERSION__';
const PLUGIN = 'ServiceWorkerPlugin';

/** The version of a build: its file names and contents (sorted), then the worker's code. */
function buildVersion(files, workerCode) {
  const hash = createHash('sha256');
  for (const [name, content] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(name).update('\0').update(content).update('\0');
  }
  hash.update(workerCode);
  return hash.digest('hex').slice(0, 16);
}

/** Writes `version` in place of the placeholder; a worker without one is a build error. */
function withVersion(workerCode, version) {
  if (!workerCode.includes(VERSION_PLACEHOLDER))
    throw new Error(`${PLUGIN}: the worker's code has no ${VERSION_PLACEHOLDER} to replace`);
  return workerCode.split(VERSION_PLACEHOLDER).join(version);
}

class ServiceWorkerPlugin {
  /**
   * @param {object} options
   * @param {string} options.entry  the worker's source (absolute)
   * @param {string} options.filename  its file in the build's output (served at `/<filename>`)
   * @param {object[]} options.rules  module rules for its sources (the app's swc rule)
   * @param {object[]} options.minimizer  the app's minimizers
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { entry, filename, rules, minimizer } = this.options;
    const { webpack } = compiler;

    /** Bundles the worker in memory (`compile`, never `run`: nothing is written by this compiler). */
    const bundleWorker = () =>
      new Promise((resolve, reject) => {
        const child = webpack({
          name: 'service-worker',
          mode: 'production',
          context: path.dirname(entry),
          target: ['webworker', 'es2020'],
          entry: { [filename]: entry },
          devtool: false,
          cache: false,
          output: { path: compiler.outputPath, filename: '[name]', iife: true, publicPath: '' },
          resolve: { extensions: ['.ts', '.js'] },
          module: { rules },
          optimization: { minimize: true, minimizer, splitChunks: false, runtimeChunk: false },
          performance: { hints: false },
        });
        child.compile((error, compilation) => {
          child.close(() => {});
          if (error) return reject(error);
          if (compilation.errors.length) return reject(compilation.errors[0]);
          const asset = compilation.getAsset(filename);
          if (!asset) return reject(new Error(`${PLUGIN}: ${filename} was not produced`));
          return resolve(asset.source.source().toString());
        });
      });

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Last: every other file has its final (content-hashed) name and content.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          try {
            const workerCode = await bundleWorker();
            const files = compilation
              .getAssets()
              .filter((asset) => asset.name !== filename)
              .map((asset) => [asset.name, asset.source.buffer()]);
            const version = buildVersion(files, workerCode);
            compilation.emitAsset(filename, new webpack.sources.RawSource(withVersion(workerCode, version)), {
              minimized: true,
              serviceWorkerVersion: version,
            });
          } catch (error) {
            const failure = new webpack.WebpackError(`${PLUGIN}: ${error.message ?? error}`);
            failure.hideStack = true;
            compilation.errors.push(failure);
          }
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin, buildVersion, withVersion, VERSION_PLACEHOLDER };
