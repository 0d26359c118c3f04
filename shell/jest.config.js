const preset = require('../shared/build/jest-preset-web.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Sources import single icons from the ES build (what webpack bundles); Jest needs their CommonJS twins.
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
  },
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
};
