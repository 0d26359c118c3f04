import { api } from '@scp/shared/client/api';
import {
  onboardingCompleteResponseSchema,
  onboardingProgressResponseSchema,
  type OnboardingCompleteRequest,
  type OnboardingCompleteResponse,
  type OnboardingProgress,
  type OnboardingProgressResponse,
} from '@scp/shared/contracts/onboarding/onboarding';

/** The onboarding service (shared/src/contracts/onboarding/onboarding.ts). */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnboardingProgress: build.query<OnboardingProgressResponse, void>({
      query: () => '/onboarding/progress',
      responseSchema: onboardingProgressResponseSchema,
      providesTags: ['Onboarding'],
    }),
    saveOnboardingProgress: build.mutation<OnboardingProgressResponse, OnboardingProgress>({
      query: (body) => ({ url: '/onboarding/progress', method: 'PUT', body }),
      responseSchema: onboardingProgressResponseSchema,
    }),
    completeOnboarding: build.mutation<OnboardingCompleteResponse, OnboardingCompleteRequest>({
      query: (body) => ({ url: '/onboarding/complete', method: 'POST', body }),
      responseSchema: onboardingCompleteResponseSchema,
      // The voice, the goals and the user's metadata changed (the session is re-read by the page).
      invalidatesTags: ['Onboarding', 'Goal', 'BrandVoice', 'Profile'],
    }),
  }),
});

export const { useGetOnboardingProgressQuery, useSaveOnboardingProgressMutation, useCompleteOnboardingMutation } =
  onboardingApi;
