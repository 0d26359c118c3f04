import { App } from 'antd';
import { useMemo } from 'react';
import type { ToastText } from '../contracts/app/app-texts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toasts {
  /** `text` is a spec text: a `{ title, description }` pair or a single line. */
  show: (kind: ToastKind, text: ToastText | string) => void;
  success: (text: ToastText | string) => void;
  info: (text: ToastText | string) => void;
  warning: (text: ToastText | string) => void;
  /** The spec's "destructive" toasts. */
  error: (text: ToastText | string) => void;
}

/**
 * The app's toasts: antd notifications from the nearest antd `App` (the shell's, shared by every
 * remote through the antd singleton), so a remote's toast outlives its own page, e.g. across the
 * navigation that follows a sign-in.
 */
export function useToast(): Toasts {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (kind: ToastKind, text: ToastText | string): void => {
      const { title, description } = typeof text === 'string' ? { title: text, description: undefined } : text;
      notification[kind]({ title, description, placement: 'topRight' });
    };
    return {
      show,
      success: (text) => show('success', text),
      info: (text) => show('info', text),
      warning: (text) => show('warning', text),
      error: (text) => show('error', text),
    };
  }, [notification]);
}
