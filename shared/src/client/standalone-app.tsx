import { ConfigProvider } from 'antd';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { federationNameOf, type RemoteName } from '../contracts/remotes';
import { AppSurface } from './app-surface';
import { appThemeConfig } from './app-theme';
import { useAppSelector } from './hooks';
import { useSessionLookup } from './session-lookup';
import { selectSessionUser } from './session-slice';
import { createAppStore } from './store';
import { Text } from './typography';

/** Mirrors the gateway session into the store so the remote sees the same signed-in user as in the shell. */
function StandaloneSessionBar({ remote }: { remote: RemoteName }) {
  const status = useSessionLookup();
  const user = useAppSelector(selectSessionUser);
  const text =
    status === 'loading'
      ? 'checking the session…'
      : user
        ? `signed in as ${user.email}`
        : 'signed out (sign in through the gateway at /auth)';
  return (
    <Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
      {federationNameOf(remote)} standalone · {text}
    </Text>
  );
}

/**
 * The dev-only harness of `npm run dev -w mfe-<name>`: renders the remote's routes alone with its
 * own store and router against the local gateway (its dev server proxies /api). Production never
 * loads it; the shell mounts the exposed `./routes` instead.
 */
export function renderStandalone(remote: RemoteName, Routes: ComponentType) {
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ConfigProvider theme={appThemeConfig('dark')}>
          <AppSurface>
            <BrowserRouter>
              <StandaloneSessionBar remote={remote} />
              <main>
                <Routes />
              </main>
            </BrowserRouter>
          </AppSurface>
        </ConfigProvider>
      </Provider>
    </StrictMode>,
  );
}
