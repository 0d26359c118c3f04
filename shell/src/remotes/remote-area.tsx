import { Button } from 'antd';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ResultView } from '@scp/shared/client/result-view';
import { ErrorBoundary } from '@scp/shared/client/error-boundary';
import { loadRemoteModule } from '@scp/shared/client/remote-loader';
import type { RemoteName } from '@scp/shared/contracts/remotes';
import { LazyPageFallback } from '../errors/lazy-page-fallback';
import { areaFallback } from './area-fallbacks';
import { appTexts } from '@scp/shared/contracts/app/app-texts';

const areaRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

/** One lazy `./routes` per remote; forgotten on failure so the next visit to the area retries. */
function remoteRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let component = areaRoutes.get(remote);
  if (!component) {
    component = lazy(() =>
      loadRemoteModule<{ default: ComponentType }>(remote, 'routes').catch((error: unknown) => {
        areaRoutes.delete(remote);
        throw error;
      }),
    );
    areaRoutes.set(remote, component);
  }
  return component;
}

export function AreaFallback({ remote }: { remote: RemoteName }) {
  const { title, description } = areaFallback(remote);
  return (
    <ResultView
      status="warning"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
      subTitle={description}
      extra={<Button onClick={() => window.location.reload()}>{appTexts.shell.refreshPage}</Button>}
    />
  );
}

/**
 * Mounts a remote's routes for the paths it owns. A remote that fails to load (after the loader's
 * retries) or crashes shows its area's fallback; the layout and every other area keep working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const Routes = remoteRoutes(remote);
  return (
    <ErrorBoundary
      fallback={<AreaFallback remote={remote} />}
      resetKey={pathname}
      onError={(error) => console.error(`Area ${remote} failed`, error)}
    >
      <Suspense fallback={<LazyPageFallback />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
