import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { ToastProvider } from './toaster';

/**
 * Plain links (react-router's `Link`) in the theme's link colours, as antd's `App` drew them. Inside
 * `:where()` the rules weigh nothing, so an antd component that renders an `<a>` (a link button) keeps its own colours.
 */
const linkStylesheet = `
:where(.scp-app-surface a){color:var(--scp-link);text-decoration:none;background-color:transparent;cursor:pointer;transition:color .3s}
:where(.scp-app-surface a:hover){color:var(--scp-link-hover)}
:where(.scp-app-surface a:active){color:var(--scp-link-active)}
@media (prefers-reduced-motion:reduce){:where(.scp-app-surface a){transition:none}}
`;

/**
 * The page surface under the theme: the theme's text colour, font and size for everything that is
 * not an antd component (native inputs, labels, plain text and links), and the toasts' host. It
 * stands where antd's `App` wrapper stood, without its notification and modal machinery.
 */
export function AppSurface({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      className="scp-app-surface"
      style={
        {
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          '--scp-link': token.colorLink,
          '--scp-link-hover': token.colorLinkHover,
          '--scp-link-active': token.colorLinkActive,
          ...style,
        } as CSSProperties
      }
    >
      <style href="scp-app-surface" precedence="default">
        {linkStylesheet}
      </style>
      <ToastProvider>{children}</ToastProvider>
    </div>
  );
}
