import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import { Paragraph } from './typography';

/** A developer page (/test/*, the style guide's kin): its route-table title as the page's one h1, a line on what it shows, its content. */
export function DevPageFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <PageContainer title={title} maxWidth={1040}>
      <Paragraph type="secondary">{intro}</Paragraph>
      {children}
    </PageContainer>
  );
}
