import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { oauthSignInErrorQuerySchema } from '@scp/shared/contracts/auth/auth-api';
import { mapProviderSignInError, mapSignInError } from '../../common/lib/map-auth-error';

const QUERY_KEYS = ['auth_error', 'provider'] as const;

/**
 * A redirect sign-in that failed lands on `/auth?auth_error=<message>&provider=<provider>`
 * (contracts/auth.ts): show that provider's mapped toast once, then drop the parameters from the
 * address (replace, so Back does not show it again).
 */
export function useAuthErrorQuery(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const handled = useRef<string | null>(null);
  const authError = searchParams.get('auth_error');
  const provider = searchParams.get('provider');

  useEffect(() => {
    if (authError === null) return;
    const key = `${authError}\n${provider ?? ''}`;
    // StrictMode runs effects twice; one toast per landing.
    if (handled.current === key) return;
    handled.current = key;
    const parsed = oauthSignInErrorQuerySchema.safeParse({ auth_error: authError, provider: provider ?? undefined });
    const failure = { message: authError };
    toast.error(
      parsed.success && parsed.data.provider
        ? mapProviderSignInError(parsed.data.provider, failure)
        : mapSignInError(failure).toast,
    );
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of QUERY_KEYS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [authError, provider, toast, setSearchParams]);
}
