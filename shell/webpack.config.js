const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');

module.exports = (_env, argv) =>
  createWebpackConfig({
    kind: 'host',
    dirname: __dirname,
    title: 'Social Commerce',
    mode: argv.mode,
    serviceWorker: './src/service-worker/sw-cache-manager.ts',
  });
