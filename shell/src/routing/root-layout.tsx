import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { Chrome } from './route-table';

export interface RouteHandle {
  chrome?: Chrome;
}

// Its own chunk: the bare pages (sign-in, onboarding) never need the navigation, its icons or the
// inbox, and a first visit to /auth is held to a 350 KiB gzipped JS budget.
const AppLayout = lazy(() => import('../layout/app-layout').then((module) => ({ default: module.AppLayout })));

/** Chooses the page frame from the matched route: the app navigation, or a bare full page. */
export function RootLayout() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const chrome = (leaf?.handle as RouteHandle | undefined)?.chrome ?? 'app';
  return chrome === 'app' ? (
    <Suspense fallback={null}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </Suspense>
  ) : (
    // The bare page's one main landmark (the app frame has its own in the layout).
    <main>
      <Outlet />
    </main>
  );
}
