const { NormalModuleReplacementPlugin } = require('webpack');
const { createWebpackConfig } = require('@scp/shared/build/create-webpack-config.cjs');
const { chartAliases, chartModuleRules, replaceChartModules } = require('./chart-replacements.cjs');

module.exports = (_env, argv) => {
  const config = createWebpackConfig({ kind: 'remote', domain: 'dashboard', dirname: __dirname, mode: argv.mode });
  // The chart code cut to what the app draws (docs/decisions/chart-bundle.md).
  config.resolve.alias = { ...config.resolve.alias, ...chartAliases() };
  config.module.rules.push(...chartModuleRules);
  config.plugins.push(new NormalModuleReplacementPlugin(/^(\.\.?\/|lodash$)/, replaceChartModules));
  return config;
};
