// The remote build's check that it reads no part of the runtime core the shell does not provide, on a
// real webpack compilation of a module that reads the external global as the federation runtime does.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ExternalRuntimeCheckPlugin, runtimeCoreGlobal } = require('./external-runtime.cjs');

function compile(source, provided) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'external-runtime-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    externalsType: 'global',
    externals: { core: runtimeCoreGlobal },
    plugins: [new ExternalRuntimeCheckPlugin(provided)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

// A webpack compilation each: seconds on a busy machine.
jest.setTimeout(30_000);

describe('ExternalRuntimeCheckPlugin', () => {
  it('passes a remote that reads only provided names', async () => {
    await expect(compile("import { Module } from 'core'; console.log(Module);", ['Module'])).resolves.toEqual([]);
  });

  it('fails a remote that reads a name the shell does not provide, naming it', async () => {
    const errors = await compile("import { Module, helpers } from 'core'; console.log(Module, helpers);", ['Module']);
    expect(errors).toEqual([expect.stringContaining('the shell does not provide: helpers')]);
  });

  it('fails a remote that takes the whole namespace', async () => {
    const errors = await compile("import * as core from 'core'; console.log(Object.keys(core));", ['Module']);
    expect(errors).toEqual([expect.stringContaining('(the whole namespace)')]);
  });
});
