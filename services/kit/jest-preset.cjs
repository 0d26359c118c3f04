// Jest preset for every service package: the shared Node preset plus the kit mapped to its
// sources, so a service's tests run without building the kit first.
const path = require('node:path');
const base = require('../../shared/build/jest-preset-node.cjs');

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@scp/service-kit/(.*)$': `${path.join(__dirname, 'src')}/$1`,
    // Tests start the embedded database from its sources: never a stale build.
    '^@scp/embedded-mongo$': path.join(__dirname, '..', 'embedded-mongo', 'src', 'main.ts'),
  },
};
