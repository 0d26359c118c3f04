// One webpack 5 + Module Federation 2 configuration for the shell (host) and the remotes.
// Each app's webpack.config.js only names itself (a remote by its domain); everything else is decided
// here and in the domain registry (shared/src/contracts/domains.ts, read compiled) so the builds
// cannot drift apart (a drifted `shared` map means two Reacts or two RTK Query caches).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedModules, sharedSrc, treeShakingFromEnv } = require('./shared-modules.cjs');
const { assertSharedImportsListed, sharedUsedExports } = require('./shared-imports.cjs');
const { SharedExportsCheckPlugin } = require('./shared-exports-check-plugin.cjs');
const { ServiceWorkerPlugin } = require('./service-worker-plugin.cjs');
const { ExternalRuntimeCheckPlugin, externalRuntime } = require('./external-runtime.cjs');
const { AntdTrimsPlugin, sideEffectFreeRule } = require('./antd-trims.cjs');
const { startChunkCacheGroup } = require('./start-chunk.cjs');
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
const sharedExportsFallbackPlugin = path.join(sharedSrc, 'client', 'shared-exports-fallback.ts');

function withAddedExports(base, added = {}) {
  const merged = { ...base };
  for (const [pkg, names] of Object.entries(added)) {
    if (!merged[pkg])
      throw new Error(`createWebpackConfig: addSharedExports names ${pkg}, which is not a tree-shaken singleton`);
    merged[pkg] = [...new Set([...merged[pkg], ...names])].sort();
  }
  return merged;
}

/** The export lists of the singletons this build tree-shakes. */
function treeShakenExportNeeds(usedExportsByPackage, treeShaking) {
  return Object.fromEntries(Object.entries(usedExportsByPackage).filter(([name]) => treeShaking[name]));
}

/**
 * The release a remote's `mf-manifest.json` names (`metaData.buildInfo`): `buildVersion` is
 * REMOTE_VERSION when the deploy sets one (a CI run number, a git tag), else the package version
 * and the commit; `buildTime` is when it was built (SOURCE_DATE_EPOCH for reproducible builds).
 * The shell shows both (development tab) and the gateway can pin a version (REMOTE_<NAME>_VERSION).
 */
function stampRelease(dirname) {
  return ({ stats }) => {
    const buildInfo = stats.metaData.buildInfo ?? {};
    const epoch = Number(process.env.SOURCE_DATE_EPOCH);
    stats.metaData.buildInfo = {
      ...buildInfo,
      buildVersion: process.env.REMOTE_VERSION || defaultReleaseVersion(dirname, buildInfo.buildVersion),
      buildTime: new Date(Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now()).toISOString(),
    };
    return stats;
  };
}

function defaultReleaseVersion(dirname, packageVersion) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${packageVersion}+${commit}` : packageVersion;
  } catch {
    // Not a git checkout (a container build): the package version alone.
    return packageVersion;
  }
}

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
 * @param {Record<string, string[]>} [options.addSharedExports]  exports this build needs beyond
 *   shared-used-exports.cjs, e.g. `{ antd: ['Tag'] }`: how a remote deployed alone is built against
 *   a shell that predates them (the redeploy e2e test builds one so); the repository itself lists
 *   every name in shared-used-exports.cjs.
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
  const usedExportsByPackage = withAddedExports(sharedUsedExports, options.addSharedExports);
  // Its own sources and the shared kit's are what this build bundles; shared's tests check all apps.
  assertSharedImportsListed({ dirs: [path.join(dirname, 'src'), sharedSrc], usedExports: usedExportsByPackage });
  const isHost = kind === 'host';
  // A remote's index page is only its standalone dev harness; the production remote is loaded through its manifest.
  const withPage = isHost || development;
  // One federation runtime core per page, the shell's (external-runtime.cjs).
  const runtime = externalRuntime({ isHost, development });

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
      rules: [{ test: /\.m?js$/, resolve: { fullySpecified: false } }, sideEffectFreeRule, swcRule(development)],
    },
    optimization: {
      minimize: !development,
      minimizer: minimizers(),
      // @ant-design/icons is not shared (it would bring all its icons along): every shared module's
      // chunk that draws an icon bundled its own copy of the icon component (seven in the shell, four
      // on the /auth first visit). One chunk of it instead, loaded by whichever needs it.
      splitChunks: {
        cacheGroups: {
          antdIconComponent: {
            test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components[\\/](AntdIconLight|IconBase|Context)|renderUtils|cssUtils)\.js$/,
            chunks: 'async',
            minSize: 0,
            priority: 10,
            reuseExistingChunk: true,
          },
          // The shell's start in one chunk instead of one per shared module (start-chunk.cjs).
          ...(isHost && !development
            ? { start: startChunkCacheGroup(path.join(dirname, 'src', 'bootstrap.tsx')) }
            : {}),
        },
      },
      moduleIds: development ? 'named' : 'deterministic',
      chunkIds: development ? 'named' : 'deterministic',
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: createSharedModules({ dirname, treeShaking, usedExportsByPackage }),
        manifest: isHost ? false : { fileName: 'mf-manifest.json', additionalData: stampRelease(dirname) },
        // A remote checks the tree-shaken antd it is handed against the exports it was built with
        // (the shell is its first provider and built with its own list). Only antd: see the plugin.
        // MF_ANTD_FALLBACK=0 leaves it out: the bench measures its cost so.
        runtimePlugins: [
          ...runtime.runtimePlugins,
          ...(isHost || !treeShaking.antd || process.env.MF_ANTD_FALLBACK === '0'
            ? []
            : [[sharedExportsFallbackPlugin, { antd: usedExportsByPackage.antd }]]),
        ],
        dts: false,
        // Browser-only runtimes. In production a remote never loads other remotes itself (RemoteSlot goes
        // through the shell's runtime, the shared remote loader being the shell's copy), so its runtime
        // drops remote loading; the standalone dev harness is its own host and keeps it.
        experiments: {
          optimization:
            isHost || development ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          ...runtime.experiments,
        },
        dev: development
          ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
          : false,
      }),
      new SharedExportsCheckPlugin(treeShakenExportNeeds(usedExportsByPackage, treeShaking)),
      // antd parts no page draws, left out of every app's antd (antd-trims.cjs).
      new AntdTrimsPlugin(),
      ...(runtime.experiments.externalRuntime ? [new ExternalRuntimeCheckPlugin()] : []),
      ...(withPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title,
              publicPath: '/',
              scriptLoading: 'defer',
              // The host's page starts the remotes map (remote-loader.ts's remotesManifestUrl) while it is
              // parsed: otherwise it goes out only once the shell's chunks ran and an area mounts, the
              // first of each remote's three round trips (docs/decisions/federation-cost.md). Its
              // crossorigin="anonymous" is the loader's fetch (cors, same-origin credentials), so
              // Chromium hands that fetch the preloaded response instead of asking again.
              remotesMapPreload: isHost ? '/remotes.json' : false,
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
