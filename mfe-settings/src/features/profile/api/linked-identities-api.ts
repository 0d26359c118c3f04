import { api } from '@scp/shared/client/api';
import {
  type OAuthSignInProvider,
  type OAuthStartResponse,
  oauthStartResponseSchema,
} from '@scp/shared/contracts/auth/auth-api';
import {
  type LinkedIdentitiesResponse,
  linkedIdentitiesResponseSchema,
  type PasswordSetupRequestResponse,
  passwordSetupRequestResponseSchema,
} from '@scp/shared/contracts/auth/linked-identities-api';

export interface LinkIdentityArgs {
  provider: OAuthSignInProvider;
  shop?: string;
  returnTo: string;
}

/** The auth service's linked identities (shared/src/contracts/auth/linked-identities-api.ts). */
export const linkedIdentitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLinkedIdentities: build.query<LinkedIdentitiesResponse, void>({
      query: () => ({ url: '/auth/identities' }),
      responseSchema: linkedIdentitiesResponseSchema,
    }),
    removeLinkedIdentity: build.mutation<LinkedIdentitiesResponse, string>({
      query: (id) => ({ url: `/auth/identities/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: linkedIdentitiesResponseSchema,
      // The answer is the list as it is after: no second request.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(linkedIdentitiesApi.util.upsertQueryData('listLinkedIdentities', undefined, data));
        } catch {
          // The caller shows the failure; the list stays as it was.
        }
      },
    }),
    /** A link flow: answers the provider's authorization URL the browser then goes to. */
    startIdentityLink: build.mutation<OAuthStartResponse, LinkIdentityArgs>({
      query: ({ provider, ...body }) => ({
        url: `/auth/oauth/${provider}/start`,
        method: 'POST',
        body: { ...body, mode: 'link' },
      }),
      responseSchema: oauthStartResponseSchema,
    }),
    requestPasswordSetup: build.mutation<PasswordSetupRequestResponse, void>({
      query: () => ({ url: '/auth/password/setup-request', method: 'POST' }),
      responseSchema: passwordSetupRequestResponseSchema,
    }),
  }),
});

export const {
  useListLinkedIdentitiesQuery,
  useRemoveLinkedIdentityMutation,
  useStartIdentityLinkMutation,
  useRequestPasswordSetupMutation,
} = linkedIdentitiesApi;
