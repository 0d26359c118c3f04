import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@scp/shared/client/hooks';
import { sessionApi } from '@scp/shared/client/session-api';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';

/**
 * After a sign-in, or a sign-up that started a session: reads the session the gateway has just
 * started (forced: never a cached "signed out"), tells the session slice (so the shell's guards
 * and session lifecycle see the user) with where the user should land, shows the toast and
 * navigates there.
 *
 * The shell's public-only guard moves a signed-in user off /auth in the very render that learns of
 * the session, before a navigation of ours could; it follows the slice's landing path, so both
 * agree on the destination.
 *
 * `completing` keeps the form's button busy until the app has moved on, not just until the sign-in
 * or sign-up answers.
 */
export function useCompleteSignIn(): {
  completeSignIn: (toastText: string, destination: string) => Promise<void>;
  completing: boolean;
} {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [completing, setCompleting] = useState(false);
  const completeSignIn = useCallback(
    async (toastText: string, destination: string) => {
      setCompleting(true);
      const request = dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
      const { data } = await request;
      request.unsubscribe();
      if (data) dispatch(sessionResolved({ user: data.user, expiresAt: data.expiresAt, landingPath: destination }));
      toast.success(toastText);
      await navigate(destination, { replace: true });
    },
    [dispatch, navigate, toast],
  );
  return { completeSignIn, completing };
}
