// Type-checks the package in the current directory with TypeScript 7 (pinned in docs/toolchain.md).
// The plain `typescript` dependency is 5.x only because typescript-eslint needs its JS API,
// so the TS 7 compiler is reached through its alias package rather than `.bin/tsc`.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', process.cwd(), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
