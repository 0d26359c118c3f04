// Node tests (`*.test.ts`: contracts, pure client logic, the SSE client against a real server) and
// jsdom tests (`*.test.tsx`: hooks and components) run as two projects of one jest run.
const node = require('./build/jest-preset-node.cjs');
const web = require('./build/jest-preset-web.cjs');

module.exports = {
  projects: [
    {
      ...node,
      displayName: 'node',
      rootDir: __dirname,
      // build/*.test.cjs: the build presets' own checks (plain CommonJS, not transformed).
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/build/**/*.test.cjs'],
    },
    { ...web, displayName: 'web', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.test.tsx'] },
  ],
};
