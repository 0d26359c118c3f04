import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { type AppThemeMode, appThemeConfig } from '@scp/shared/client/app-theme';
import { Title } from '@scp/shared/client/typography';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { shellPagesTexts } from '../shell-pages-texts';

const texts = shellPagesTexts.styleGuide;

export const themeModes: readonly AppThemeMode[] = ['light', 'dark'];

/** The panel's own surface, in its theme's container colours (it sits on a page of either theme). */
function PanelSurface({ mode, children }: { mode: AppThemeMode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-theme-panel={mode}
      style={{
        minWidth: 0,
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      <Title level={3} style={{ marginTop: 0 }}>
        {texts.themes[mode]}
      </Title>
      {children}
    </div>
  );
}

/**
 * Its children under the app's own theme for `mode` (the very `appThemeConfig` the shell applies), so
 * every token and component inside is drawn as the app draws it in that theme, whatever the page's.
 */
export function ThemePanel({ mode, children }: { mode: AppThemeMode; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={appThemeConfig(mode, { reducedMotion })}>
      <PanelSurface mode={mode}>{children}</PanelSurface>
    </ConfigProvider>
  );
}

/** The light and the dark panel: side by side from 1024 px, one above the other below. */
export function ThemeColumns({ children }: { children: ReactNode }) {
  return (
    <div className="scp-sg-themes">
      {themeModes.map((mode) => (
        <ThemePanel key={mode} mode={mode}>
          {children}
        </ThemePanel>
      ))}
    </div>
  );
}
