import { type AuthUserResponse, authUserResponseSchema } from '../contracts/auth/auth-api';
import { sessionApi } from './session-api';
import { sessionUserUpdated } from './session-slice';

/**
 * Re-reading the account, for the remotes that change it through another service (onboarding's
 * completion). Its own module, injected by those remotes: the shell, and every first visit, never
 * load it.
 */
export const sessionReloadApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/auth/user`: the account as stored now. The auth service's answer also brings the
     * gateway's copy of the user up to date, and the session slice (and a cached session) follow,
     * so a change another service made to the account (onboarding's completion, through the auth
     * service's internal API) reaches the shell's guards without a reload. Refetching the session
     * alone would not: the gateway answers it from its copy.
     */
    reloadSessionUser: build.mutation<AuthUserResponse, void>({
      query: () => ({ url: '/auth/user', method: 'GET' }),
      responseSchema: authUserResponseSchema,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(sessionUserUpdated(data.user));
        dispatch(
          sessionApi.util.updateQueryData('getSession', undefined, (session) => {
            if (session.user.id === data.user.id) session.user = data.user;
          }),
        );
      },
    }),
  }),
});

export const { useReloadSessionUserMutation } = sessionReloadApi;
