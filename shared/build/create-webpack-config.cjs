// One webpack 5 + Module Federation 2 configuration for the shell (host) and the six remotes.
// Each app's webpack.config.js only names itself; everything else is decided here so the seven
// builds cannot drift apart (a drifted `shared` map means two Reacts or two RTK Query caches).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedModules, sharedSrc, treeShakingFromEnv } = require('./shared-modules.cjs');
const { assertSharedImportsListed, sharedUsedExports } = require('./shared-imports.cjs');
const { SharedExportsCheckPlugin } = require('./shared-exports-check-plugin.cjs');

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
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name  federation name: 'shell' or 'mfe_<area>'
 * @param {string} options.dirname  the app's directory (sources in `src/`, output in `dist/`)
 * @param {number} options.port  dev server port
 * @param {Record<string,string>} [options.exposes]  remote only, e.g. { './routes': './src/routes.tsx' }
 * @param {string} [options.title]  document title of the HTML page
 * @param {'development'|'production'} [options.mode]
 * @param {Record<string, boolean>} [options.treeShaking]  MF 2's shared tree shaking per singleton
 *   (`antd`, `react-router`); default all on unless MF_ANTD_TREE_SHAKING=0 / MF_ROUTER_TREE_SHAKING=0.
 *   Every app keeps the repo-wide export lists of shared-used-exports.cjs, and the build fails when
 *   its sources import a name missing there: the runtime hands every app the first-loaded
 *   tree-shaken singleton unchecked, so a missing name would be `undefined` (React error #130).
 */
function createWebpackConfig(options) {
  const { kind, name, dirname, port, exposes = {}, title = 'Social Commerce', mode = 'production' } = options;
  if (kind !== 'host' && kind !== 'remote')
    throw new Error(`createWebpackConfig: kind must be 'host' or 'remote', got ${kind}`);
  if (!name || !dirname || !port) throw new Error('createWebpackConfig: name, dirname and port are required');
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
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          extractComments: false,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
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
    ],
    devServer: devServer({ kind, port }),
    stats: development ? 'errors-warnings' : { preset: 'errors-warnings', timings: true },
  };
}

module.exports = { createWebpackConfig };
