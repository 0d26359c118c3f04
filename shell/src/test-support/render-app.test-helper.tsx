import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { SessionFetcher } from '@scp/shared/client/session-lookup';
import { createAppStore } from '@scp/shared/client/store';
import type { SessionResponse } from '@scp/shared/contracts/auth/session';
import { App } from '../app';
import { createRoutes } from '../routing/create-routes';

export const signedInSession: SessionResponse = {
  user: { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann' } },
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
};

/** 'http': the real lookup, `GET /api/auth/session` through fetch (the test mocks fetch). */
export type SessionScenario = 'signedIn' | 'signedOut' | 'pending' | 'http';

const fetchers: Record<Exclude<SessionScenario, 'http'>, SessionFetcher> = {
  signedIn: () => Promise.resolve(signedInSession),
  signedOut: () => Promise.resolve(null),
  pending: () => new Promise(() => undefined),
};

/** Renders the whole shell at `path` with a memory router and the given session answer (or scenario). */
export function renderApp(path: string, session: SessionScenario | SessionResponse = 'signedIn') {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const store = createAppStore(undefined, { listeners: false });
  const view = render(
    <App
      store={store}
      router={router}
      fetchSession={
        typeof session === 'object'
          ? () => Promise.resolve(session)
          : session === 'http'
            ? undefined
            : fetchers[session]
      }
    />,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  /** Resolves once the session lookup has answered (so later interactions do not race it). */
  const ready = async () => {
    // The scenario fetchers answer at once; one macrotask inside act lets the answer reach the store and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.getState().session.status).not.toBe('loading');
  };
  return { ...view, router, store, location, ready };
}

/**
 * The page's level-1 heading. The layout and the pages are lazy chunks, compiled on their first
 * import in a test file: that took more than 5 s on a loaded CI machine (a test's own limit is 20 s).
 */
export const findPageHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
