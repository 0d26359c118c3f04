// Jest preset for every service package: the shared Node preset plus the kit mapped to its
// sources, so a service's tests run without building the kit first.
const path = require('node:path');
const base = require('../../shared/build/jest-preset-node.cjs');

const sandboxSrc = path.join(__dirname, '..', 'provider-sandbox', 'src');

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@scp/service-kit/(.*)$': `${path.join(__dirname, 'src')}/$1`,
    // Tests start the embedded database from its sources: never a stale build.
    '^@scp/embedded-mongo$': path.join(__dirname, '..', 'embedded-mongo', 'src', 'main.ts'),
    // Mail and redirect sign-in tests run the real provider sandbox from its sources (its test
    // helpers are never built).
    '^@scp/provider-sandbox$': path.join(sandboxSrc, 'main.ts'),
    '^@scp/provider-sandbox/(.*)$': `${sandboxSrc}/$1`,
  },
};
