const path = require('node:path');

module.exports = {
  ...require('../shared/build/jest-preset-web.cjs'),
  rootDir: __dirname,
  // The chart code as the build cuts it (chart-replacements.cjs).
  resolver: path.join(__dirname, 'jest-resolver.cjs'),
};
