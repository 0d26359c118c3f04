// Checks the browser sources' imports of the tree-shaken shared singletons (antd, react-router)
// against the repo-wide `usedExports` lists of shared-used-exports.cjs: a name missing there would
// be `undefined` at run time in whichever app did not build the copy the runtime picked.
const fs = require('node:fs');
const path = require('node:path');
const sharedUsedExports = require('./shared-used-exports.cjs');

const repoRoot = path.join(__dirname, '..', '..');

/** Packages that must not be imported, with what to import instead. */
const forbiddenPackages = {
  // React Router 7's react-router-dom only re-exports react-router: importing both loads both.
  'react-router-dom': "import from 'react-router' (react-router-dom only re-exports it)",
};

/** Browser source directories: the shell's, each remote's and the shared client kit's. */
function browserSourceDirs(root = repoRoot) {
  const apps = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'shell' || entry.name.startsWith('mfe-')))
    .map((entry) => path.join(root, entry.name, 'src'));
  return [...apps, path.join(root, 'shared', 'src')].filter((dir) => fs.existsSync(dir));
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    // Tests and their helpers (`*.test.tsx`, `*.test-helper.tsx`) never reach a browser bundle.
    else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test[.-]|\.d\.ts$/.test(entry.name)) files.push(full);
  }
  return files;
}

const importFrom =
  /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The imports of `packages` in one source text: `names[pkg]` are the value exports imported by
 * name; `problems` lists forms tree shaking cannot follow (default, namespace or dynamic imports,
 * `export *`) and imports of forbidden packages.
 */
function parseImports(text, packages = Object.keys(sharedUsedExports)) {
  const names = Object.fromEntries(packages.map((pkg) => [pkg, new Set()]));
  const problems = [];
  for (const match of text.matchAll(importFrom)) {
    const [statement, , typeOnly, clause = '', fromSpecifier, dynamicSpecifier] = match;
    const specifier = fromSpecifier ?? dynamicSpecifier;
    const oneLine = statement.replace(/\s+/g, ' ');
    if (forbiddenPackages[specifier] && !typeOnly) {
      problems.push(`${oneLine}: ${forbiddenPackages[specifier]}`);
      continue;
    }
    if (!packages.includes(specifier) || typeOnly) continue;
    const braces = clause.match(/\{([^}]*)\}/);
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (dynamicSpecifier || outside) problems.push(`${oneLine}: import ${specifier} by name only`);
    if (!braces) continue;
    for (const part of braces[1].split(',')) {
      const trimmed = part.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      names[specifier].add(trimmed.split(/\s+as\s+/)[0].trim());
    }
  }
  return { names: Object.fromEntries(packages.map((pkg) => [pkg, [...names[pkg]]])), problems };
}

/**
 * Checks `dirs` against the lists. Returns `missing` ("pkg: name" -> importing files) and
 * `problems` (unfollowable or forbidden imports, by file).
 */
function checkSharedImports({ dirs = browserSourceDirs(), usedExports = sharedUsedExports } = {}) {
  const packages = Object.keys(usedExports);
  const missing = {};
  const problems = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const found = parseImports(fs.readFileSync(file, 'utf8'), packages);
      const relative = path.relative(repoRoot, file);
      for (const pkg of packages) {
        for (const name of found.names[pkg]) {
          if (!usedExports[pkg].includes(name)) (missing[`${pkg}: ${name}`] ??= []).push(relative);
        }
      }
      for (const problem of found.problems) problems.push(`${relative}: ${problem}`);
    }
  }
  return { missing, problems };
}

/** Throws with every problem found; the webpack preset calls it before building an app. */
function assertSharedImportsListed(options) {
  const { missing, problems } = checkSharedImports(options);
  const lines = [
    ...Object.entries(missing).map(
      ([name, files]) =>
        `${name} (imported by ${files.join(', ')}) is missing from shared/build/shared-used-exports.cjs`,
    ),
    ...problems,
  ];
  if (lines.length) throw new Error(`Shared tree shaking would break:\n${lines.join('\n')}`);
}

module.exports = { sharedUsedExports, browserSourceDirs, parseImports, checkSharedImports, assertSharedImportsListed };
