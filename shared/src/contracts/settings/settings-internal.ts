import * as z from 'zod/mini';
import { brandKitSchema } from './brand-kit';
import { voiceProfileSchema } from './voice-profiles';

/**
 * The settings service's internal API (DESIGN.md §12), for onboarding, the assistant and the
 * auto-responder: never reachable through the gateway, called with a service token for a user.
 */
export const settingsInternalPaths = {
  /** `GET`: the user's default voice (null before they made one) and brand kit. */
  brandContext: '/internal/settings/brand-context',
} as const;

export const brandContextResponseSchema = z.object({
  voice: z.nullable(voiceProfileSchema),
  brandKit: brandKitSchema,
});
export type BrandContextResponse = z.infer<typeof brandContextResponseSchema>;
