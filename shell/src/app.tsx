import { useCallback, useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { type SessionFetcher, useSessionLookup } from '@scp/shared/client/session-lookup';
import type { AppStore } from '@scp/shared/client/store';
import { CriticalAppErrorBoundary } from './errors/critical-app-error';
import { createRoutes } from './routing/create-routes';
import { useSessionEndedElsewhere } from './session/use-session-ended-elsewhere';
import { useSessionLifecycle } from './session/use-session-lifecycle';
import { AntTheme } from './theme/route-theme';
import { ThemeModeProvider } from './theme/theme-mode';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Looks the session up once at start-up (3 s timeout), then runs its lifecycle (checks, refresh,
 * expiry) and hears of its end elsewhere (another tab, another device, a 401). Here rather than in a route element so it lives exactly as long as the
 * app and never remounts with the page; it navigates through the router it hands to RouterProvider.
 */
function SessionRoot({ router, fetchSession }: { router: Router; fetchSession?: SessionFetcher }) {
  useSessionLookup(fetchSession);
  const redirectToAuth = useCallback(() => void router.navigate('/auth', { replace: true }), [router]);
  useSessionLifecycle(redirectToAuth);
  useSessionEndedElsewhere(redirectToAuth);
  return <RouterProvider router={router} />;
}

export interface AppProps {
  store: AppStore;
  /** Defaults to the browser router over the route table; tests pass a memory router. */
  router?: Router;
  /** Defaults to `GET /api/auth/session`; tests answer it themselves. */
  fetchSession?: SessionFetcher;
}

export function App({ store, router, fetchSession }: AppProps) {
  const appRouter = useMemo(() => router ?? createBrowserRouter(createRoutes()), [router]);
  return (
    <AntTheme mode="dark">
      <CriticalAppErrorBoundary>
        <Provider store={store}>
          <ThemeModeProvider>
            <SessionRoot router={appRouter} fetchSession={fetchSession} />
          </ThemeModeProvider>
        </Provider>
      </CriticalAppErrorBoundary>
    </AntTheme>
  );
}
