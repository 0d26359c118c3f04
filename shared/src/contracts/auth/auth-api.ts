// zod/mini: the auth remote validates these in the browser (see ../errors.ts).
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './accounts-constants';
import { sessionUserSchema } from './session';

/**
 * The auth service's API (docs/architecture.md, Contracts and errors), under `/api/auth`. The session endpoints themselves
 * (`GET /auth/session`, `POST /auth/session/refresh`, `POST /auth/sign-out`) are the gateway's and
 * live in session.ts.
 *
 * Server messages: the sign-in and sign-up error mapping of error catalogue: matches on the backend's
 * message text ('Invalid login credentials', 'Email not confirmed', 'already registered',
 * 'Invalid email', 'Invalid Shopify store domain'), so the service answers with exactly these.
 * Written out rather than read from accounts-texts.ts: this file is a shared chunk of every first
 * visit, and importing the texts put a third copy of them on /auth (a test keeps the two equal).
 */
export const authServerMessages = {
  invalidCredentials: 'Invalid login credentials',
  emailNotConfirmed: 'Email not confirmed',
  alreadyRegistered: 'User already registered',
  invalidEmail: 'Invalid email address.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: 'Password is too long.',
  fullNameRequired: 'Full name is required.',
  invalidShopDomain: 'Invalid Shopify store domain. Use the form your-store.myshopify.com.',
  invalidResetLink: 'Password reset link is invalid or has expired.',
  invalidConfirmationLink: 'Confirmation link is invalid or has expired.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Please try again later.',
  emailReadOnly: 'Email cannot be changed.',
  notSignedIn: 'Not signed in.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  recentSignInRequired: 'Please sign in again before setting a password.',
} as const;

/** Longest accepted email (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** How recent a sign-in must be for an account without a password to set one on its session. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
/** Passwords longer than this are refused before hashing (a cheap denial-of-service guard). */
export const MAX_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 200;
const MAX_TOKEN_LENGTH = 200;

/** Trimmed and lower-cased (emails are unique case-insensitively), not yet format-checked. */
const normalizedEmailSchema = z
  .string(authServerMessages.emailRequired)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, authServerMessages.emailRequired),
    z.maxLength(MAX_EMAIL_LENGTH, authServerMessages.invalidEmail),
  );

/** An email that is stored or mailed to: normalized and format-checked. */
export const emailSchema = normalizedEmailSchema.check(z.regex(z.regexes.email, authServerMessages.invalidEmail));

/** A new password: the spec's minimum (validation rules, business constants). */
export const newPasswordSchema = z
  .string(authServerMessages.passwordRequired)
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, authServerMessages.passwordTooShort),
    z.maxLength(MAX_PASSWORD_LENGTH, authServerMessages.passwordTooLong),
  );

const tokenSchema = z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH));

// ---------------------------------------------------------------------------------------------
// Sign-in and sign-up

