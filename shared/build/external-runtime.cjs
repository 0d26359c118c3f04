// One federation runtime core per page (docs/decisions/auth-first-visit.md): the shell hands its
// copy to the remotes through a global (shared/src/client/provide-runtime-core.ts) and a production
// remote's entry leaves its own out, about 11 KiB gz of every remote entry, /auth's included.
const path = require('node:path');
const { sharedSrc } = require('./shared-modules.cjs');

/** The global the shell sets and a remote's entry reads (webpack's `externalRuntime` names it). */
const runtimeCoreGlobal = '_FEDERATION_RUNTIME_CORE';

/** The names the shell provides: provide-runtime-core.ts's `providedRuntimeCore` (a test keeps both equal). */
const providedRuntimeCoreExports = [
  'CurrentGlobal',
  'Module',
  'ModuleFederation',
  'assert',
  'getGlobalFederationConstructor',
  'getRemoteEntry',
  'getRemoteInfo',
  'helpers',
  'loadScript',
  'loadScriptNode',
  'registerGlobalPlugins',
  'satisfy',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
];

const provideRuntimeCorePlugin = path.join(sharedSrc, 'client', 'provide-runtime-core.ts');

/**
 * The federation `experiments` and runtime plugins of each build: a production remote reads the core
 * from the global, the production shell provides it. Development keeps a runtime in each app: a
 * remote's standalone dev harness is its own host.
 */
function externalRuntime({ isHost, development }) {
  if (development) return { experiments: {}, runtimePlugins: [] };
  return isHost
    ? { experiments: {}, runtimePlugins: [provideRuntimeCorePlugin] }
    : { experiments: { externalRuntime: true }, runtimePlugins: [] };
}

/**
 * Fails a remote's build when its entry uses a part of the runtime core the shell does not provide
 * (a Module Federation upgrade that reads one more): the remote would find `undefined` at run time.
 */
class ExternalRuntimeCheckPlugin {
  constructor(provided = providedRuntimeCoreExports) {
    this.provided = new Set(provided);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('ExternalRuntimeCheckPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunkModules.tap('ExternalRuntimeCheckPlugin', () => {
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ExternalModule' || module.request !== runtimeCoreGlobal) continue;
          // Every runtime of the build: webpack may concatenate the external into its importer.
          const exportsInfo = compilation.moduleGraph.getExportsInfo(module);
          const missing = new Set();
          for (const { runtime } of compilation.chunks) {
            const used = exportsInfo.getUsedExports(runtime);
            if (used === true) missing.add('(the whole namespace)');
            for (const name of used === true ? [] : used || []) if (!this.provided.has(name)) missing.add(name);
          }
          if (missing.size > 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `ExternalRuntimeCheckPlugin: this remote uses runtime core exports the shell does not provide: ${[...missing].join(', ')}. ` +
                  'Add them to shared/src/client/provide-runtime-core.ts and shared/build/external-runtime.cjs.',
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = {
  ExternalRuntimeCheckPlugin,
  externalRuntime,
  provideRuntimeCorePlugin,
  providedRuntimeCoreExports,
  runtimeCoreGlobal,
};
