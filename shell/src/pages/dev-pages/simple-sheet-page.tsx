import { Button } from 'antd';
import { useState } from 'react';
import { Sheet } from '@scp/shared/client/sheet';
import { Paragraph } from '@scp/shared/client/typography';
import type { ShellPageProps } from '../shell-page-props';
import { shellPagesTexts } from '../shell-pages-texts';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';
import { FooterActions } from './footer-actions';

const texts = shellPagesTexts.devPages.simpleSheet;

/** /test/simple-sheet: the plain Sheet, with a title, body text and a footer with Close. */
export function SimpleSheetPage({ title }: ShellPageProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <DevPageFrame title={title} intro={texts.intro}>
      <Button type="primary" onClick={() => setOpen(true)}>
        {texts.open}
      </Button>
      <Sheet
        open={open}
        title={texts.sheetTitle}
        onClose={close}
        footer={
          <FooterActions>
            <Button onClick={close}>{shellPagesTexts.devPages.close}</Button>
          </FooterActions>
        }
      >
        <Paragraph>{texts.body}</Paragraph>
      </Sheet>
    </DevPageFrame>
  );
}
