import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { AppSurface } from './app-surface';
import { createAppStore } from './store';

/**
 * Renders a remote's `./routes` (or any screen) at `path` the way the shell does: inside the app
 * store, a router and the app surface (the toasts' host). Resolves once lazy chunks have rendered.
 * `prepare` runs on the store first (e.g. to sign a user in).
 */
export async function renderRemote(
  routes: ReactElement,
  path: string,
  prepare?: (store: ReturnType<typeof createAppStore>) => void,
) {
  const store = createAppStore(undefined, { listeners: false });
  prepare?.(store);
  const current = { pathname: '', search: '' };
  function LocationProbe() {
    const location = useLocation();
    current.pathname = location.pathname;
    current.search = location.search;
    return null;
  }
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <AppSurface>
          <MemoryRouter initialEntries={[path]}>
            {routes}
            <LocationProbe />
          </MemoryRouter>
        </AppSurface>
      </Provider>,
    );
  });
  return { ...(view as RenderResult), store, location: () => `${current.pathname}${current.search}` };
}
