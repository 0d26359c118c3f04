import { Button } from 'antd';
import { useState } from 'react';
import { Dialog } from '@scp/shared/client/dialog';
import { Paragraph, Text } from '@scp/shared/client/typography';
import type { ShellPageProps } from '../shell-page-props';
import { shellPagesTexts } from '../shell-pages-texts';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';

const texts = shellPagesTexts.devPages.dialog;
type Result = 'confirmed' | 'cancelled';

/**
 * /test/dialog: the app's centred Dialog with Cancel and Confirm; its answer shows once it has
 * closed. Escape, the backdrop and × count as Cancel.
 */
export function DialogTestPage({ title }: ShellPageProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const finish = (answer: Result) => {
    setResult(answer);
    setOpen(false);
  };
  return (
    <DevPageFrame title={title} intro={texts.intro}>
      <Button
        type="primary"
        onClick={() => {
          setResult(null);
          setOpen(true);
        }}
      >
        {texts.open}
      </Button>
      <Paragraph role="status" style={{ marginTop: 16 }}>
        {texts.resultLabel} <Text strong>{result ? texts[result] : texts.none}</Text>
      </Paragraph>
      <Dialog
        open={open}
        title={texts.dialogTitle}
        onClose={() => finish('cancelled')}
        footer={
          <>
            <Button onClick={() => finish('cancelled')}>{texts.cancel}</Button>
            <Button type="primary" onClick={() => finish('confirmed')}>
              {texts.confirm}
            </Button>
          </>
        }
      >
        <Paragraph style={{ margin: 0 }}>{texts.body}</Paragraph>
      </Dialog>
    </DevPageFrame>
  );
}
