// Runs the CLI from its TypeScript source in a child process (no prior build needed): a tiny
// require hook compiles .ts files with @swc/core, which the workspace already has.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './harness';

const cliSource = path.join(__dirname, '..', 'cli.ts');

let hookFile: string | undefined;

function registerHook(): string {
  if (hookFile) return hookFile;
  const swcCore = require.resolve('@swc/core');
  hookFile = path.join(tempDir('hook'), 'register-ts.js');
  writeFileSync(
    hookFile,
    `const swc = require(${JSON.stringify(swcCore)});
const fs = require('fs');
require.extensions['.ts'] = function (module, filename) {
  const out = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename, sourceMaps: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(out.code, filename);
};
`,
  );
  return hookFile;
}

export interface CliProcess {
  child: ChildProcess;
  uri: string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnCli(args: string[]): Promise<CliProcess> {
  const child = spawn(process.execPath, ['-r', registerHook(), cliSource, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
      const m = /^embedded-mongo listening on (mongodb:\/\/\S+)\n/m.exec(stdout);
      if (m) resolve({ child, uri: m[1]!, stderr: () => stderr, exited });
    });
    void exited.then(({ code }) => reject(new Error(`embedded-mongo exited early (${code}): ${stderr}`)));
  });
}
