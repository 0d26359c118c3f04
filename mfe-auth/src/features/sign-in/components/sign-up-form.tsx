import { type FormEvent, useState } from 'react';
import { Text } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { MIN_PASSWORD_LENGTH } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { emailSchema } from '@scp/shared/contracts/auth/auth-api';
import { routes } from '@scp/shared/contracts/app/app-paths';
import { EmailField, PasswordField, SubmitButton, TextField } from '../../common/components/auth-fields';
import { formStyle } from '../../common/components/form-style';
import { mapSignUpError } from '../../common/lib/map-auth-error';
import { useSignUpMutation } from '../api/auth-api';
import { useAutofillDetection } from '../hooks/use-autofill-detection';
import { useCompleteSignIn } from '../../common/hooks/use-complete-sign-in';
import { checkPassword, meetsAllRules } from '../lib/password-rules';
import { authClassNames } from './auth-styles';
import { PasswordChecklist } from './password-checklist';

/**
 * Sign-up in two steps (screens and routes, states and transitions, validation rules): the email, then full name and password. A fresh mount
 * is a fresh form: the auth page remounts it when the view switches, which clears the fields and
 * goes back to step 1.
 */
export function SignUpForm({ onSwitchToSignIn }: { onSwitchToSignIn: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  return step === 1 ? (
    <EmailStep email={email} onEmailChange={setEmail} onContinue={() => setStep(2)} />
  ) : (
    <AccountStep email={email.trim()} onSwitchToSignIn={onSwitchToSignIn} />
  );
}

function EmailStep(props: { email: string; onEmailChange: (email: string) => void; onContinue: () => void }) {
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = props.email.trim();
    if (!email) toast.error(accountsTexts.auth.emailRequired);
    else if (!emailSchema.safeParse(email).success) toast.error(accountsTexts.auth.invalidEmail);
    else props.onContinue();
  };
  return (
    <form onSubmit={submit} noValidate style={formStyle}>
      <EmailField label={accountsTexts.auth.emailLabel} value={props.email} onValueChange={props.onEmailChange} />
      <SubmitButton>{accountsTexts.auth.continue}</SubmitButton>
    </form>
  );
}

function AccountStep({ email, onSwitchToSignIn }: { email: string; onSwitchToSignIn: () => void }) {
  const toast = useToast();
  const { completeSignIn, completing } = useCompleteSignIn();
  const [signUp, { isLoading }] = useSignUpMutation();
  const autofill = useAutofillDetection();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [passwordFocused, setPasswordFocused] = useState(false);

  const checks = checkPassword(password);
  const canSubmit = fullName !== '' && password !== '' && (meetsAllRules(checks) || autofill.autofilled);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !password) {
      toast.error(accountsTexts.auth.missingFields);
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(accountsTexts.auth.passwordTooShort);
      return;
    }
    let session: boolean;
    try {
      ({ session } = await signUp({ email, password, full_name: fullName.trim() }).unwrap());
    } catch (error) {
      const mapped = mapSignUpError(toErrorBody(error));
      toast.error(mapped.toast);
      if (mapped.switchToSignIn) onSwitchToSignIn();
      return;
    }
    if (session) {
      await completeSignIn(accountsTexts.auth.accountCreated, routes.onboarding);
      return;
    }
    // Email confirmation is on: no session yet, the user signs in after following the link.
    toast.success({
      title: accountsTexts.auth.accountCreated,
      description: accountsTexts.auth.emailNotConfirmed.description,
    });
    onSwitchToSignIn();
  };

  return (
    <form onSubmit={submit} noValidate style={formStyle}>
      <Text type="secondary" style={{ textAlign: 'center' }}>
        {email}
      </Text>
      <TextField
        label={accountsTexts.auth.fullNameLabel}
        autoComplete="name"
        value={fullName}
        onValueChange={setFullName}
      />
      <div className={authClassNames.autofillWatch} onAnimationStart={autofill.onAnimationStart}>
        <PasswordField
          label={accountsTexts.auth.passwordLabel}
          autoComplete="new-password"
          value={password}
          onKeyDown={autofill.onKeyDown}
          onPaste={autofill.onPaste}
          onFocus={() => setPasswordFocused(true)}
          onBlur={() => setPasswordFocused(false)}
          onValueChange={(value) => {
            autofill.noteChange(password, value);
            setPassword(value);
          }}
        />
      </div>
      {password !== '' && !checks.longEnough && (
        <Text type="danger" role="alert">
          {accountsTexts.auth.passwordTooShortInline}
        </Text>
      )}
      {autofill.autofilled && <Text type="secondary">{accountsTexts.auth.passwordAutoSuggested}</Text>}
      {/* Hidden, not removed: a blur that unmounted it moved the button up between mouse down and up
          and the click on Create Account was lost (issue 17.2). */}
      <PasswordChecklist checks={checks} shown={passwordFocused || (password !== '' && !autofill.autofilled)} />
      <SubmitButton loading={isLoading || completing} disabled={!canSubmit}>
        {accountsTexts.auth.createAccount}
      </SubmitButton>
    </form>
  );
}
