import { api } from '@scp/shared/client/api';
import {
  type AuthUserResponse,
  authUserResponseSchema,
  type OAuthSignInProvider,
  type OAuthStartRequest,
  type OAuthStartResponse,
  oauthStartResponseSchema,
  type SignInRequest,
  type SignUpRequest,
  type SignUpResponse,
  signUpResponseSchema,
} from '@scp/shared/contracts/auth/auth-api';

export interface OAuthStartArgs extends OAuthStartRequest {
  provider: OAuthSignInProvider;
}

/** The auth service's sign-in endpoints (shared/src/contracts/auth.ts), on the app's one api. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AuthUserResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
      responseSchema: authUserResponseSchema,
    }),
    signUp: build.mutation<SignUpResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
      responseSchema: signUpResponseSchema,
    }),
    /** Redirect sign-in: answers the provider's authorization URL the browser then goes to. */
    startOAuthSignIn: build.mutation<OAuthStartResponse, OAuthStartArgs>({
      query: ({ provider, ...body }) => ({ url: `/auth/oauth/${provider}/start`, method: 'POST', body }),
      responseSchema: oauthStartResponseSchema,
    }),
  }),
});

export const { useSignInMutation, useSignUpMutation, useStartOAuthSignInMutation } = authApi;
