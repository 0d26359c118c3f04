import type { ReactNode } from 'react';
import { Paragraph, Title } from './typography';

/** A developer page (/test/*, the style guide's kin): its route-table title as the page's one h1, a line on what it shows, its content. */
export function DevPageFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div style={{ padding: 'clamp(16px, 4vw, 24px)', maxWidth: 1040 }}>
      <Title level={1} style={{ fontSize: 28 }}>
        {title}
      </Title>
      <Paragraph type="secondary">{intro}</Paragraph>
      {children}
    </div>
  );
}
