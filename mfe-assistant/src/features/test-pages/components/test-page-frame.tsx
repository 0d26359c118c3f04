import type { ReactNode } from 'react';
import { Paragraph, Title } from '@scp/shared/client/typography';

/** A developer page: its title as the page's one h1, a line on what it does, and its content. */
export function TestPageFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div style={{ padding: 24, maxWidth: 1040 }}>
      <Title level={1} style={{ fontSize: 28 }}>
        {title}
      </Title>
      <Paragraph type="secondary">{intro}</Paragraph>
      {children}
    </div>
  );
}
