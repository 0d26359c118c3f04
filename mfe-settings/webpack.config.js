const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');

module.exports = (_env, argv) =>
  createWebpackConfig({ kind: 'remote', domain: 'settings', dirname: __dirname, mode: argv.mode });
