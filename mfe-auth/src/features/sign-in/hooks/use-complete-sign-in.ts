import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@scp/shared/client/hooks';
import { sessionApi } from '@scp/shared/client/session-api';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';

/**
 * After a sign-in, or a sign-up that started a session: reads the session the gateway has just
 * started (forced: never a cached "signed out"), then in one synchronous step tells the session
 * slice, shows the toast and navigates. One step, so the shell's public-only guard never renders
 * /auth for a signed-in user in between and the protected guard of the destination already sees
 * the user.
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
      navigate(destination, { replace: true });
    },
    [dispatch, navigate, toast],
  );
}
