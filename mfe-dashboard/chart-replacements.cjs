// The chart code cut to what the app draws (docs/decisions/chart-bundle.md): two modules of
// @ant-design/plots are swapped for the app's own, in the build (webpack.config.js) and in Jest
// (jest.config.js, through jest-resolver.cjs) alike, so the tests render the charts the build ships.
const fs = require('node:fs');
const path = require('node:path');

const lib = path.join(__dirname, 'src', 'features', 'charts', 'lib');

/**
 * [a file of @ant-design/plots (its ES or CommonJS build), with or without its `.js` or
 * `/index.js` as imported, the app's replacement].
 */
const chartReplacements = [
  // The registry of plot types (`Plots`): every type's adaptor, whichever component is used.
  [/[\\/]@ant-design[\\/]plots[\\/](es|lib)[\\/]core([\\/]index(\.js)?)?$/, path.join(lib, 'plots-registry.ts')],
  // G2's runtime extended with G2's whole standard library and the plot extension.
  [/[\\/]@ant-design[\\/]plots[\\/](es|lib)[\\/]core[\\/]base[\\/]chart(\.js)?$/, path.join(lib, 'plots-chart.ts')],
  // G2's private builtins, added to every chart's library: continuous legends, radar axis, breaks.
  [/[\\/]@antv[\\/]g2[\\/](esm|lib)[\\/]lib[\\/]builtinlib(\.js)?$/, path.join(lib, 'g2-builtins.ts')],
];

/**
 * Packages the chart code imports that the app's charts never use, each for a stand-in of the
 * app's: html2canvas (see no-html-capture.ts), d3-scale-chromatic (see no-color-schemes.ts) and
 * G's drag-and-drop plugin (see no-drag-and-drop.ts).
 * Webpack aliases them (chartAliases); Jest resolves them the same (jest-resolver.cjs).
 */
const chartStandIns = {
  html2canvas: path.join(lib, 'no-html-capture.ts'),
  '@antv/vendor/d3-scale-chromatic': path.join(lib, 'no-color-schemes.ts'),
  '@antv/g-plugin-dragndrop': path.join(lib, 'no-drag-and-drop.ts'),
};

/** The app's replacement of a file of @ant-design/plots or G2 (an absolute path), or undefined. */
function replacementOf(file) {
  return chartReplacements.find(([pattern]) => pattern.test(file))?.[1];
}

/**
 * Webpack: a relative import inside the package that lands on a replaced file is redirected
 * before it is resolved, so the replacement is resolved and compiled (swc) like the app's sources.
 * Their `lodash` imports go to chart-lodash.mjs, lodash's own one-method modules.
 */
function replaceChartModules(resolveData) {
  if (
    resolveData.request === 'lodash' &&
    /[\\/]@ant-design[\\/](plots|charts-util)[\\/]/.test(resolveData.context ?? '')
  ) {
    resolveData.request = path.join(__dirname, 'chart-lodash.mjs');
    return;
  }
  if (!resolveData.context || !/^\.\.?\//.test(resolveData.request)) return;
  const replacement = replacementOf(path.resolve(resolveData.context, resolveData.request));
  if (replacement) resolveData.request = replacement;
}

/** The folder of package `name` as resolved from `from` (its `exports` may hide package.json). */
function packageRoot(name, from) {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== name) {
    if (path.dirname(dir) === dir) throw new Error(`chart-replacements: no package.json of ${name} above ${from}`);
    dir = path.dirname(dir);
  }
  return dir;
}

/**
 * Webpack aliases for what the chart code pulls in beside G2: one copy of G's core (@antv/g and
 * @antv/g-canvas each pin their own patch release of @antv/g-lite, so the chunk carried two; the
 * renderer's, the newer, serves both), @antv/coord's ES modules, and the stand-ins (chartStandIns).
 */
function chartAliases() {
  const canvasRenderer = packageRoot('@antv/g-canvas', __dirname);
  const coordinates = packageRoot('@antv/coord', __dirname);
  return {
    '@antv/g-lite$': packageRoot('@antv/g-lite', canvasRenderer),
    // Its ES modules: its package.json's `browser` field, which webpack prefers, names a minified
    // bundle with its own copies of gl-matrix, @antv/scale and @antv/util that nothing can trim.
    '@antv/coord$': path.join(coordinates, require(path.join(coordinates, 'package.json')).module),
    ...Object.fromEntries(Object.entries(chartStandIns).map(([request, file]) => [`${request}$`, file])),
  };
}

/** lodash's one-method modules have no side effects (its package.json does not say so). */
const chartModuleRules = [{ test: /[\\/]node_modules[\\/]lodash[\\/]/, sideEffects: false }];

module.exports = {
  chartAliases,
  chartModuleRules,
  chartReplacements,
  chartStandIns,
  replacementOf,
  replaceChartModules,
};
