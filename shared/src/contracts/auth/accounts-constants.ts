/**
 * The business constants of sign-in, password reset and the session (states and transitions, validation rules, business constants).
 * Durations are in milliseconds unless the name says otherwise.
 * "accounts" = accounts-settings-integrations.md, "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { MINUTE, SECOND } from '../app/time-units';
import { authPaths } from './auth-paths';

export const MIN_PASSWORD_LENGTH = 6;

export const auth = {
  /** The 'Forgot password?' link bounces after this many consecutive invalid-credential failures... */
  failedLoginBounceAfter: 2,
  /** ...for this long. */
  failedLoginBounceMs: 1 * SECOND,
  /** Example shown in the store-domain field and its error ('{host}' in the spec). */
  shopifyDomainExample: 'your-store.myshopify.com',
  /** Return path of the Shopify sign-in. */
  shopifyReturnPath: authPaths.auth,
  /** After a password reset request fails, the button re-enables after this delay. */
  resetFailureCooldownMs: 1 * SECOND,
  /** Set-new-password success redirects to /auth after this delay. */
  passwordUpdatedRedirectMs: 2 * SECOND,
  /** Target of the reset mail link, on the app's own origin. */
  resetConfirmPath: authPaths.resetPasswordConfirm,
} as const;

export const session = {
  /** No answer from the session lookup within this time means signed out. */
  lookupTimeoutMs: 3 * SECOND,
  checkIntervalMs: 30 * SECOND,
  /** With this much or less left, an active user's session is refreshed. */
  refreshWindowMs: 10 * MINUTE,
  /** "Active" means an activity event within this window. */
  activityWindowMs: 5 * MINUTE,
  /** With this much or less left (and no refresh), the user is signed out. */
  forcedSignOutMs: 2 * MINUTE,
  maxRefreshAttempts: 3,
  /** At or past expiry: toast, then redirect to /auth after this delay. */
  expiredRedirectMs: 2 * SECOND,
  activityEvents: ['mousedown', 'keydown', 'scroll', 'touchstart', 'click'],
} as const;
