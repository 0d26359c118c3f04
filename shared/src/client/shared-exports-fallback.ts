import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ownSharedCopies } from './own-shared-copies';

/**
 * A remote's federation runtime plugin (create-webpack-config.cjs adds it to every remote build).
 *
 * The tree-shaken singletons carry only the exports of the list their build was made with
 * (shared-used-exports.cjs), and the runtime hands a remote the copy the shell loaded without
 * comparing lists. A remote deployed alone whose new version uses an antd export the deployed
 * shell's copy lacks would get `undefined` for it. This plugin compares the remote's antd list with
 * the loaded copy's real exports before the remote takes it, and when one is missing the remote
 * uses its own tree-shaken copy (it has every export the remote was built with) until a shell
 * built from the same list is deployed. antd holds no state a second copy breaks once that copy
 * is given the app's theme (antd-theme-bridge.tsx).
 *
 * The router and the store are not handled so: their state is the shell's (its Router, its
 * Provider), which a second copy cannot see. A new export of theirs needs the shell deployed first
 * (README, "Deploying").
 */
export type SharedExportNeeds = Readonly<Record<string, readonly string[]>>;

interface ShareEntry {
  lib?: () => Record<string, unknown>;
  treeShaking?: { lib?: () => Record<string, unknown>; get?: () => Promise<() => Record<string, unknown>> };
}

/** The export names `needed` lists that a copy does not have. */
export function missingExports(exportsOfCopy: Record<string, unknown>, needed: readonly string[]): string[] {
  return needed.filter((name) => exportsOfCopy[name] === undefined);
}

export default function sharedExportsFallback(needs: SharedExportNeeds = {}): ModuleFederationRuntimePlugin {
  const ownCopies = new Map<string, ShareEntry>();
  return {
    name: 'shared-exports-fallback',
    async beforeLoadShare(args) {
      const { pkgName, shareInfo, origin } = args;
      const needed = needs[pkgName];
      if (!needed || ownCopies.has(pkgName)) return args;
      // Every app shares in the default scope. The shell renders under antd's ConfigProvider before
      // any remote loads, so its copy is loaded by then; one that is not is left to the runtime.
      const versions = (origin.shareScopeMap as Record<string, Record<string, Record<string, ShareEntry>>>).default?.[
        pkgName
      ];
      const loaded = Object.values(versions ?? {}).find((entry) => entry.treeShaking?.lib ?? entry.lib);
      const own = (shareInfo as ShareEntry | undefined)?.treeShaking?.get;
      if (!loaded || !own || missingExports((loaded.treeShaking?.lib ?? loaded.lib)!(), needed).length === 0) {
        return args;
      }
      const lib = await own();
      ownSharedCopies().add(lib());
      ownCopies.set(pkgName, { treeShaking: { lib } });
      return args;
    },
    resolveShare(args) {
      const own = ownCopies.get(args.pkgName);
      if (own) args.resolver = () => ({ shared: own as never, useTreesShaking: true });
      return args;
    },
  };
}
