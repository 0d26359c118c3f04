import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { LazyArea, RefreshFallback } from '../remotes/lazy-area';
import { RemoteArea } from '../remotes/remote-area';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { RouteTheme } from '../theme/route-theme';
import { PublicOnly, RequireSession } from './guards';
import { RootLayout, type RouteHandle } from './root-layout';
import { type Access, isRedirect, type PageRoute, type RouteEntry, routeTable } from './route-table';
import { SettingsRoute } from './settings-route';

// The shell's own pages (style guide, developer pages): a chunk of their own, off every first visit.
const loadShellPages = () =>
  import(/* webpackChunkName: "shell-pages" */ '../pages/shell-page').then((module) => ({ default: module.ShellPage }));

// The Privacy Policy and the Terms of Service: long texts in a chunk of their own, so neither a first
// visit of /auth (whose footer links to them) nor the other shell pages carry them.
const loadLegalPages = () =>
  import(/* webpackChunkName: "legal-pages" */ '../pages/legal/legal-page').then((module) => ({
    default: module.LegalPage,
  }));

// What a route whose screen is not built yet shows: loaded when such a route is visited, so that no
// first visit (/auth's) carries a page it does not draw.
const loadNotAvailablePage = () =>
  import('@scp/shared/client/not-available-page').then((module) => ({ default: module.NotAvailablePage }));

/** Redirects keep the query string (e.g. `/settings?connect=x` must still carry `connect`). */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

function guard(access: Access, content: ReactNode): ReactNode {
  if (access === 'protected') return <RequireSession>{content}</RequireSession>;
  if (access === 'publicOnly') return <PublicOnly>{content}</PublicOnly>;
  return content;
}

function pageContent(entry: PageRoute): ReactNode {
  if (entry.path.startsWith('/settings/')) return <SettingsRoute />;
  if ('remote' in entry.owner) return <RemoteArea remote={entry.owner.remote} />;
  if ('shell' in entry.owner)
    return (
      <LazyArea
        cacheKey="Shell pages"
        load={loadShellPages}
        props={{ name: entry.owner.shell, title: entry.title }}
        fallback={<RefreshFallback status="error" {...appTexts.errors.pageContentFailed} />}
      />
    );
  if ('legal' in entry.owner)
    return (
      <LazyArea
        cacheKey="Legal pages"
        load={loadLegalPages}
        props={{ name: entry.owner.legal, title: entry.title }}
        fallback={<RefreshFallback status="error" {...appTexts.errors.pageContentFailed} />}
      />
    );
  return (
    <LazyArea
      cacheKey="Not available page"
      load={loadNotAvailablePage}
      props={{ title: entry.title }}
      fallback={<RefreshFallback status="error" {...appTexts.errors.pageContentFailed} />}
    />
  );
}

function toRouteObject(entry: RouteEntry): RouteObject {
  if (isRedirect(entry)) return { path: entry.path, element: <RedirectTo to={entry.redirectTo} /> };
  const handle: RouteHandle = { chrome: entry.chrome };
  return { path: entry.path, handle, element: guard(entry.access, pageContent(entry)) };
}

/** The router's route objects, built from the route table. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteTheme>
          <RootLayout />
        </RouteTheme>
      ),
      errorElement: (
        <RouteTheme>
          <RouteErrorPage />
        </RouteTheme>
      ),
      children: [
        ...routeTable.map(toRouteObject),
        { path: '*', handle: { chrome: 'app' } satisfies RouteHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}
