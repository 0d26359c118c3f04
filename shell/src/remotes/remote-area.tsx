import type { ComponentType } from 'react';
import { loadRemoteModule } from '@scp/shared/client/remote-loader';
import type { RemoteName } from '@scp/shared/contracts/remotes';
import { areaFallback } from './area-fallbacks';
import { LazyArea, RefreshFallback } from './lazy-area';

export function AreaFallback({ remote }: { remote: RemoteName }) {
  return <RefreshFallback status="warning" {...areaFallback(remote)} />;
}

/**
 * Mounts a remote's routes for the paths it owns. A remote that fails to load (after the loader's
 * retries) or crashes shows its area's fallback; the layout and every other area keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return (
    <LazyArea
      cacheKey={`Area ${remote}`}
      load={() => loadRemoteModule<{ default: ComponentType }>(remote, 'routes')}
      fallback={<AreaFallback remote={remote} />}
    />
  );
}
