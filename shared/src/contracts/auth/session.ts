// zod/mini: the session lookup validates these on every first visit (see ../errors.ts).
import * as z from 'zod/mini';

/** User metadata as the spec lists it (entities); merged on update, email is read-only. */
export const userMetadataSchema = z.strictObject({
  full_name: z.optional(z.string()),
  website: z.optional(z.string()),
  company_name: z.optional(z.string()),
  industry: z.optional(z.string()),
  business_type: z.optional(z.string()),
  avatar_url: z.optional(z.string()),
  dark_mode: z.optional(z.boolean()),
  email_notifications: z.optional(z.boolean()),
  sound_effects: z.optional(z.boolean()),
  /** The owner's IANA time zone (e.g. 'Europe/Berlin'); absent until the browser's zone or the owner's choice is saved. */
  time_zone: z.optional(z.string()),
  /**
   * false from sign-up until onboarding is completed or skipped (the shell sends such a user to
   * /onboarding); absent for accounts made before onboarding existed, which are never sent there.
   */
  onboarding_completed: z.optional(z.boolean()),
});
export type UserMetadata = z.infer<typeof userMetadataSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: userMetadataSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth/session` and `POST /api/auth/session/refresh`: expiresAt is in epoch seconds. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/auth/sign-out` answers this whether or not a session existed. */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;
