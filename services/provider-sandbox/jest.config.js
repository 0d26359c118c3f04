module.exports = {
  ...require('../../shared/build/jest-preset-node.cjs'),
  rootDir: __dirname,
};
