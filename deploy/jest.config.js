// The kit's preset: the node preset plus @scp/service-kit mapped to its sources, so
// src/production-config.test.ts loads the services' own config code without a build.
module.exports = { ...require('../services/kit/jest-preset.cjs'), rootDir: __dirname };
