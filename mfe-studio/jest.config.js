module.exports = { ...require('../shared/build/jest-preset-web.cjs'), rootDir: __dirname };
