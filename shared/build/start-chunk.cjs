// The shell's start in one chunk (docs/decisions/auth-first-visit.md): every shared module and every
// kit file is a chunk of its own by default (the federation runtime loads each provided module on its
// own), so the shell's start was some 30 small chunks on every first visit, /auth's included, each
// gzipped alone, and the plain-data contracts they import (app texts, constants, paths) copied into
// several of them. The modules every page's start runs go into one chunk instead: fewer requests
// (docs/decisions/federation-cost.md) and fewer bytes.
const fs = require('node:fs');
const path = require('node:path');
const { sharedSrc } = require('./shared-modules.cjs');

/**
 * Libraries every page's start runs (the store, its Redux Toolkit, RTK Query and react-redux, React,
 * the contracts' zod), small enough that a chunk of their own costs more than it caches. react-dom,
 * react-router and antd keep their own chunks: large, and each cached on its own.
 */
const startLibraries = ['react', 'react-redux', '@reduxjs/toolkit', 'immer', 'reselect', 'redux', 'redux-thunk', 'zod'];

const staticImport =
  /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g;

/** A clause whose every name is a type (`{ type A, type B }`) compiles to nothing. */
function typesOnly(clause) {
  const braces = clause.match(/^\{([^}]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function resolveSource(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The source files `entry` runs at once: its static imports, relative or of the kit
 * (`@scp/shared/...`), followed through; dynamic `import()`s and type-only imports are not.
 */
function staticImportClosure(entry) {
  const found = new Set();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop();
    if (found.has(file)) continue;
    found.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(staticImport)) {
      const [, typeOnly, clause = '', fromSpecifier, bareSpecifier] = match;
      const specifier = fromSpecifier ?? bareSpecifier;
      if (typeOnly || typesOnly(clause.trim())) continue;
      let base;
      if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
      else if (specifier.startsWith('@scp/shared/'))
        base = path.join(sharedSrc, specifier.slice('@scp/shared/'.length));
      else continue;
      const resolved = resolveSource(base);
      if (resolved) pending.push(resolved);
    }
  }
  return found;
}

const inStartLibrary = new RegExp(
  `[\\\\/]node_modules[\\\\/](${startLibraries.map((name) => name.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`,
);

/**
 * The splitChunks cache group of the host's production build, one async chunk named `start`: the kit
 * and shell files `entry` (the shell's bootstrap) imports statically, the start libraries, and the
 * package modules those import statically (the toaster's icons), which would otherwise be copied into
 * each chunk that imported them.
 */
function startChunkCacheGroup(entry) {
  const files = staticImportClosure(entry);
  const decided = new Map();
  const inStart = (module, moduleGraph) => {
    const resource = module.resource;
    if (!resource) return false;
    if (files.has(resource) || inStartLibrary.test(resource)) return true;
    if (!/[\\/]node_modules[\\/]/.test(resource)) return false;
    if (decided.has(module)) return decided.get(module);
    // An import cycle counts as not in the start until proven otherwise.
    decided.set(module, false);
    const result = [...moduleGraph.getIncomingConnections(module)].some(
      (connection) =>
        connection.originModule &&
        connection.dependency &&
        // A static import: its dependency sits on the importing module, not in an `import()` block.
        moduleGraph.getParentBlock(connection.dependency) === connection.originModule &&
        inStart(connection.originModule, moduleGraph),
    );
    decided.set(module, result);
    return result;
  };
  return {
    name: 'start',
    chunks: 'async',
    enforce: true,
    priority: 20,
    test: (module, { moduleGraph }) => inStart(module, moduleGraph),
  };
}

module.exports = { startChunkCacheGroup, startLibraries, staticImportClosure };
