const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');

module.exports = (_env, argv) =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mfe_auth',
    dirname: __dirname,
    port: 3001,
    exposes: { './routes': './src/routes.tsx' },
    mode: argv.mode,
  });
