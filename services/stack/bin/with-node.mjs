#!/usr/bin/env node
// `node services/stack/bin/with-node.mjs <script> [args]`: runs a launcher script (`npm start`,
// `npm test`, `npm run dev`, `npm run bench`) on the project's Node (lib/node-runtime.mjs), fetching
// it first when the machine's Node is older.
//
// The script runs in a process group of its own and each stop signal reaches it once, from here: a
// Ctrl-C in the terminal reaches npm and this process's group, and npm forwards it again, so the
// script would otherwise get two SIGINTs, and a second one cuts a launcher's clean-up short.
import { spawn } from 'node:child_process';
import { ensureProjectNode } from '../lib/node-runtime.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: with-node.mjs <script> [args]');
  process.exit(2);
}

let node;
try {
  node = ensureProjectNode();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const child = spawn(node.binary, [script, ...args], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, ...node.env },
});
const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const forwarded = new Set();
for (const signal of stopSignals) {
  process.on(signal, () => {
    if (forwarded.has(signal) || child.exitCode !== null || child.signalCode !== null) return;
    forwarded.add(signal);
    child.kill(signal);
  });
}
child.on('error', (error) => {
  console.error(`could not run ${script}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  for (const stopSignal of stopSignals) process.removeAllListeners(stopSignal);
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
