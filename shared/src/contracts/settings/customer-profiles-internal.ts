import * as z from 'zod/mini';

/**
 * Between the responder and the settings service (which holds the page tokens and is the only one
 * to call the platforms, docs/architecture.md, Who owns what): the name and picture of a customer
 * who wrote to a page or an Instagram account the user connected, from Meta's user profile.
 * Internal only, with a service token for one user; the token never leaves settings.
 */
export const customerProfilesInternalPaths = {
  /** settings, `POST` (the responder): one customer's profile as Meta has it now. */
  customerProfile: '/internal/settings/messages/customer-profile',
} as const;

export const customerProfileRequestSchema = z.strictObject({
  platform: z.enum(['facebook', 'instagram']),
  /** The Facebook page, or the Instagram account (read through the page it is linked to). */
  accountId: z.string().check(z.minLength(1), z.maxLength(255)),
  /** The customer (PSID or IGSID). */
  customerId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type CustomerProfileRequest = z.infer<typeof customerProfileRequestSchema>;

export const customerProfileSchema = z.object({
  /** The name Meta shows (Messenger: first and last name; Instagram: the name, else the username); null when it gave none. */
  name: z.nullable(z.string()),
  /** Instagram's @username (without the @); null on Messenger. */
  username: z.nullable(z.string()),
  /** The profile picture's address at Meta (it expires; re-read daily); null when none. */
  pictureUrl: z.nullable(z.string()),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/**
 * Why Meta gave no profile: `token` (the page token refused even after renewal), `rate_limited`
 * (with the wait), `unavailable` (no answer or a 5xx), `refused` (anything else, such as a
 * customer Meta no longer shows). A user without a usable connection of the account is a 404.
 */
export const customerProfileFailureKinds = ['token', 'rate_limited', 'unavailable', 'refused'] as const;

export const customerProfileResponseSchema = z.union([
  z.object({ profile: customerProfileSchema }),
  z.object({
    failure: z.object({
      kind: z.enum(customerProfileFailureKinds),
      detail: z.string(),
      retryAfterMs: z.optional(z.number().check(z.nonnegative())),
    }),
  }),
]);
export type CustomerProfileResponse = z.infer<typeof customerProfileResponseSchema>;
