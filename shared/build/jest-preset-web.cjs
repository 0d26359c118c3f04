// Jest preset for browser code (shell, remotes, the client kit's React parts): the Node preset's
// swc transform and @scp/shared mapping, in jsdom, with the polyfills antd 6 and React 19 need there
// (see jest-setup-web.cjs) and stylesheets/assets mapped to stubs (webpack handles them in builds).
const path = require('node:path');
const node = require('./jest-preset-node.cjs');

module.exports = {
  ...node,
  testEnvironment: path.join(__dirname, 'jest-environment-web.cjs'),
  // CI runs every project two at a time on 2 cores next to child processes: 5 s is too tight there.
  testTimeout: 20_000,
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-web.cjs')],
  moduleNameMapper: {
    ...node.moduleNameMapper,
    // Each component on first use rather than all of antd per test file (see jest-antd-lazy.cjs).
    '^antd$': path.join(__dirname, 'jest-antd-lazy.cjs'),
    '\\.(css|less|scss|sass)$': path.join(__dirname, 'jest-style-stub.cjs'),
    '\\.(png|jpe?g|gif|webp|svg|ico|woff2?|ttf|eot)$': path.join(__dirname, 'jest-file-stub.cjs'),
  },
};
