module.exports = { ...require('./build/jest-preset-node.cjs'), rootDir: __dirname };
