import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppSurface } from '@scp/shared/client/app-surface';
import { appThemeConfig } from '@scp/shared/client/app-theme';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { effectiveThemeMode, type ThemeMode, useThemeMode } from './theme-mode';

export function AntTheme({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  return (
    <ConfigProvider theme={appThemeConfig(mode, { reducedMotion: usePrefersReducedMotion() })}>
      <AppSurface style={{ minHeight: '100vh' }}>{children}</AppSurface>
    </ConfigProvider>
  );
}

/** Applies the user's theme, or dark where the page forces it. */
export function RouteTheme({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const { pathname } = useLocation();
  const effective = effectiveThemeMode(mode, pathname);
  useEffect(() => {
    // Lets the page background outside React (index.html) follow the theme.
    document.documentElement.dataset.theme = effective;
  }, [effective]);
  return <AntTheme mode={effective}>{children}</AntTheme>;
}
