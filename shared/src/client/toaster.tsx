import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';
import { theme } from 'antd';
import { createContext, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { ToastText } from '../contracts/app/app-texts';
import { CloseButton } from './close-button';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** How long a toast stays (antd's notification default, which the app's tests and texts assume). */
export const TOAST_DURATION_MS = 4500;
/** Older toasts give way: a burst of failures must not cover the page. */
const MAX_TOASTS = 5;

interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description: string | undefined;
}

export const ToastContext = createContext<((kind: ToastKind, text: ToastText | string) => void) | null>(null);

const icons = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

function ToastCard({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { token } = theme.useToken();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onClose]);
  const Icon = icons[toast.kind];
  const colour = {
    success: token.colorSuccess,
    info: token.colorInfo,
    warning: token.colorWarning,
    error: token.colorError,
  }[toast.kind];
  return (
    <div
      className={`scp-toast scp-toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'flex-start',
        width: 'min(384px, calc(100vw - 32px))',
        padding: '16px 20px',
        borderRadius: token.borderRadiusLG,
        background: token.colorBgElevated,
        boxShadow: token.boxShadow,
        color: token.colorText,
        pointerEvents: 'auto',
      }}
    >
      <Icon aria-hidden style={{ color: colour, fontSize: 22, lineHeight: 1, marginTop: 1 }} />
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <div style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, marginBottom: 4 }}>
          {toast.title}
        </div>
        {toast.description && <div style={{ fontSize: token.fontSize }}>{toast.description}</div>}
      </div>
      <CloseButton onClick={() => onClose(toast.id)} />
    </div>
  );
}

/**
 * The app's toasts, shown top right. Ours rather than antd's `App` notifications: those bring the
 * whole message, notification and modal machinery into the shared antd chunk that every first
 * visit (/auth included) loads. One provider in the shell (this file is a federation singleton),
 * so a remote's toast outlives its own page, e.g. across the navigation that follows a sign-in.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((kind: ToastKind, text: ToastText | string) => {
    const { title, description } = typeof text === 'string' ? { title: text, description: undefined } : text;
    const toast = { id: nextId.current++, kind, title, description };
    setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        style={{
          position: 'fixed',
          top: 24,
          right: 16,
          zIndex: 1100,
          display: 'grid',
          gap: 12,
          justifyItems: 'end',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onClose={close} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
