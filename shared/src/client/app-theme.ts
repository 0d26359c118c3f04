import { theme, type ThemeConfig } from 'antd';

export type AppThemeMode = 'dark' | 'light';

/** The default brand-kit accent (docs/architecture.md, The front end): buttons and other fills. */
const BRAND_PRIMARY = '#0066CC';

/**
 * The app's antd theme, one for the shell and every remote (issue 20): antd's algorithms with the
 * brand accent, and text colours raised to WCAG 2.2 AA (4.5:1 for body text) on the page and
 * container backgrounds. antd's own dark link blue (#1668dc) is 4.04:1 on black and its secondary
 * grey 4.42:1 (in the light theme 3.4:1 on white); the values below are 7:1 or more on black, white
 * and the darkest surfaces (#141414, #1f1f1f), and 6.2:1 as a selected menu item's text.
 */
export function appThemeConfig(mode: AppThemeMode, options: { reducedMotion?: boolean } = {}): ThemeConfig {
  const dark = mode === 'dark';
  // Text that is primary-coloured (links, a selected item, the active tab), not filled.
  const primaryText = dark ? '#69b1ff' : BRAND_PRIMARY;
  // Red words (an error line, a fall, a danger button) on every surface and the error background: 5:1 or more.
  const errorText = dark ? '#ff7875' : '#cf1322';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_PRIMARY,
      borderRadius: 8,
      colorLink: primaryText,
      colorLinkHover: dark ? '#91caff' : '#0052a3',
      colorLinkActive: dark ? '#4096ff' : '#003d7a',
      colorTextSecondary: dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.6)',
      // A placeholder is text someone reads: 4.5:1 like the rest (antd's is 2.2:1 dark, 1.8:1 light).
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)',
      // Red and green words (an error line, a fall or a rise): antd's are 4.3:1 on #141414 (red) and
      // 3.3:1 and 2.3:1 on white; these are 5.1:1 or more on the surfaces and on the error background.
      colorErrorText: errorText,
      colorSuccessText: dark ? '#49aa19' : '#237804',
      // What marks a control out (a field's border) and shows focus (the outline of a focused
      // button, the ring of a focused field) needs 3:1 against every surface (WCAG 2.2, 1.4.11 and
      // 2.4.13); antd's are 1.3:1 to 2:1. Dividers and card edges (colorBorderSecondary) stay soft.
      colorBorder: dark ? '#737373' : '#858585',
      colorPrimaryBorder: dark ? '#4096ff' : BRAND_PRIMARY,
      controlOutline: dark ? '#4096ff' : BRAND_PRIMARY,
      // antd's own motion (drawers sliding, menus collapsing, waves) off for who asked the system for less.
      motion: !options.reducedMotion,
    },
    components: {
      Menu: { itemSelectedColor: primaryText },
      // A danger button's words are drawn in colorError (3.2:1 on white, 4.4:1 on #141414): the
      // app's error text colour instead. The app's danger buttons are all default ones, never filled.
      Button: { colorError: errorText },
    },
  };
}
