import { Result, Spin } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { auth, MIN_PASSWORD_LENGTH, routes } from '@scp/shared/contracts/constants';
import { messages } from '@scp/shared/contracts/messages';
import { AuthCard } from '../../../components/auth-card';
import { PasswordField, SubmitButton } from '../../../components/auth-fields';
import { formStyle } from '../../../components/form-style';
import { useCheckedLinkToken } from '../../../hooks/use-checked-link-token';
import { mapResetUpdateError } from '../../auth-errors/map-auth-error';
import { useCheckPasswordResetTokenMutation, useResetPasswordMutation } from '../api/password-reset-api';

/**
 * /reset-password/confirm?token=... (accounts §2, §4, §8): the link's token is checked first; an
 * unusable one gives the invalid-link toast and /auth. Then a new password, 'Password Updated
 * Successfully', and /auth after 2 s.
 */
export function ResetConfirmPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [checkToken] = useCheckPasswordResetTokenMutation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { token, answer } = useCheckedLinkToken(checkToken, messages.reset.invalidLink);
  const [updated, setUpdated] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(messages.reset.passwordTooShort);
      return;
    }
    if (password !== confirmation) {
      toast.error(messages.reset.passwordsDontMatch);
      return;
    }
    try {
      await resetPassword({ token, password }).unwrap();
    } catch (error) {
      toast.error(mapResetUpdateError(error));
      return;
    }
    setUpdated(true);
    redirectTimer.current = setTimeout(() => navigate(routes.auth, { replace: true }), auth.passwordUpdatedRedirectMs);
  };

  if (updated) {
    return (
      <AuthCard title={messages.reset.confirmTitle}>
        <Result status="success" title={messages.reset.passwordUpdated} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={messages.reset.confirmTitle}>
      {answer === undefined ? (
        <div style={{ textAlign: 'center' }}>
          <Spin />
        </div>
      ) : (
        <form onSubmit={submit} noValidate style={formStyle}>
          <PasswordField
            label={messages.reset.newPassword}
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
          />
          <PasswordField
            label={messages.reset.confirmPassword}
            autoComplete="new-password"
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <SubmitButton loading={isLoading}>{messages.reset.confirmTitle}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
