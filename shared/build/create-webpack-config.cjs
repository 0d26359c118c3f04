// One webpack 5 + Module Federation 2 configuration for the shell (host) and the remotes.
// Each app's webpack.config.js only names itself (a remote by its domain); everything else is decided
// here and in the domain registry (shared/src/contracts/domains.ts, read compiled) so the builds
// cannot drift apart (a drifted `shared` map means two Reacts or two RTK Query caches).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedModules, sharedSrc, treeShakingFromEnv } = require('./shared-modules.cjs');
const { assertSharedImportsListed, sharedUsedExports } = require('./shared-imports.cjs');
const { SharedExportsCheckPlugin } = require('./shared-exports-check-plugin.cjs');
const { ServiceWorkerPlugin } = require('./service-worker-plugin.cjs');
const { loadDomainRegistry } = require('./domain-registry.cjs');

const gatewayUrl = process.env.GATEWAY_URL || 'http://localhost:8080';

function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

/** The worker's file name: the path the shell registers (`serviceWorker.scriptPath`, read compiled). */
function serviceWorkerFile() {
  const { serviceWorker } = require(
    path.join(__dirname, '..', 'dist', 'contracts', 'app', 'service-worker-constants.js'),
  );
  return serviceWorker.scriptPath.replace(/^\//, '');
}

function minimizers() {
  return [
    new MinimizerPlugin({
      minify: MinimizerPlugin.swcMinify,
      extractComments: false,
      minimizerOptions: { compress: { passes: 2 } },
    }),
  ];
}

function devServer({ kind, port }) {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    // The shell on :3000 fetches remotes' manifests and chunks cross-origin.
    headers:
      kind === 'remote'
        ? {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'GET, OPTIONS',
            'Access-Control-Allow-Headers': '*',
          }
        : undefined,
    // Same-origin /api keeps the gateway's session cookie first-party in dev as in production;
    // /remotes.json lets a standalone remote's RemoteSlot find the other remotes too.
    proxy: [{ context: ['/api', '/remotes.json'], target: gatewayUrl, changeOrigin: false, ws: false }],
    client: { overlay: { warnings: false, errors: true } },
  };
}

/**
 * The federation name, dev server port and exposed modules of an app: the shell's, or the remote of
 * `domain` from the registry. A remote's config must sit in its own folder (`mfe-<domain>/`): a
 * copied config naming another domain would build that domain's container from this one's sources.
 */
function appIdentity({ kind, domain, dirname }) {
  const { domainNamed, remoteFolderOf, shellApp } = loadDomainRegistry();
  if (kind === 'host') {
    if (domain) throw new Error('createWebpackConfig: the host (shell) has no domain');
    return { name: shellApp.federationName, port: shellApp.devPort, exposes: {} };
  }
  if (!domain)
    throw new Error("createWebpackConfig: a remote names its domain, e.g. { kind: 'remote', domain: 'auth' }");
  const entry = domainNamed(domain);
  if (path.basename(dirname) !== remoteFolderOf(entry.name)) {
    throw new Error(
      `createWebpackConfig: domain '${entry.name}' is built from ${remoteFolderOf(entry.name)}/, not ${path.basename(dirname)}/`,
    );
  }
  return { name: entry.federationName, port: entry.devPort, exposes: { ...entry.exposes } };
}

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} [options.domain]  remote only: its domain in the registry (shared/src/contracts/domains.ts),
 *   which gives the federation name (`mfe_<domain>`), the dev server port and the exposed modules
 * @param {string} options.dirname  the app's directory (sources in `src/`, output in `dist/`)
 * @param {string} [options.title]  document title of the HTML page
 * @param {'development'|'production'} [options.mode]
 * @param {string} [options.serviceWorker]  host only: the service worker's source (relative to `dirname`),
 *   built on its own into `dist/sw-cache-manager.js` by production builds (service-worker-plugin.cjs)
 * @param {Record<string, boolean>} [options.treeShaking]  MF 2's shared tree shaking per singleton
 *   (`antd`, `react-router`); default all on unless MF_ANTD_TREE_SHAKING=0 / MF_ROUTER_TREE_SHAKING=0.
 *   Every app keeps the repo-wide export lists of shared-used-exports.cjs, and the build fails when
 *   its sources import a name missing there: the runtime hands every app the first-loaded
 *   tree-shaken singleton unchecked, so a missing name would be `undefined` (React error #130).
 */
function createWebpackConfig(options) {
  const { kind, domain, dirname, title = 'Social Commerce', mode = 'production', serviceWorker } = options;
  if (kind !== 'host' && kind !== 'remote')
    throw new Error(`createWebpackConfig: kind must be 'host' or 'remote', got ${kind}`);
  if (!dirname) throw new Error('createWebpackConfig: dirname is required');
  for (const fixed of ['name', 'port', 'exposes']) {
    if (options[fixed] !== undefined)
      throw new Error(`createWebpackConfig: ${fixed} comes from the domain registry (shared/src/contracts/domains.ts)`);
  }
  const { name, port, exposes } = appIdentity({ kind, domain, dirname });
  if (serviceWorker && kind !== 'host')
    throw new Error('createWebpackConfig: only the host (shell) has a service worker: its scope is the whole site');
  const development = mode === 'development';
  const treeShaking = options.treeShaking ?? treeShakingFromEnv();
  // Its own sources and the shared kit's are what this build bundles; shared's tests check all apps.
  assertSharedImportsListed({ dirs: [path.join(dirname, 'src'), sharedSrc] });
  const isHost = kind === 'host';
  // A remote's index page is only its standalone dev harness; the production remote is loaded through its manifest.
  const withPage = isHost || development;

  return {
    name,
    mode,
    context: dirname,
    target: ['web', 'es2020'],
    entry: withPage ? { main: './src/index.ts' } : {},
    devtool: development ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      // Always hashed: the federation runtime's own child compilation reuses chunk ids, so `[id].js` collides.
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Browser builds compile the kit from source; the package's `exports` point Node at dist/.
      alias: { '@scp/shared': sharedSrc },
    },
    module: {
      rules: [{ test: /\.m?js$/, resolve: { fullySpecified: false } }, swcRule(development)],
    },
    optimization: {
      minimize: !development,
      minimizer: minimizers(),
      moduleIds: development ? 'named' : 'deterministic',
      chunkIds: development ? 'named' : 'deterministic',
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: createSharedModules({ dirname, treeShaking }),
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // Browser-only runtimes. In production a remote never loads other remotes itself (RemoteSlot goes
        // through the shell's runtime, the shared remote loader being the shell's copy), so its runtime
        // drops remote loading; the standalone dev harness is its own host and keeps it.
        experiments: {
          optimization:
            isHost || development ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
        },
        dev: development
          ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
          : false,
      }),
      new SharedExportsCheckPlugin(
        Object.fromEntries(Object.entries(sharedUsedExports).filter(([name]) => treeShaking[name])),
      ),
      ...(withPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title,
              publicPath: '/',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      // Not in development: the dev server has no use for it (the shell registers it only in production builds).
      ...(serviceWorker && !development
        ? [
            new ServiceWorkerPlugin({
              entry: path.resolve(dirname, serviceWorker),
              filename: serviceWorkerFile(),
              rules: [swcRule(false)],
              minimizer: minimizers(),
            }),
          ]
        : []),
    ],
    devServer: devServer({ kind, port }),
    stats: development ? 'errors-warnings' : { preset: 'errors-warnings', timings: true },
  };
}

module.exports = { createWebpackConfig };
