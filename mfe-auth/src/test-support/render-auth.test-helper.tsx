import { act, render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { createAppStore } from '@scp/shared/client/store';
import AuthRoutes from '../routes';

/**
 * Renders the remote's `./routes` at `path` the way the shell does: inside the app store, a router
 * and antd's App (the toasts' host). Resolves once the screen's lazy chunk has rendered.
 */
export async function renderAuth(path: string) {
  const store = createAppStore(undefined, { listeners: false });
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
        <AntApp>
          <MemoryRouter initialEntries={[path]}>
            <AuthRoutes />
            <LocationProbe />
          </MemoryRouter>
        </AntApp>
      </Provider>,
    );
  });
  return { ...(view as RenderResult), store, location: () => `${current.pathname}${current.search}` };
}
