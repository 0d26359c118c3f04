import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { routes } from '@scp/shared/contracts/constants';
import { messages } from '@scp/shared/contracts/messages';
import { mapSignInError } from '../../auth-errors/map-auth-error';
import { useSignInMutation } from '../api/auth-api';
import { useCompleteSignIn } from '../../../hooks/use-complete-sign-in';
import { useFailedSignIns } from '../hooks/use-failed-sign-ins';
import { authClassNames } from './auth-styles';
import { EmailField, PasswordField, SubmitButton } from '../../../components/auth-fields';
import { formStyle } from '../../../components/form-style';

/** Email and password sign-in (accounts §2, §4, §5). */
export function SignInForm() {
  const toast = useToast();
  const { completeSignIn, completing } = useCompleteSignIn();
  const [signIn, { isLoading }] = useSignInMutation();
  const failures = useFailedSignIns();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(messages.auth.missingFields);
      return;
    }
    try {
      await signIn({ email: email.trim(), password }).unwrap();
    } catch (error) {
      const mapped = mapSignInError(toErrorBody(error));
      if (mapped.invalidCredentials) failures.recordInvalidCredentials();
      toast.error(mapped.toast);
      return;
    }
    failures.reset();
    await completeSignIn(messages.auth.welcomeBack, routes.home);
  };

  return (
    <form onSubmit={submit} noValidate style={formStyle}>
      <EmailField label={messages.auth.emailLabel} value={email} onValueChange={setEmail} />
      <PasswordField
        label={messages.auth.passwordLabel}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <div style={{ textAlign: 'right' }}>
        <Link to={routes.resetPassword} className={failures.bouncing ? authClassNames.bounce : undefined}>
          {messages.auth.forgotPassword}
        </Link>
      </div>
      <SubmitButton loading={isLoading || completing}>{messages.auth.signInTitle}</SubmitButton>
    </form>
  );
}
