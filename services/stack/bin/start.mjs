#!/usr/bin/env node
// `npm start`: install if needed, build what is stale, run the whole app locally.
// `npm start -- --replicas 2` (or SCP_REPLICAS=2): two processes of the gateway and of each service,
// each pair behind a local round-robin balancer (lib/balancer.mjs).
import { parseArgs } from 'node:util';
import { prepare, runStack } from './run-stack.mjs';

const { values } = parseArgs({ options: { replicas: { type: 'string' } } });
const replicasText = values.replicas ?? process.env.SCP_REPLICAS ?? '1';
const replicas = Number(replicasText);
if (!/^\d+$/.test(replicasText) || replicas < 1 || replicas > 8) {
  console.error(`--replicas (SCP_REPLICAS) must be a whole number from 1 to 8, not "${replicasText}"`);
  process.exit(1);
}

await prepare();

await runStack({ replicas }, (stack) =>
  [
    '',
    `  The app is running: ${stack.gatewayUrl}`,
    ...(replicas > 1
      ? [`  ${replicas} replicas of the gateway and of each service, behind local balancers (logs by replica name).`]
      : []),
    `  Dev mailbox (password-reset mail): ${stack.gatewayUrl}/dev/mailbox`,
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
