import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Title } from '@scp/shared/client/typography';

/** A titled card of the dashboard's screens: a section named by its heading. */
export function Panel({
  title,
  subtitle,
  extra,
  level = 2,
  style,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  level?: 2 | 3;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.padding,
        minWidth: 0,
        ...style,
      }}
    >
      {title !== undefined && (
        <header style={{ display: 'flex', alignItems: 'flex-start', gap: 8, marginBottom: token.marginSM }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Title
              level={level}
              style={{ margin: 0, fontSize: level === 2 ? token.fontSizeHeading4 : token.fontSizeHeading5 }}
            >
              {title}
            </Title>
            {subtitle && (
              <div style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{subtitle}</div>
            )}
          </div>
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}
