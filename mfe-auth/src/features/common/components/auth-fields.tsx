import { Button } from 'antd';
import type { ReactNode } from 'react';
import { PasswordInput, type PasswordInputProps, TextInput } from '@scp/shared/client/text-input';

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
    <TextInput
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

type PasswordProps = Omit<PasswordInputProps, keyof FieldProps | 'onChange' | 'size'>;

/** The sign-up form passes its autofill detection's key, paste and focus handlers through `rest`. */
export function PasswordField({
  label,
  onValueChange,
  ...rest
}: FieldProps & PasswordProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <PasswordInput
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
