const preset = require('../shared/build/jest-preset-web.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  // @ant-design/icons' CommonJS build requires @ant-design/colors, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
};
