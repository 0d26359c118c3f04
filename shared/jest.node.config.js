// Node tests: contracts, pure client logic, the SSE client against a real server, and the build
// presets' own checks (build/*.test.cjs, plain CommonJS).
module.exports = {
  ...require('./build/jest-preset-node.cjs'),
  displayName: 'shared (node)',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/build/**/*.test.cjs'],
};
