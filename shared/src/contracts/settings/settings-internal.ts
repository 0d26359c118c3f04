import * as z from 'zod/mini';
import { brandKitSchema } from './brand-kit';
import { voiceProfileSchema } from './voice-profiles';
import { brandVoice, businessTypeIds } from './settings-constants';

/**
 * The settings service's internal API (docs/architecture.md, Between services), for onboarding, the assistant and the
 * auto-responder: never reachable through the gateway, called with a service token for a user.
 */
export const settingsInternalPaths = {
  /** `GET`: the user's default voice (null before they made one) and brand kit. */
  brandContext: '/internal/settings/brand-context',
  /**
   * `GET`: the user's connected accounts as the integrations tab shows them (ConnectedAccountsResponse,
   * never a token), for the assistant and the auto-responder.
   */
  connectedAccounts: '/internal/settings/connected-accounts',
  /**
   * `GET ?platform=&accountId=` (no user: a webhook names an account, not its owner): the users who
   * connected that account, `{ owners: string[] }`. For the auto-responder alone.
   */
  accountOwners: '/internal/settings/account-owners',
  /**
   * `PUT`: onboarding's brand voice (entities, calls): the user's 'Onboarding Profile' is updated
   * when it exists, else created (the user's first profile becomes the default).
   */
  onboardingVoice: '/internal/settings/onboarding-voice',
} as const;

/** The brand voice step's answers, as the spec lists the saved profile's fields (entities). */
export const onboardingVoiceRequestSchema = z.strictObject({
  /** A brand tone id (onboarding-constants brandTones). */
  tone: z.string().check(z.minLength(1), z.maxLength(40)),
  audience_description: z.string().check(z.maxLength(brandVoice.audienceDescriptionMax)),
  /** "list of one, or null": the competitors answer as one entry. */
  onboarding_competitors: z.nullable(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(1))),
  onboarding_inspiration: z.nullable(z.string().check(z.maxLength(500))),
  business_type: z.nullable(z.enum(businessTypeIds)),
  selected_goals: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(20)),
  onboarding_completed: z.boolean(),
});
export type OnboardingVoiceRequest = z.infer<typeof onboardingVoiceRequestSchema>;

export const brandContextResponseSchema = z.object({
  voice: z.nullable(voiceProfileSchema),
  brandKit: brandKitSchema,
});
export type BrandContextResponse = z.infer<typeof brandContextResponseSchema>;

export const accountOwnersQuerySchema = z.strictObject({
  platform: z.enum(['facebook', 'instagram']),
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type AccountOwnersQuery = z.infer<typeof accountOwnersQuerySchema>;
export const accountOwnersResponseSchema = z.object({ owners: z.array(z.string()) });
export type AccountOwnersResponse = z.infer<typeof accountOwnersResponseSchema>;
