import * as z from 'zod/mini';
import { businessTypeIds } from '../settings/settings-constants';
import { onboardingLimits } from '../onboarding/onboarding-constants';
import { userMetadataSchema } from './session';

/**
 * The auth service's internal API (docs/architecture.md, Between services): what other services may know of an account to
 * write to its owner. Never reachable through the gateway; called with a service token for a user.
 */
export const authInternalPaths = {
  /** `GET`: where and whether to send the owner mail (404 for an unknown user). */
  notificationProfile: '/internal/auth/notification-profile',
  /**
   * `PATCH`: onboarding's share of the user's metadata (entities: "User metadata: business_type,
   * company_name") and whether onboarding is done; merged like the owner's own update. Answers the
   * whole metadata. The browser's session copy follows on its next `GET /api/auth/user` (the
   * client kit's `reloadSessionUser`): only the auth service's answers to the browser change sessions.
   */
  onboardingMetadata: '/internal/auth/onboarding-metadata',
  /** `GET`: what the business is (from the profile), for the assistant's user AI profile (404 for an unknown user). */
  businessProfile: '/internal/auth/business-profile',
} as const;

export const businessProfileSchema = z.object({
  businessType: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const onboardingMetadataRequestSchema = z.strictObject({
  business_type: z.optional(z.enum(businessTypeIds)),
  company_name: z.optional(z.string().check(z.trim(), z.maxLength(onboardingLimits.companyNameMax))),
  onboarding_completed: z.optional(z.boolean()),
});
export type OnboardingMetadataRequest = z.infer<typeof onboardingMetadataRequestSchema>;

/** The answer of `onboardingMetadata`: the user's whole metadata after the merge. */
export const onboardingMetadataResponseSchema = z.object({ user_metadata: userMetadataSchema });
export type OnboardingMetadataResponse = z.infer<typeof onboardingMetadataResponseSchema>;

export const notificationProfileSchema = z.object({
  email: z.string(),
  fullName: z.nullable(z.string()),
  /** The Appearance tab's Email Notifications switch (default on). */
  emailNotifications: z.boolean(),
});
export type NotificationProfile = z.infer<typeof notificationProfileSchema>;
