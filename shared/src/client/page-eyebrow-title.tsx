import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Title } from './typography';

/**
 * A page's h1 as a small capitalised label above its own headline (the dashboard's greeting, an
 * onboarding step): the page stays named by the route's title for assistive technology and tests.
 */
export function PageEyebrowTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Title
      level={1}
      style={{
        margin: 0,
        fontSize: token.fontSizeSM,
        fontWeight: 600,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: token.colorTextDescription,
      }}
    >
      {children}
    </Title>
  );
}
