// What every app's antd carries that no page draws (docs/decisions/auth-first-visit.md). antd's own
// modules import a few heavy ones for one small use: replaced at build time by a module that does
// the same thing without them. Measured on the shell's shared antd (the /auth first visit's largest
// file), 66.0 KiB gz before: 51.9 after the three below.
const path = require('node:path');

/** Pure component packages that do not say so: without the flag their index brings every component. */
const sideEffectFreeRule = { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false };

const replacements = [
  // The button's style tokens import the colour picker's presets panel (and its Collapse) for `isBright`.
  {
    request: /^\.\.\/\.\.\/color-picker\/components\/ColorPresets$/,
    issuer: /[\\/]antd[\\/]es[\\/]button[\\/]style$/,
    replacement: path.join(__dirname, 'antd', 'is-bright.mjs'),
  },
  // ConfigProvider imports tooltip's UniqueProvider, drawn only with `tooltip.unique`: loaded when drawn.
  {
    request: /^\.\.\/tooltip\/UniqueProvider$/,
    issuer: /[\\/]antd[\\/]es[\\/]config-provider$/,
    replacement: path.join(__dirname, 'antd', 'lazy-unique-provider.mjs'),
  },
];

/** Swaps each import above (matched by its request and the importing folder). */
class AntdTrimsPlugin {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(/ColorPresets$|UniqueProvider$/, (resolveData) => {
      const trim = replacements.find(
        ({ request, issuer }) => request.test(resolveData.request) && issuer.test(resolveData.context ?? ''),
      );
      if (trim) resolveData.request = trim.replacement;
    }).apply(compiler);
  }
}

module.exports = { AntdTrimsPlugin, replacements, sideEffectFreeRule };
