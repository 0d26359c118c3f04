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

export async function fakeLoadRemoteModule(remote: RemoteName): Promise<unknown> {
  if (failingRemotes.has(remote)) throw new Error(`${remote} is down`);
  return fakeRemoteModule(remote);
}
