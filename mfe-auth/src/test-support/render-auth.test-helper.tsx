import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { createAppStore } from '@scp/shared/client/store';
import AuthRoutes from '../routes';

/**
 * Renders the remote's `./routes` at `path` the way the shell does: inside the app store, a router
 * and antd's App (the toasts' host).
 */
export function renderAuth(path: string) {
  const store = createAppStore(undefined, { listeners: false });
  const current = { pathname: '', search: '' };
  function LocationProbe() {
    const location = useLocation();
    current.pathname = location.pathname;
    current.search = location.search;
    return null;
  }
  const view = render(
    <Provider store={store}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <AuthRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AntApp>
    </Provider>,
  );
  return { ...view, store, location: () => `${current.pathname}${current.search}` };
}
