// jsdom tests: hooks and components.
module.exports = {
  ...require('./build/jest-preset-web.cjs'),
  displayName: 'shared (web)',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
};
