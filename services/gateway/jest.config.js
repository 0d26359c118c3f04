const path = require('node:path');
const preset = require('../kit/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The sign-in security tests run the real auth service, from its sources (never a stale build).
    '^@scp/service-auth/(.*)$': path.join(__dirname, '..', 'auth', 'src', '$1'),
  },
};
