#!/usr/bin/env node
// `npm start`: install if needed, build what is stale, run the whole app locally.
import { buildStale, ensureInstalled } from '../lib/stack.mjs';
import { runStack } from './run-stack.mjs';

try {
  ensureInstalled();
  buildStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

await runStack({}, (stack) =>
  [
    '',
    `  The app is running: ${stack.gatewayUrl}`,
    `  Dev mailbox (password-reset mail): ${stack.gatewayUrl}/dev/mailbox`,
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
