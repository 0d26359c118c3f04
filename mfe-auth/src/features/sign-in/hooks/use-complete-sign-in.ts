import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@scp/shared/client/hooks';
import { sessionApi } from '@scp/shared/client/session-api';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import { routes } from '@scp/shared/contracts/constants';

/**
 * After a sign-in, or a sign-up that started a session: reads the session the gateway has just
 * started (forced: never a cached "signed out"), tells the session slice (so the shell's guards
 * and session lifecycle see the user), shows the toast and navigates to `destination`.
 *
 * The shell's public-only guard sends a signed-in user from /auth to / in the very render that
 * learns of the session, and that render comes first: store updates render synchronously, the
 * router's are transitions. A navigation of ours started in the same tick is overridden. So the
 * user goes to / with the guard, and only then on to any other destination.
 */
export function useCompleteSignIn(): (toastText: string, destination: string) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    async (toastText, destination) => {
      const request = dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
      const { data } = await request;
      request.unsubscribe();
      if (data) dispatch(sessionResolved({ user: data.user, expiresAt: data.expiresAt }));
      toast.success(toastText);
      await navigate(routes.home, { replace: true });
      if (destination === routes.home) return;
      // A task later the guard's own redirect has run; this one is the last word.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await navigate(destination, { replace: true });
    },
    [dispatch, navigate, toast],
  );
}
