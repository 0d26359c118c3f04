// Jest preset for Node packages (services, shared contracts). Sources are TypeScript compiled by
// @swc/jest; @scp/shared resolves to its sources so tests never need a prior build.
const path = require('node:path');

const sharedSrc = path.join(__dirname, '..', 'src');

module.exports = {
  testEnvironment: 'node',
  // CI runs every project two at a time on 2 cores next to child processes: 5 s is too tight there.
  testTimeout: 20_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // As the package's `exports`: the build presets are plain CommonJS, read where they are.
    '^@scp/shared/build/(.*)$': `${__dirname}/$1`,
    '^@scp/shared/(.*)$': `${sharedSrc}/$1`,
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
