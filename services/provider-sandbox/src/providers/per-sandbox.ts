import type { SandboxContext } from '../oauth-flow';

/**
 * State one sandbox instance keeps for a platform (uploads waiting to be used, posts made): keyed by
 * the sandbox's context, which a data endpoint reaches as DataContext.sandbox, so parallel sandboxes
 * in one process never share it; a stopped sandbox's state goes with its context.
 */
export function perSandbox<T>(create: () => T): (ctx: SandboxContext) => T {
  const bySandbox = new WeakMap<SandboxContext, T>();
  return (ctx) => {
    let state = bySandbox.get(ctx);
    if (!state) {
      state = create();
      bySandbox.set(ctx, state);
    }
    return state;
  };
}
