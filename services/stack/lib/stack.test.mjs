// Starts the whole stack on free ports from the built packages, checks it answers end to end, stops
// it and checks no process is left. Skipped when the Node packages are not built.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { formatLogLine, repoRoot, startStack } from './stack.mjs';

const built = [
  'services/kit',
  'services/gateway',
  'services/auth',
  'services/embedded-mongo',
  'services/provider-sandbox',
].every((dir) => existsSync(path.join(repoRoot, dir, 'dist')));

test(
  'startStack runs the app on free ports and stop() leaves nothing running',
  { skip: !built && 'packages not built' },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scp-stack-test-'));
    const stack = await startStack({ freePorts: true, dataDir, output: null, log: () => {} });
    try {
      assert.match(stack.gatewayUrl, /^http:\/\/localhost:\d+$/);
      const ready = await fetch(`${stack.gatewayUrl}/readyz`);
      assert.equal(ready.status, 200);
      const session = await fetch(`${stack.gatewayUrl}/api/auth/session`);
      assert.equal(session.status, 401);
      assert.deepEqual(await session.json(), { error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
      // Forwarded to the settings service with a valid internal token: its own 404, not the gateway's 503.
      const forwarded = await fetch(`${stack.gatewayUrl}/api/settings/nothing`);
      assert.equal(forwarded.status, 404);
      const mailbox = await fetch(`${stack.gatewayUrl}/api/dev/mailbox?to=nobody@example.com`);
      assert.equal(mailbox.status, 200);
      // A service reached around the gateway refuses.
      const direct = await fetch(`http://127.0.0.1:${stack.ports.settings}/api/settings/nothing`);
      assert.equal(direct.status, 401);
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const pid of stack.pids) {
      assert.throws(() => process.kill(pid, 0), /ESRCH/, `process ${pid} is still running`);
    }
  },
);

test('formatLogLine makes pino lines readable and leaves others alone', () => {
  assert.equal(formatLogLine('plain text'), 'plain text');
  assert.equal(
    formatLogLine(
      JSON.stringify({
        level: 40,
        msg: 'request completed',
        req: { method: 'GET', url: '/x' },
        res: { statusCode: 404 },
        responseTime: 3,
      }),
    ),
    'WARN request completed GET /x -> 404 (3 ms)',
  );
});
