import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@scp/shared/client/hooks';
import { preloadRemoteModule } from '../remotes/preload-remote';
import { selectSessionStatus } from '@scp/shared/client/session-slice';
import { prefetch } from '@scp/shared/contracts/app/app-constants';
import { prefetchAllowed, prefetchPlan, type ConnectionHints } from '../remotes/prefetch-plan';

const prefetched = new Set<string>();

/** Test seam: forgets what this page visit already prefetched. */
export function resetPrefetchedForTests(): void {
  prefetched.clear();
}

/**
 * Prefetches the areas a signed-in owner is likely to open next (business constants): after 1, 3 or 5 s by
 * priority, counted from the page's own load, each area once per visit, never on data-saver or 2g.
 */
export function RemotePrefetch() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  useEffect(() => {
    if (!signedIn) return undefined;
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!prefetchAllowed(connection)) return undefined;
    const timers = prefetchPlan(pathname)
      .filter((step) => !prefetched.has(step.remote))
      .map((step) =>
        window.setTimeout(() => {
          prefetched.add(step.remote);
          void preloadRemoteModule(step.remote, './routes');
        }, prefetch.delaysMs[step.priority]),
      );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname, signedIn]);
  return null;
}
