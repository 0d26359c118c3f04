module.exports = { ...require('../kit/jest-preset.cjs'), rootDir: __dirname };
