import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The frame both dashboard cards draw: a bordered panel named by its heading (`headingId`). */
export function CardSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby={headingId}
      style={{
        padding: token.paddingLG,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        minWidth: 0,
      }}
    >
      {children}
    </section>
  );
}
