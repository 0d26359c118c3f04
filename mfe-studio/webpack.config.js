const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');

module.exports = (_env, argv) =>
  createWebpackConfig({ kind: 'remote', domain: 'studio', dirname: __dirname, mode: argv.mode });
