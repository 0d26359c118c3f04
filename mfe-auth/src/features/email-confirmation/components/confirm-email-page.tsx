import { Spin } from 'antd';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Text } from '@scp/shared/client/typography';
import { useToast } from '@scp/shared/client/use-toast';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { emailConfirmationTexts } from '@scp/shared/contracts/auth/email-confirmation-texts';
import { routes } from '@scp/shared/contracts/app/app-paths';
import { AuthCard } from '../../common/components/auth-card';
import { SubmitButton } from '../../common/components/auth-fields';
import { formStyle } from '../../common/components/form-style';
import { useCheckedLinkToken } from '../../common/hooks/use-checked-link-token';
import { useCompleteSignIn } from '../../common/hooks/use-complete-sign-in';
import { useCheckEmailConfirmationMutation, useConfirmEmailMutation } from '../api/email-confirmation-api';

const text = emailConfirmationTexts;

/**
 * /auth/confirm?token=... (the confirmation mail's link): names the address the link confirms and
 * confirms it only when the user clicks (issue 9.7). Opening the link signs nobody in, so neither
 * a mail scanner nor a page that sends the browser here can sign the user into someone's account.
 * An unusable link: the invalid-link toast and /auth.
 */
export function ConfirmEmailPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [checkLink] = useCheckEmailConfirmationMutation();
  const [confirmEmail, { isLoading }] = useConfirmEmailMutation();
  const { completeSignIn, completing } = useCompleteSignIn();
  const { token, answer } = useCheckedLinkToken(checkLink, text.invalidLink);
  const email = answer?.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await confirmEmail({ token }).unwrap();
    } catch {
      toast.error(text.invalidLink);
      await navigate(authPaths.auth, { replace: true });
      return;
    }
    await completeSignIn(text.confirmed, routes.onboarding);
  };

  return (
    <AuthCard title={text.title}>
      {email === undefined ? (
        <div style={{ textAlign: 'center' }}>
          <Spin />
        </div>
      ) : (
        <form onSubmit={submit} noValidate style={formStyle}>
          <Text style={{ textAlign: 'center' }}>{text.intro}</Text>
          <Text strong style={{ textAlign: 'center' }}>
            {email}
          </Text>
          <SubmitButton loading={isLoading || completing}>{text.button}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