/** `POST /api/auth/sign-in`. The email is not format-checked: a wrong one is just wrong credentials. */
export const signInRequestSchema = z.strictObject({
  email: normalizedEmailSchema,
  password: z
    .string(authServerMessages.passwordRequired)
    .check(
      z.minLength(1, authServerMessages.passwordRequired),
      z.maxLength(MAX_PASSWORD_LENGTH, authServerMessages.passwordTooLong),
    ),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Sign-in, and every other answer that returns the account. The gateway has started the session. */
export const authUserResponseSchema = z.object({ user: sessionUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** `POST /api/auth/sign-up` (calls: email, password, options.data.full_name). */
export const signUpRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  full_name: z
    .string(authServerMessages.fullNameRequired)
    .check(
      z.trim(),
      z.minLength(1, authServerMessages.fullNameRequired),
      z.maxLength(MAX_NAME_LENGTH, 'Full name is too long.'),
    ),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * `session: true` when the account may sign in at once (the gateway has started the session);
 * false when email confirmation is on and a confirmation mail was sent instead.
 */
export const signUpResponseSchema = z.object({ user: sessionUserSchema, session: z.boolean() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Passwords

/** `POST /api/auth/password/reset-request`: the same answer whether or not the account exists. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetRequestResponseSchema = z.object({ sent: z.literal(true) });
export type PasswordResetRequestResponse = z.infer<typeof passwordResetRequestResponseSchema>;

/** `POST /api/auth/password/reset-check`: is this link's token still usable? (It is not spent.) */
export const passwordResetCheckRequestSchema = z.strictObject({ token: tokenSchema });
export type PasswordResetCheckRequest = z.infer<typeof passwordResetCheckRequestSchema>;
export const passwordResetCheckResponseSchema = z.object({ valid: z.literal(true) });
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/**
 * The confirmation mail's link opens the page /auth/confirm?token=... (no request to the API spends
 * the token on a GET: a mail scanner, or a page that sends the user's browser there, must not sign
 * anyone in). `POST /api/auth/confirm/check` names the address the link confirms, unspent;
 * `POST /api/auth/confirm`, sent when the user clicks, spends it and signs in.
 */
export const emailConfirmRequestSchema = z.strictObject({ token: tokenSchema });
export type EmailConfirmRequest = z.infer<typeof emailConfirmRequestSchema>;
export const emailConfirmCheckResponseSchema = z.object({ email: z.string() });
export type EmailConfirmCheckResponse = z.infer<typeof emailConfirmCheckResponseSchema>;

/** `POST /api/auth/password/reset`: spends the token, sets the password, ends every session of the user. */
export const passwordResetRequestBodySchema = z.strictObject({ token: tokenSchema, password: newPasswordSchema });
export type PasswordResetBody = z.infer<typeof passwordResetRequestBodySchema>;

/**
 * `POST /api/auth/password` (signed in): a session alone does not change the password (a stolen one
 * would take the account): an account with a password sends it as `current_password`. One without
 * (made by Google, Apple or Shopify) is refused (403, linkedIdentitiesServerMessages.passwordSetupByMail in linked-identities-api.ts): its
 * first password is set through a mailed link (`POST /api/auth/password/setup-request`) or the reset.
 */
export const passwordUpdateRequestSchema = z.strictObject({
  current_password: z.optional(
    z
      .string(authServerMessages.currentPasswordRequired)
      .check(
        z.minLength(1, authServerMessages.currentPasswordRequired),
        z.maxLength(MAX_PASSWORD_LENGTH, authServerMessages.passwordTooLong),
      ),
  ),
  password: newPasswordSchema,
});
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;

export const passwordUpdatedResponseSchema = z.object({ updated: z.literal(true) });
export type PasswordUpdatedResponse = z.infer<typeof passwordUpdatedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The signed-in user

/**
 * `GET /api/auth/user` answers AuthUserResponse and brings the session's copy of the user up to date
 * (another service may have changed the account, e.g. onboarding's completion). `PATCH /api/auth/user/metadata` takes a
 * UserMetadataUpdate (user-metadata-update.ts, apart so the browser's first visit does not carry
 * its industry and business type lists) and answers AuthUserResponse.
 */

// ---------------------------------------------------------------------------------------------
// Redirect sign-in (Google, Apple, Shopify)

export const oauthSignInProviders = ['google', 'apple', 'shopify'] as const;
export const oauthSignInProviderSchema = z.enum(oauthSignInProviders);
export type OAuthSignInProvider = z.infer<typeof oauthSignInProviderSchema>;

/** A path on this app ('/x?y'), never another origin ('//evil', 'https:'): an open redirect otherwise. */
export const appPathSchema = z.string().check(
  z.maxLength(2000),
  z.refine((value) => /^\/(?![/\\])/.test(value), 'Must be a path on this app.'),
);

/**
 * `POST /api/auth/oauth/{provider}/start` → `{ url }`: the browser goes to the provider's
 * authorization URL. The service binds the flow (state, PKCE verifier, nonce) to the browser with a
 * short-lived HttpOnly cookie. `shop` is required for Shopify ('your-store' or
 * 'your-store.myshopify.com'; an invalid one answers 400 'Invalid Shopify store domain...').
 */
export const oauthStartModes = ['sign_in', 'link'] as const;
export const oauthStartRequestSchema = z.strictObject({
  returnTo: z.optional(appPathSchema),
  shop: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  /**
   * `link` (signed in, last sign-in under RECENT_SIGN_IN_SECONDS old): the identity is added to the
   * signed-in account instead of signing in; the browser comes back to returnTo (default
   * LINKED_IDENTITIES_PATH, linked-identities-api.ts) with `?linked=<provider>` or `?link_error=<message>&provider=`.
   */
  mode: z.optional(z.enum(oauthStartModes)),
});
export type OAuthStartRequest = z.infer<typeof oauthStartRequestSchema>;
export const oauthStartResponseSchema = z.object({ url: z.string() });
export type OAuthStartResponse = z.infer<typeof oauthStartResponseSchema>;

/**
 * Where a failed redirect sign-in lands: `/auth?auth_error=<message>&provider=<provider>`. The auth
 * page shows the mapped toast (error catalogue) and clears the query. Success lands on `returnTo`
 * (default '/'; Shopify '/auth', which sends a signed-in user on to '/').
 */
export const oauthSignInErrorQuerySchema = z.object({
  auth_error: z.string(),
  provider: z.optional(oauthSignInProviderSchema),
});
export type OAuthSignInErrorQuery = z.infer<typeof oauthSignInErrorQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The OAuth return page of a platform connection (/auth/callback, screens and routes, validation rules)

export const oauthCallbackStatusSchema = z.enum(['success', 'partial_success', 'error']);
export type OAuthCallbackStatus = z.infer<typeof oauthCallbackStatusSchema>;

/** What the return page posts to the window that opened it (popup mode), then it closes. */
export const oauthCallbackMessageSchema = z.object({
  type: z.literal('OAUTH_CALLBACK'),
  status: oauthCallbackStatusSchema,
  platform: z.string(),
  message: z.string(),
  connectedCount: z.number(),
});
export type OAuthCallbackMessage = z.infer<typeof oauthCallbackMessageSchema>;
