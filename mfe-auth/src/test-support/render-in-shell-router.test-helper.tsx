import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router';
import { AppSurface } from '@scp/shared/client/app-surface';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectLandingPath, selectSessionStatus } from '@scp/shared/client/session-slice';
import { createAppStore } from '@scp/shared/client/store';
import AuthRoutes from '../routes';

/**
 * A stand-in for how the shell mounts this remote: a data router (its updates are transitions)
 * with the route table's guards as screens and routes: states them, so tests see the races the real shell
 * has (the public-only guard redirecting the moment the session slice says "signed in").
 */
function PublicOnly({ children }: { children: ReactNode }) {
  const landingPath = useAppSelector(selectLandingPath);
  return useAppSelector(selectSessionStatus) === 'signedIn' ? <Navigate to={landingPath ?? '/'} replace /> : children;
}
function Protected({ title }: { title: string }) {
  return useAppSelector(selectSessionStatus) === 'signedIn' ? <h1>{title}</h1> : <Navigate to="/auth" replace />;
}

export async function renderInShellRouter(path: string) {
  const store = createAppStore(
    { session: { status: 'signedOut', user: null, expiresAt: null, lastActivity: 0, landingPath: null } },
    {
      listeners: false,
    },
  );
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: (
          <PublicOnly>
            <AuthRoutes />
          </PublicOnly>
        ),
      },
      { path: '/', element: <Protected title="Dashboard" /> },
      { path: '/onboarding', element: <Protected title="Onboarding" /> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <Provider store={store}>
        <AppSurface>
          <RouterProvider router={router} />
        </AppSurface>
      </Provider>,
    );
  });
  return { store, router, location: () => router.state.location.pathname };
}
