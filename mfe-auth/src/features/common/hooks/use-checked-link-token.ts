import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { authPaths } from '@scp/shared/contracts/auth/auth-paths';

/**
 * The `token` of a link from a mail (password reset, email confirmation), checked with the server
 * before the page shows its form. `answer` is the check's answer once the token is usable; a link
 * without a token, or one the server refuses, gives `invalidLinkText` as a toast and /auth.
 */
export function useCheckedLinkToken<Answer>(
  check: (request: { token: string }) => { unwrap: () => Promise<Answer> },
  invalidLinkText: string,
): { token: string; answer: Answer | undefined } {
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [answer, setAnswer] = useState<Answer | undefined>();

  useEffect(() => {
    let cancelled = false;
    const rejectLink = () => {
      toast.error(invalidLinkText);
      navigate(authPaths.auth, { replace: true });
    };
    if (!token) {
      rejectLink();
      return;
    }
    check({ token })
      .unwrap()
      .then(
        (checked) => !cancelled && setAnswer(checked),
        () => !cancelled && rejectLink(),
      );
    // StrictMode runs this twice: the first run's answer is ignored, the second one decides.
    return () => {
      cancelled = true;
    };
  }, [token, check, invalidLinkText, toast, navigate]);

  return { token, answer };
}
