import { ConfigProvider } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';
import { appThemeConfig, type AppThemeMode } from './app-theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The shell's effective theme: it marks the document with it (theme/route-theme.tsx). */
function useDocumentThemeMode(): AppThemeMode {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'),
    () => 'dark',
  );
}

/** The app theme for a remote's own antd copy (AntdThemeBridge's lazy part). */
export default function AntdAppTheme({ children }: { children: ReactNode }) {
  const mode = useDocumentThemeMode();
  return (
    <ConfigProvider theme={appThemeConfig(mode, { reducedMotion: usePrefersReducedMotion() })}>
      {children}
    </ConfigProvider>
  );
}
