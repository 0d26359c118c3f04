const path = require('node:path');
const preset = require('../kit/jest-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The reset and confirmation mail tests deliver to the real provider sandbox's SMTP mailbox, from its sources.
    '^@scp/provider-sandbox$': path.join(__dirname, '..', 'provider-sandbox', 'src', 'main.ts'),
  },
};
