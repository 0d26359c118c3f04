import { api } from '@scp/shared/client/api';
import {
  type PasswordResetBody,
  type PasswordResetCheckRequest,
  type PasswordResetCheckResponse,
  passwordResetCheckResponseSchema,
  type PasswordResetRequest,
  type PasswordResetRequestResponse,
  passwordResetRequestResponseSchema,
  type PasswordUpdatedResponse,
  passwordUpdatedResponseSchema,
} from '@scp/shared/contracts/auth/auth-api';

/** The auth service's password-reset endpoints (shared/src/contracts/auth.ts). */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<PasswordResetRequestResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password/reset-request', method: 'POST', body }),
      responseSchema: passwordResetRequestResponseSchema,
    }),
    /** A mutation although it changes nothing: a reset link's token must never sit in the cache. */
    checkPasswordResetToken: build.mutation<PasswordResetCheckResponse, PasswordResetCheckRequest>({
      query: (body) => ({ url: '/auth/password/reset-check', method: 'POST', body }),
      responseSchema: passwordResetCheckResponseSchema,
    }),
    resetPassword: build.mutation<PasswordUpdatedResponse, PasswordResetBody>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
      responseSchema: passwordUpdatedResponseSchema,
    }),
  }),
});

export const { useRequestPasswordResetMutation, useCheckPasswordResetTokenMutation, useResetPasswordMutation } =
  passwordResetApi;
