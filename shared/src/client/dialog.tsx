import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseButton } from './close-button';

/** The dimmed page behind the dialog: `::backdrop` cannot be styled inline. */
const stylesheet = `.scp-dialog::backdrop{background:var(--scp-dialog-mask,rgba(0,0,0,.45))}`;

const focusable =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Moves focus into the dialog unless the browser already did: its first control, else the dialog itself. */
function focusInside(element: HTMLDialogElement): void {
  if (element.contains(document.activeElement)) return;
  const first = element.querySelector<HTMLElement>(focusable);
  (first ?? element).focus();
}

export interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop and × ask for this; the parent's `open` stays the one source of truth. */
  onClose: () => void;
  title: ReactNode;
  /** Actions at the bottom right (Cancel, Confirm). */
  footer?: ReactNode;
  /** Widest it gets in px; never wider than the screen less 16 px on each side. */
  width?: number;
  children: ReactNode;
}

/**
 * A centred modal dialog on the browser's own `<dialog>`, as the side `Sheet` is: focus moves in
 * and is held there, the rest of the page is inert, Escape and a click on the backdrop close it,
 * focus returns to what opened it, and the title names it. antd's Modal would bring its portal and
 * motion code into the shared antd chunk every first visit loads. Children render only while open.
 */
export function Dialog({ open, onClose, title, footer, width = 520, children }: DialogProps) {
  const { token } = theme.useToken();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      focusInside(element);
    }
    if (!open && element.open) {
      element.close();
      // Browsers restore focus on close themselves; this covers the engines that do not.
      const target = returnFocus.current;
      returnFocus.current = null;
      const lost = document.activeElement === document.body || element.contains(document.activeElement);
      if (target?.isConnected && lost) target.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="scp-dialog"
      aria-labelledby={titleId}
      // Escape: the dialog would close itself; the parent decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A browser may close the dialog without a cancelable `cancel` (a second Escape with no click
      // between): the parent learns of it here. A close the parent asked for comes with `open` false.
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the dialog element itself (not its content, which fills it) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      style={
        {
          '--scp-dialog-mask': token.colorBgMask,
          display: open ? 'flex' : 'none',
          flexDirection: 'column',
          position: 'fixed',
          inset: 0,
          margin: 'auto',
          padding: 0,
          width: `min(${width}px, calc(100vw - 32px))`,
          maxWidth: 'calc(100vw - 32px)',
          height: 'fit-content',
          maxHeight: 'calc(100dvh - 32px)',
          border: 0,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgElevated,
          color: token.colorText,
          boxShadow: token.boxShadow,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        } as CSSProperties
      }
    >
      <style href="scp-dialog" precedence="default">
        {stylesheet}
      </style>
      {open && (
        <>
          <header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '16px 16px 8px 24px' }}>
            <h2
              id={titleId}
              style={{
                flex: 1,
                margin: 0,
                color: token.colorTextHeading,
                fontSize: token.fontSizeLG,
                fontWeight: token.fontWeightStrong,
                lineHeight: token.lineHeightLG,
              }}
            >
              {title}
            </h2>
            <CloseButton onClick={onClose} />
          </header>
          <div style={{ flex: 1, overflow: 'auto', padding: '8px 24px', overflowWrap: 'anywhere' }}>{children}</div>
          {footer && (
            <footer
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'flex-end',
                gap: token.marginXS,
                padding: '12px 24px 20px',
              }}
            >
              {footer}
            </footer>
          )}
        </>
      )}
    </dialog>
  );
}
