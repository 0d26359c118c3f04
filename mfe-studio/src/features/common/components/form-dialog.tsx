import { Dialog } from '@scp/shared/client/dialog';
import { Button } from 'antd';
import { type ReactNode, useId } from 'react';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  width?: number;
  /** The form, given the id the footer's submit button is tied to. */
  children: (formId: string) => ReactNode;
}

/** A dialog around one form, with Cancel and the form's submit button at its foot. */
export function FormDialog({ open, onClose, title, submitLabel, cancelLabel, width, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={width}
      footer={
        <>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="primary" htmlType="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children(formId)}
    </Dialog>
  );
}
