import { useLocation } from 'react-router';
import type { RemoteName } from '@scp/shared/contracts/remotes';

/** Remotes that fail to load in the current test; the others load a component naming itself. */
export const failingRemotes = new Set<RemoteName>();

/** Stand-in for a remote's `./routes`: proves which remote the shell mounted, for which path. */
export function fakeRemoteModule(remote: RemoteName) {
  function FakeRemoteRoutes() {
    const { pathname } = useLocation();
    return <h1>{`${remote} remote at ${pathname}`}</h1>;
  }
  return { default: FakeRemoteRoutes };
}

/** Stand-in for a widget the shell mounts from a remote (the assistant's chat launcher): it names itself. */
function fakeWidgetModule(remote: RemoteName, module: string) {
  function FakeWidget() {
    return <span data-testid={`${remote}/${module}`} />;
  }
  return { default: FakeWidget };
}

export async function fakeLoadRemoteModule(remote: RemoteName, module = 'routes'): Promise<unknown> {
  if (failingRemotes.has(remote)) throw new Error(`${remote} is down`);
  return module === 'routes' ? fakeRemoteModule(remote) : fakeWidgetModule(remote, module);
}
