import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { routes } from '@scp/shared/contracts/app/app-paths';
import { mapSignInError } from '../../common/lib/map-auth-error';
import { useSignInMutation } from '../api/auth-api';
import { useCompleteSignIn } from '../../common/hooks/use-complete-sign-in';
import { useFailedSignIns } from '../hooks/use-failed-sign-ins';
import { authClassNames } from './auth-styles';
import { EmailField, PasswordField, SubmitButton } from '../../common/components/auth-fields';
import { formStyle } from '../../common/components/form-style';

/** Email and password sign-in (screens and routes, states and transitions, validation rules). */
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
      toast.error(accountsTexts.auth.missingFields);
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
    await completeSignIn(accountsTexts.auth.welcomeBack, routes.home);
  };

  return (
    <form onSubmit={submit} noValidate style={formStyle}>
      <EmailField label={accountsTexts.auth.emailLabel} value={email} onValueChange={setEmail} />
      <PasswordField
        label={accountsTexts.auth.passwordLabel}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <div style={{ textAlign: 'right' }}>
        <Link to={authPaths.resetPassword} className={failures.bouncing ? authClassNames.bounce : undefined}>
          {accountsTexts.auth.forgotPassword}
        </Link>
      </div>
      <SubmitButton loading={isLoading || completing}>{accountsTexts.auth.signInTitle}</SubmitButton>
    </form>
  );
}
