#!/usr/bin/env node
// `npm run typecheck` and `npm test`'s type-check: TypeScript 7 over two programs, the browser packages
// (tsconfig.web.json) and the Node packages with the end-to-end tests (tsconfig.node.json), side by side.
// One program per package checked the shared sources and the libraries' types again in each of 21
// packages; two programs check each file once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, repoRoot, run } from '../lib/bootstrap.mjs';

const require = createRequire(import.meta.url);
// The plain `typescript` dependency is 5.x for typescript-eslint; TS 7 is its alias package (docs/toolchain.md).
const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');

const results = await Promise.all(
  ['tsconfig.web.json', 'tsconfig.node.json'].map(async (project) => {
    const started = Date.now();
    const code = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(repoRoot, project)], { cwd: repoRoot });
    log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return code;
  }),
);
process.exit(results.every((code) => code === 0) ? 0 : 1);
