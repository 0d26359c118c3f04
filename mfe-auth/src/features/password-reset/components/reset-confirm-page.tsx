import { Spin } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResultView } from '@scp/shared/client/result-view';
import { useToast } from '@scp/shared/client/use-toast';
import { auth, MIN_PASSWORD_LENGTH } from '@scp/shared/contracts/auth/accounts-constants';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { AuthCard } from '../../common/components/auth-card';
import { PasswordField, SubmitButton } from '../../common/components/auth-fields';
import { formStyle } from '../../common/components/form-style';
import { useCheckedLinkToken } from '../../common/hooks/use-checked-link-token';
import { mapResetUpdateError } from '../lib/map-reset-error';
import { useCheckPasswordResetTokenMutation, useResetPasswordMutation } from '../api/password-reset-api';

/**
 * /reset-password/confirm?token=... (screens and routes, states and transitions, error catalogue): the link's token is checked first; an
 * unusable one gives the invalid-link toast and /auth. Then a new password, 'Password Updated
 * Successfully', and /auth after 2 s.
 */
export function ResetConfirmPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [checkToken] = useCheckPasswordResetTokenMutation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { token, answer } = useCheckedLinkToken(checkToken, passwordResetTexts.invalidLink);
  const [updated, setUpdated] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(passwordResetTexts.passwordTooShort);
      return;
    }
    if (password !== confirmation) {
      toast.error(passwordResetTexts.passwordsDontMatch);
      return;
    }
    try {
      await resetPassword({ token, password }).unwrap();
    } catch (error) {
      toast.error(mapResetUpdateError(error));
      return;
    }
    setUpdated(true);
    redirectTimer.current = setTimeout(
      () => navigate(authPaths.auth, { replace: true }),
      auth.passwordUpdatedRedirectMs,
    );
  };

  if (updated) {
    return (
      <AuthCard title={passwordResetTexts.confirmTitle}>
        <ResultView status="success" title={passwordResetTexts.passwordUpdated} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={passwordResetTexts.confirmTitle}>
      {answer === undefined ? (
        <div style={{ textAlign: 'center' }}>
          <Spin />
        </div>
      ) : (
        <form onSubmit={submit} noValidate style={formStyle}>
          <PasswordField
            label={passwordResetTexts.newPassword}
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
          />
          <PasswordField
            label={passwordResetTexts.confirmPassword}
            autoComplete="new-password"
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <SubmitButton loading={isLoading}>{passwordResetTexts.confirmTitle}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
