import { Button, Space } from 'antd';
import { useState } from 'react';
import { Sheet } from '@scp/shared/client/sheet';
import { Paragraph } from '@scp/shared/client/typography';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import type { ShellPageProps } from '../shell-page-props';
import { shellPagesTexts } from '../shell-pages-texts';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';
import { FooterActions } from './footer-actions';

const texts = shellPagesTexts.devPages.sheetAnimation;
const sides = ['left', 'right'] as const;
type Side = (typeof sides)[number];

/**
 * /test/sheet-animation: the app's Sheet from either side, and whether one is open. The Sheet has no
 * motion of its own (it appears and leaves at once), so it is the same with reduced motion; the page
 * says which preference the system reports, for whoever tests it.
 */
export function SheetAnimationPage({ title }: ShellPageProps) {
  const [open, setOpen] = useState<Side | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const close = () => setOpen(null);
  return (
    <DevPageFrame title={title} intro={texts.intro}>
      <Space wrap>
        <Button type="primary" onClick={() => setOpen('left')}>
          {texts.openLeft}
        </Button>
        <Button type="primary" onClick={() => setOpen('right')}>
          {texts.openRight}
        </Button>
      </Space>
      <Paragraph role="status" style={{ marginTop: 16 }}>
        {texts.state(open)}
      </Paragraph>
      <Paragraph type="secondary">{texts.motion(reducedMotion)}</Paragraph>
      {sides.map((side) => (
        <Sheet
          key={side}
          open={open === side}
          placement={side}
          title={texts.sheetTitle(side)}
          onClose={close}
          footer={
            <FooterActions>
              <Button onClick={close}>{shellPagesTexts.devPages.close}</Button>
            </FooterActions>
          }
        >
          <Paragraph>{texts.body}</Paragraph>
        </Sheet>
      ))}
    </DevPageFrame>
  );
}
