/**
 * The exports of the shared copies remotes took for themselves (shared-exports-fallback.ts records
 * them, AntdThemeBridge asks): a page-wide set, because the plugin runs in each remote's federation
 * runtime and the bridge in the remote's own code.
 */
export function ownSharedCopies(): Set<unknown> {
  const page = globalThis as { __scpOwnSharedCopies?: Set<unknown> };
  page.__scpOwnSharedCopies ??= new Set();
  return page.__scpOwnSharedCopies;
}
