import { Spin, Typography } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { routes } from '@scp/shared/contracts/constants';
import { messages } from '@scp/shared/contracts/messages';
import { AuthCard } from '../../../components/auth-card';
import { SubmitButton } from '../../../components/auth-fields';
import { formStyle } from '../../../components/form-style';
import { useCompleteSignIn } from '../../../hooks/use-complete-sign-in';
import { useCheckEmailConfirmationMutation, useConfirmEmailMutation } from '../api/email-confirmation-api';

const text = messages.confirmEmail;

/**
 * /auth/confirm?token=... (the confirmation mail's link): names the address the link confirms and
 * confirms it only when the user clicks (issue 9.7). Opening the link signs nobody in, so neither
 * a mail scanner nor a page that sends the browser here can sign the user into someone's account.
 * An unusable link: the invalid-link toast and /auth.
 */
export function ConfirmEmailPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [checkLink] = useCheckEmailConfirmationMutation();
  const [confirmEmail, { isLoading }] = useConfirmEmailMutation();
  const { completeSignIn, completing } = useCompleteSignIn();
  const [email, setEmail] = useState<string | undefined>();

  useEffect(() => {
    let cancelled = false;
    const rejectLink = () => {
      toast.error(text.invalidLink);
      navigate(routes.auth, { replace: true });
    };
    if (!token) {
      rejectLink();
      return;
    }
    checkLink({ token })
      .unwrap()
      .then(
        (answer) => !cancelled && setEmail(answer.email),
        () => !cancelled && rejectLink(),
      );
    // StrictMode runs this twice: the first run's answer is ignored, the second one decides.
    return () => {
      cancelled = true;
    };
  }, [token, checkLink, toast, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await confirmEmail({ token }).unwrap();
    } catch {
      toast.error(text.invalidLink);
      await navigate(routes.auth, { replace: true });
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
          <Typography.Text style={{ textAlign: 'center' }}>{text.intro}</Typography.Text>
          <Typography.Text strong style={{ textAlign: 'center' }}>
            {email}
          </Typography.Text>
          <SubmitButton loading={isLoading || completing}>{text.button}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
