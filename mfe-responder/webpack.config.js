const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');

module.exports = (_env, argv) =>
  createWebpackConfig({
    kind: 'remote',
    name: 'mfe_responder',
    dirname: __dirname,
    port: 3006,
    exposes: { './routes': './src/routes.tsx', './inbox-panel': './src/inbox-panel.tsx' },
    mode: argv.mode,
  });
