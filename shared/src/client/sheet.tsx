import { theme } from 'antd';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseButton } from './close-button';

/**
 * A side sheet on the browser's own modal `<dialog>`: focus moves in and is held there, Escape
 * and a click on the backdrop close it, focus returns to what opened it, the rest of the page is
 * inert. It replaces antd's Drawer, whose portal and motion code would sit in the shared antd chunk
 * every first visit loads. Children render only while open (the content mounts fresh each time).
 */
export function Sheet({
  open,
  onClose,
  title,
  placement = 'right',
  width = 378,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  placement?: 'left' | 'right';
  width?: number;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape: the dialog would close itself; the parent's `open` stays the one source of truth.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      style={{
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        position: 'fixed',
        insetBlock: 0,
        [placement === 'left' ? 'left' : 'right']: 0,
        [placement === 'left' ? 'right' : 'left']: 'auto',
        margin: 0,
        padding: 0,
        width: `min(${width}px, 100vw)`,
        maxWidth: '100vw',
        height: '100%',
        maxHeight: '100%',
        border: 0,
        background: token.colorBgElevated,
        color: token.colorText,
        boxShadow: token.boxShadowSecondary,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {open && (
        <>
          <header
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '16px 24px',
              borderBottom: `1px solid ${token.colorSplit}`,
            }}
          >
            <h2
              id={titleId}
              style={{ flex: 1, margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}
            >
              {title}
            </h2>
            <CloseButton onClick={onClose} />
          </header>
          <div style={{ flex: 1, overflow: 'auto', padding: 24 }}>{children}</div>
          {footer && (
            <footer style={{ padding: '8px 16px', borderTop: `1px solid ${token.colorSplit}` }}>{footer}</footer>
          )}
        </>
      )}
    </dialog>
  );
}
