import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** The global a production remote's entry reads its federation runtime core from (webpack's `externalRuntime`). */
export const runtimeCoreGlobal = '_FEDERATION_RUNTIME_CORE';

/**
 * The parts of the shell's federation runtime core a remote's entry uses, by name: named imports,
 * so the shell carries none of the core it does not run itself. A remote whose build needs a name
 * missing here fails to build (external-runtime.cjs holds the same list and checks each remote).
 */
export const providedRuntimeCore = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * The shell's federation runtime plugin (create-webpack-config.cjs adds it to the host build): one
 * runtime core per page. Module Federation's own `provideExternalRuntime` hands the remotes the
 * whole core as a namespace, which cost the shell's entry more than the remotes' entries saved;
 * this hands them the shell's copy of the parts they use, before any remote entry runs.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[runtimeCoreGlobal] ??= providedRuntimeCore;
      return args;
    },
  };
}
