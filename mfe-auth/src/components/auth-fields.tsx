import { Button, Input } from 'antd';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The pieces every auth form is built from, so the screens look and behave alike: large fields whose
 * label is also their placeholder (the spec's forms show no separate labels), and a full-width
 * primary submit button.
 */

interface FieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

export function TextField({ label, onValueChange, ...rest }: FieldProps & { autoComplete: string; type?: 'email' }) {
  return (
    <Input
      size="large"
      aria-label={label}
      placeholder={label}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}

export function EmailField(props: FieldProps) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

type PasswordInputProps = Omit<ComponentProps<typeof Input.Password>, keyof FieldProps | 'onChange' | 'size'>;

/** The sign-up form passes its autofill detection's key, paste and focus handlers through `rest`. */
export function PasswordField({
  label,
  onValueChange,
  ...rest
}: FieldProps & PasswordInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Input.Password
      size="large"
      aria-label={label}
      placeholder={label}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}

export function SubmitButton(props: { loading?: boolean; disabled?: boolean; children: ReactNode }) {
  return <Button type="primary" htmlType="submit" size="large" block {...props} />;
}
