import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { passwordResetTexts } from '@scp/shared/contracts/auth/password-reset-texts';
import { AuthCard } from '../../common/components/auth-card';
import { EmailField, SubmitButton } from '../../common/components/auth-fields';
import { formStyle } from '../../common/components/form-style';
import { mapResetRequestError } from '../lib/map-reset-error';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';

/**
 * /reset-password (screens and routes, states and transitions): idle, submitting, email sent (toast, field cleared). After a
 * failure the button stays disabled for 1 s so a rejected request is not hammered.
 */
export function ResetRequestPage() {
  const toast = useToast();
  const [requestReset] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const cooldown = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(cooldown.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast.error(passwordResetTexts.emailRequired);
      return;
    }
    setSubmitting(true);
    try {
      await requestReset({ email: trimmed }).unwrap();
    } catch (error) {
      toast.error(mapResetRequestError(error));
      cooldown.current = setTimeout(() => setSubmitting(false), auth.resetFailureCooldownMs);
      return;
    }
    toast.success(passwordResetTexts.emailSent);
    setEmail('');
    setSubmitting(false);
  };

  return (
    <AuthCard title={passwordResetTexts.requestTitle}>
      <form onSubmit={submit} noValidate style={formStyle}>
        <EmailField label={passwordResetTexts.emailLabel} value={email} onValueChange={setEmail} />
        <SubmitButton loading={submitting}>{passwordResetTexts.sendResetLink}</SubmitButton>
        <div style={{ textAlign: 'center' }}>
          <Link to={authPaths.auth}>{passwordResetTexts.backToLogin}</Link>
        </div>
      </form>
    </AuthCard>
  );
}
