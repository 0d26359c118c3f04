import { theme } from 'antd';
import type { ReactNode } from 'react';
import { PageEyebrowTitle } from './page-eyebrow-title';
import { Title } from './typography';

/**
 * The space between a page's content and the app frame (the sidebar, the top of the window, the
 * mobile top bar): 16 px on a phone growing to 24 px from 600 px wide.
 */
export const pageGutter = 'clamp(16px, 4vw, 24px)';

/** How wide a page's content grows before it stays centred: wide enough for the dashboard's side panels. */
export const pageMaxWidthPx = 1600;

/** The headline size of every page's h1 (the eyebrow style of the dashboard's greeting aside). */
export const pageTitleFontSize = 28;

export interface PageContainerProps {
  /** The page's one h1; a page whose content brings its own h1 (a result view) passes none. */
  title?: ReactNode;
  /**
   * 'headline' (the default) shows the title at page-heading size; 'eyebrow' as a small capitalised
   * label above content that carries its own headline (the dashboard's greeting, an onboarding step).
   */
  titleStyle?: 'headline' | 'eyebrow';
  /** Controls at the right end of the title row (a switch, Refresh); they wrap under it when narrow. */
  actions?: ReactNode;
  /** Narrower content than the default (a form, a wizard step), still with the same gutter. */
  maxWidth?: number;
  children: ReactNode;
}

/**
 * The frame of every area's page, in the shell and every remote alike: the same gutter on all sides,
 * the same maximum width and the same title row, so that the dashboard, analytics, settings and the
 * rest line up with each other whichever remote drew them.
 */
export function PageContainer({
  title,
  titleStyle = 'headline',
  actions,
  maxWidth = pageMaxWidthPx,
  children,
}: PageContainerProps) {
  const { token } = theme.useToken();
  const heading =
    title === undefined ? null : titleStyle === 'eyebrow' ? (
      <PageEyebrowTitle>{title}</PageEyebrowTitle>
    ) : (
      <Title level={1} style={{ margin: 0, fontSize: pageTitleFontSize }}>
        {title}
      </Title>
    );
  return (
    <div data-page-container="" style={{ padding: pageGutter, boxSizing: 'border-box', width: '100%' }}>
      <div style={{ maxWidth, marginInline: 'auto' }}>
        {(heading || actions) && (
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              // Top-aligned: every page's title then starts the same distance below the window's top,
              // whether or not taller controls stand beside it.
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: token.marginSM,
              marginBottom: token.marginLG,
            }}
          >
            {heading}
            {actions && (
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
                {actions}
              </div>
            )}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
