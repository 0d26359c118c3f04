// Jest resolves as webpack.config.js builds: @ant-design/plots' registry of plot types and its G2
// chart class are the app's cut ones, and the stand-ins replace the packages the charts never use
// (chart-replacements.cjs), so the chart test renders what ships.
// Jest runs CommonJS: the ES-module-only paths the replacements import (@antv/g2/esm/...,
// @ant-design/plots/es/...) are read from the same packages' CommonJS builds (lib/).
const { chartStandIns, replacementOf } = require('./chart-replacements.cjs');

const commonJsBuilds = [
  [/^@antv\/g2\/esm\//, '@antv/g2/lib/'],
  [/^@ant-design\/plots\/es\//, '@ant-design/plots/lib/'],
];

module.exports = (request, options) => {
  if (Object.hasOwn(chartStandIns, request)) return chartStandIns[request];
  const commonJs = commonJsBuilds.reduce((path, [esm, lib]) => path.replace(esm, lib), request);
  const resolved = options.defaultResolver(commonJs, options);
  return replacementOf(resolved) ?? resolved;
};
