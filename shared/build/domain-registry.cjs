// The domain registry (shared/src/contracts/domains.ts) for the Node tooling that cannot compile
// TypeScript itself: the webpack preset, eslint.config.mjs, the stack launcher and the bench read
// the compiled copy, which `lerna run build` writes first (every app depends on @scp/shared).
const path = require('node:path');

const compiledRegistry = path.join(__dirname, '..', 'dist', 'contracts', 'domains.js');

/**
 * The compiled registry module (`domains`, `domainNames`, `domainNamed`, `shellApp`, ...). Throws a
 * message that says what to run when @scp/shared has not been built yet.
 */
function loadDomainRegistry(file = compiledRegistry) {
  try {
    return require(file);
  } catch (error) {
    if (error?.code === 'MODULE_NOT_FOUND' && String(error.message).startsWith(`Cannot find module '${file}'`)) {
      throw new Error(
        `The domain registry is not built (${file} is missing): ` +
          'build @scp/shared first with `npm run build -w shared` (or `npm run build`).',
        { cause: error },
      );
    }
    throw error;
  }
}

module.exports = { compiledRegistry, loadDomainRegistry };
