import { api } from '@scp/shared/client/api';
import {
  type AuthUserResponse,
  authUserResponseSchema,
  type EmailConfirmCheckResponse,
  emailConfirmCheckResponseSchema,
  type EmailConfirmRequest,
} from '@scp/shared/contracts/auth/auth-api';

/** The auth service's confirmation endpoints (shared/src/contracts/auth.ts). */
export const emailConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation although it changes nothing: a link's token must never sit in the cache. */
    checkEmailConfirmation: build.mutation<EmailConfirmCheckResponse, EmailConfirmRequest>({
      query: (body) => ({ url: '/auth/confirm/check', method: 'POST', body }),
      responseSchema: emailConfirmCheckResponseSchema,
    }),
    confirmEmail: build.mutation<AuthUserResponse, EmailConfirmRequest>({
      query: (body) => ({ url: '/auth/confirm', method: 'POST', body }),
      responseSchema: authUserResponseSchema,
    }),
  }),
});

export const { useCheckEmailConfirmationMutation, useConfirmEmailMutation } = emailConfirmationApi;
