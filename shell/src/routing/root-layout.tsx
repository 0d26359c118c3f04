import { Outlet, useMatches } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import type { Chrome } from './route-table';

export interface RouteHandle {
  chrome?: Chrome;
}

/** Chooses the page frame from the matched route: the app navigation, or a bare full page. */
export function RootLayout() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const chrome = (leaf?.handle as RouteHandle | undefined)?.chrome ?? 'app';
  return chrome === 'app' ? (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ) : (
    <Outlet />
  );
}
