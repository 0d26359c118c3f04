#!/usr/bin/env node
// The npm bin is this committed file, not dist/cli.js: npm links a workspace's bin only when its
// target exists at install time, and a fresh clone has no dist/ until the first build.
'use strict';
const cli = require('node:path').join(__dirname, '..', 'dist', 'cli.js');
if (!require('node:fs').existsSync(cli)) {
  process.stderr.write('embedded-mongo is not built yet: run `npm run build -w @scp/embedded-mongo`\n');
  process.exit(1);
}
require(cli);
