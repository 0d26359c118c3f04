import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The whole app, built, on free ports: Redis, embedded database, provider sandbox, six services,
// gateway serving the built shell and remotes. Workers find it through the environment.
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The stack launcher is plain ESM without types; loaded at run time from the repository.
  const stackModule = path.resolve(__dirname, '..', 'services', 'stack', 'lib', 'stack.mjs');
  const { startStack } = (await import(stackModule)) as {
    startStack: (options: Record<string, unknown>) => Promise<{
      gatewayUrl: string;
      sandboxUrl: string;
      redisUrl: string;
      stop: () => Promise<void>;
      launchOf: (name: string) => { command: string; args: string[]; env: Record<string, string> };
    }>;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scp-e2e-'));
  const stack = await startStack({
    freePorts: true,
    dataDir,
    env: { LOG_LEVEL: 'warn' },
    log: (line: string) => process.stdout.write(`[e2e stack] ${line}\n`),
    output: null,
  });
  process.env.E2E_BASE_URL = stack.gatewayUrl;
  process.env.E2E_SANDBOX_URL = stack.sandboxUrl;
  // The redeploy spec starts gateways of its own next to the stack's (same services, Redis, keys).
  process.env.E2E_GATEWAY_LAUNCH = JSON.stringify(stack.launchOf('gateway'));
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
