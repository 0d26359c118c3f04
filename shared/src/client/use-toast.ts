import { useContext, useMemo } from 'react';
import type { ToastText } from '../contracts/app/app-texts';
import { ToastContext, type ToastKind } from './toaster';

export type { ToastKind } from './toaster';

export interface Toasts {
  /** `text` is a spec text: a `{ title, description }` pair or a single line. */
  show: (kind: ToastKind, text: ToastText | string) => void;
  success: (text: ToastText | string) => void;
  info: (text: ToastText | string) => void;
  warning: (text: ToastText | string) => void;
  /** The spec's "destructive" toasts. */
  error: (text: ToastText | string) => void;
}

/** The app's toasts, from the shell's ToastProvider (see toaster.tsx). */
export function useToast(): Toasts {
  const show = useContext(ToastContext);
  if (!show)
    throw new Error('useToast needs a ToastProvider above it (the shell, the standalone harness or renderRemote).');
  return useMemo(
    () => ({
      show,
      success: (text) => show('success', text),
      info: (text) => show('info', text),
      warning: (text) => show('warning', text),
      error: (text) => show('error', text),
    }),
    [show],
  );
}
