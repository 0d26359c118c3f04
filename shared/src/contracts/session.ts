import { z } from 'zod';

/** User metadata as the spec lists it (accounts spec §3); merged on update, email is read-only. */
export const userMetadataSchema = z
  .object({
    full_name: z.string().optional(),
    website: z.string().optional(),
    company_name: z.string().optional(),
    industry: z.string().optional(),
    business_type: z.string().optional(),
    avatar_url: z.string().optional(),
    dark_mode: z.boolean().optional(),
    email_notifications: z.boolean().optional(),
    sound_effects: z.boolean().optional(),
  })
  .strict();
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
  expiresAt: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/auth/sign-out` answers this whether or not a session existed. */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;
