import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest } from '@scp/shared/client/remote-loader';
import { federationNameOf, type RemoteName } from '@scp/shared/contracts/remotes';

/**
 * Downloads a remote's module (its entry and the exposed module's chunks) without running it, so a
 * later visit of that area starts at once (prefetching, business constants). Failures are ignored: the
 * visit itself loads it, with its retries.
 */
export async function preloadRemoteModule(remote: RemoteName, exposed: string): Promise<void> {
  try {
    await loadRemotesManifest();
    await preloadRemote([{ nameOrAlias: federationNameOf(remote), exposes: [exposed], resourceCategory: 'sync' }]);
  } catch {
    // Prefetching is a bonus; the area loads on demand as before.
  }
}
