#!/usr/bin/env node
// `npm run dev`: the whole app with hot reload. Node packages are rebuilt (swc, ~0.1 s) when their
// sources change and their processes restart (`node --watch`); the shell and remotes run their
// webpack dev servers with hot module replacement on 3000-3006.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { workspacePackages } from '../lib/stack.mjs';
import { prepare, runStack } from './run-stack.mjs';

await prepare();

/** Rebuilds a Node package's dist when its src changes; one build at a time, changes coalesced. */
function rebuildOnChange(pkg) {
  const src = path.join(pkg.dir, 'src');
  let timer;
  let building = false;
  let again = false;
  const build = () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    const child = spawn('npm', ['run', 'build', '--silent', '-w', pkg.name], { stdio: 'inherit' });
    child.on('exit', (code) => {
      building = false;
      if (code !== 0) console.error(`[dev] ${pkg.name}: build failed`);
      if (again) {
        again = false;
        build();
      }
    });
  };
  const watcher = watch(src, { recursive: true }, (_event, file) => {
    if (file && /\.test\./.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(build, 150);
  });
  return watcher;
}

const nodePackages = workspacePackages().filter(
  (pkg) => !pkg.frontEnd && pkg.scripts.build && existsSync(path.join(pkg.dir, 'src')),
);
const watchers = nodePackages.map(rebuildOnChange);
process.on('exit', () => watchers.forEach((watcher) => watcher.close()));

await runStack({ watch: true, frontEndDev: true }, (stack) =>
  [
    '',
    `  The app is running: ${stack.gatewayUrl} (built front end)`,
    ...(stack.devServerUrls.length > 0
      ? [`  Front-end dev servers (hot reload): ${stack.devServerUrls.join(' ')}`]
      : []),
    `  Dev mailbox: ${stack.gatewayUrl}/dev/mailbox`,
    '  Services restart when their sources change. Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
