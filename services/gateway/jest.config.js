const path = require('node:path');
const preset = require('../kit/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The dev mailbox test runs the real provider sandbox, from its sources.
    '^@scp/provider-sandbox$': path.join(__dirname, '..', 'provider-sandbox', 'src', 'main.ts'),
  },
};
