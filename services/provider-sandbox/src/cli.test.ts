import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The CLI is what `npm start` and the stack launcher run: compile it as the build does and run it.
const packageDir = path.join(__dirname, '..');
let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'provider-sandbox-cli-'));
  const swc = require.resolve('@swc/cli/bin/swc.js');
  execFileSync(
    process.execPath,
    [
      swc,
      'src',
      '-d',
      outDir,
      '--strip-leading-paths',
      '--config-file',
      '../../shared/build/swc-node.json',
      '--ignore',
      '**/*.test.*',
      '--quiet',
    ],
    { cwd: packageDir, stdio: 'pipe' },
  );
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawn(process.execPath, [path.join(outDir, 'cli.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_PATH: [path.join(packageDir, 'node_modules'), path.join(packageDir, '..', '..', 'node_modules')].join(
        path.delimiter,
      ),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('provider-sandbox CLI', () => {
  it('prints its listening line, serves, and exits 0 on SIGTERM', async () => {
    const child = run({
      PORT: '0',
      SMTP_PORT: '0',
      SANDBOX_BILLING_WEBHOOK_URL: 'http://127.0.0.1:8083/hooks/billing',
    });
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const match = /^provider-sandbox listening on http:\/\/127\.0\.0\.1:(\d+) \(smtp (\d+)\)\n$/.exec(line.toString());
    expect(match).not.toBeNull();
    const health = await fetch(`http://127.0.0.1:${match![1]}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const discovery = await (
      await fetch(`http://127.0.0.1:${match![1]}/google/.well-known/openid-configuration`)
    ).json();
    expect(discovery.issuer).toBe(`http://localhost:${match![1]}/google`);
    const home = await (await fetch(`http://127.0.0.1:${match![1]}/`)).text();
    expect(home).toContain('http://127.0.0.1:8083/hooks/billing');
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('refuses a bad configuration with exit code 1 and names the variable', async () => {
    const child = run({ PORT: 'eighty', SMTP_PORT: '0' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('refuses a billing webhook URL that is not http(s)', async () => {
    const child = run({ PORT: '0', SMTP_PORT: '0', SANDBOX_BILLING_WEBHOOK_URL: 'javascript:alert(1)' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('SANDBOX_BILLING_WEBHOOK_URL');
  });
});
