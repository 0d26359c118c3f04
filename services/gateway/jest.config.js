const path = require('node:path');
const preset = require('../kit/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The sign-in security tests run the real auth service, and the API catalogue's coverage test
    // builds every service's app, from their sources (never a stale build).
    '^@scp/service-(auth|settings|dashboard|onboarding|assistant|responder|studio)/(.*)$': path.join(
      __dirname,
      '..',
      '$1',
      'src',
      '$2',
    ),
  },
};
