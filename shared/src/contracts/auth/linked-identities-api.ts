// zod/mini: Settings → Profile validates these in the browser (see ../errors.ts).
import * as z from 'zod/mini';
import { oauthSignInProviderSchema } from './auth-api';

/**
 * The auth service's linked identities (Settings → Profile's sign-in methods), under `/api/auth`:
 * the list, removing one, the link flow's return, and the first password by mail. A file of its own,
 * bundled by the apps that import it (the settings remote and the auth service): auth-api.ts is a
 * shared chunk of every first visit, /auth's included, which draws none of this.
 */

/** The auth service's answers about sign-in methods; the settings remote shows them as they come. */
export const linkedIdentitiesServerMessages = {
  recentSignInRequiredToLink: 'Please sign in again before linking a sign-in method.',
  /** POST /password for an account without one: a session never sets a first password by itself. */
  passwordSetupByMail:
    'Your account has no password yet. Choose "Set a password" in Settings → Profile: we mail you a link to set one.',
  passwordAlreadySet: 'Your account already has a password. Change it with your current password.',
  identityNotFound: 'This sign-in method is not linked to your account.',
  lastSignInMethod:
    'This is the only way into your account. Link another sign-in method or set a password before removing it.',
} as const;

/**
 * A Google, Apple or Shopify sign-in whose email matches an account it is not linked to: it never
 * joins that account by itself (whoever controls a provider account with the owner's address would
 * get in); the owner links it while signed in.
 */
export function identityNotLinkedMessage(providerName: string): string {
  return `An account with this email already exists. Sign in the way you did before, then link ${providerName} in Settings → Profile.`;
}

/** Linking an identity that already signs in to another account (it belongs to one account only). */
export function identityLinkedElsewhereMessage(providerName: string): string {
  return `This ${providerName} sign-in already belongs to another account. Remove it there first.`;
}

/**
 * `POST /api/auth/password/setup-request` (signed in, no body): for an account without a password
 * whose last sign-in is under RECENT_SIGN_IN_SECONDS old, mails a link to the account's address on
 * which a password is chosen (the reset page). A first password needs both: the fresh sign-in and
 * the mailbox. 202 `{ sent: true }`; 403 without the recent sign-in; 409 when there is a password.
 */
export const passwordSetupRequestResponseSchema = z.object({ sent: z.literal(true) });
export type PasswordSetupRequestResponse = z.infer<typeof passwordSetupRequestResponseSchema>;

/** Where a link flow comes back to by default: Settings → Profile, which lists the linked identities. */
export const LINKED_IDENTITIES_PATH = '/settings/profile';

/** The query a link flow comes back with (see oauthStartRequestSchema's `mode`). */
export const oauthLinkResultQuerySchema = z.object({
  linked: z.optional(oauthSignInProviderSchema),
  link_error: z.optional(z.string()),
  provider: z.optional(oauthSignInProviderSchema),
});
export type OAuthLinkResultQuery = z.infer<typeof oauthLinkResultQuerySchema>;

/**
 * One way into the account besides its password: a Google or Apple account, or a Shopify shop.
 * `email` is the address the provider gave (a shop's contact address for Shopify), `shop` the
 * shop's myshopify domain (Shopify only); dates are ISO 8601.
 */
export const linkedIdentitySchema = z.object({
  id: z.string(),
  provider: oauthSignInProviderSchema,
  email: z.nullable(z.string()),
  shop: z.nullable(z.string()),
  linked_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/**
 * `GET /api/auth/identities` and `DELETE /api/auth/identities/{id}` (signed in). Removing answers
 * the list as it is after; the last way in (no password and one identity) cannot be removed (409
 * `LAST_SIGN_IN_METHOD`), an identity of another account is 404.
 */
export const linkedIdentitiesResponseSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  has_password: z.boolean(),
});
export type LinkedIdentitiesResponse = z.infer<typeof linkedIdentitiesResponseSchema>;
export const identityIdParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f]{24}$/)) });
