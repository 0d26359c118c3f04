import { type AuthUserResponse, authUserResponseSchema } from '../contracts/auth/auth-api';
import type { UserMetadataUpdate } from '../contracts/auth/user-metadata-update';
import {
  type SessionResponse,
  type SignOutResponse,
  sessionResponseSchema,
  signOutResponseSchema,
} from '../contracts/auth/session';
import { api } from './api';
import { sessionEnded, sessionResolved, type SessionState, sessionUserUpdated } from './session-slice';

/**
 * The session endpoints the gateway answers (docs/architecture.md, Sessions and identity). Refresh and sign-out also update the
 * session slice so every caller (the lifecycle timer, the Sign Out button) gets the same outcome.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => '/auth/session',
      responseSchema: sessionResponseSchema,
      providesTags: ['Session'],
      // The lifecycle decides when to look again; a cached answer must not outlive the session.
      keepUnusedDataFor: 0,
    }),
    refreshSession: build.mutation<SessionResponse, void>({
      query: () => ({ url: '/auth/session/refresh', method: 'POST' }),
      responseSchema: sessionResponseSchema,
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // A sign-out that finished while this refresh was on its way wins: the user asked to leave.
        const { session } = getState() as unknown as { session?: SessionState };
        if (session?.status === 'signedOut') return;
        dispatch(sessionResolved(data));
        dispatch(sessionApi.util.updateQueryData('getSession', undefined, () => data));
      },
    }),
    signOut: build.mutation<SignOutResponse, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST' }),
      responseSchema: signOutResponseSchema,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Signed out locally even when the server could not be told: the user asked to leave, and
        // the server session expires on its own.
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionEnded());
        // No cached data of the previous user may be shown to the next one.
        dispatch(api.util.resetApiState());
      },
    }),
    /**
     * `PATCH /api/auth/user/metadata` (calls: merged over the stored metadata). The session's
     * user changes at once, so every screen (the shell's theme, the sidebar's name) follows the
     * switch before the answer; a refusal puts the saved values back.
     */
    updateUserMetadata: build.mutation<AuthUserResponse, UserMetadataUpdate>({
      query: (body) => ({ url: '/auth/user/metadata', method: 'PATCH', body }),
      responseSchema: authUserResponseSchema,
      async onQueryStarted(patch, { dispatch, getState, queryFulfilled }) {
        const { session } = getState() as unknown as { session?: SessionState };
        const before = session?.status === 'signedIn' ? session.user : null;
        if (before) dispatch(sessionUserUpdated({ ...before, user_metadata: { ...before.user_metadata, ...patch } }));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sessionUserUpdated(data.user));
        else if (before) dispatch(sessionUserUpdated(before));
      },
    }),
  }),
});

export const { useGetSessionQuery, useRefreshSessionMutation, useSignOutMutation, useUpdateUserMetadataMutation } =
  sessionApi;
