import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Text } from './typography';

/**
 * A labelled form row. The settings screens use the browser's own select, range and colour inputs
 * (styled with the theme's tokens) rather than more antd components: antd is one shared chunk every
 * first visit loads, /auth included, so each new antd component would grow every page.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  /** A problem with what was entered: announced as it appears (role alert) and described on the control. */
  error?: ReactNode;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const { token } = theme.useToken();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
        <Text>{label}</Text>
      </label>
      {children(id, describedBy)}
      {error && (
        <div id={errorId} role="alert" style={{ marginTop: 4, fontSize: 12, color: token.colorErrorText }}>
          {error}
        </div>
      )}
      {hint && (
        <Text id={hintId} type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {hint}
        </Text>
      )}
    </div>
  );
}

/** The look of an antd input, for native controls. */
export function useNativeControlStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    width: '100%',
    minHeight: token.controlHeight,
    padding: `0 ${token.paddingSM}px`,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorder}`,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
  };
}
