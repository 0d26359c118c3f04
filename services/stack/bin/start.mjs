#!/usr/bin/env node
// `npm start`: install if needed, build what is stale, run the whole app locally.
import { prepare, runStack } from './run-stack.mjs';

await prepare();

await runStack({}, (stack) =>
  [
    '',
    `  The app is running: ${stack.gatewayUrl}`,
    `  Dev mailbox (password-reset mail): ${stack.gatewayUrl}/dev/mailbox`,
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
