const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');

module.exports = (_env, argv) =>
  createWebpackConfig({
    kind: 'host',
    name: 'shell',
    dirname: __dirname,
    port: 3000,
    title: 'Social Commerce',
    mode: argv.mode,
  });
