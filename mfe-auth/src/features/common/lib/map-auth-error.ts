import { isErrorBody } from '@scp/shared/contracts/errors';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import type { OAuthSignInProvider } from '@scp/shared/contracts/auth/auth-api';
import type { ToastText } from '@scp/shared/contracts/app/app-texts';
import { isFetchBaseQueryError } from '@scp/shared/client/api';

/**
 * The error catalogue of the auth screens (error catalogue) as pure functions: a failure in, the toast
 * to show out. The sign-in and sign-up rules match on the backend's message text, which the auth
 * service answers with exactly the spec's wording (`authServerMessages`); a network failure always
 * carries 'Failed to fetch' (`toErrorBody`). The error code is matched too where it says the same
 * thing, so a reworded server message cannot silently change the toast.
 */

/** What a failure is known by: `toErrorBody`'s result, or just a message (the `auth_error` landing). */
export interface AuthFailure {
  /** HTTP status, or null/undefined when there was no answer. */
  status?: number | null;
  code?: string;
  message: string;
}

export type AuthToast = ToastText | string;

const text = accountsTexts.auth;
const match = accountsTexts.authErrorMatchers;

function isUnavailable(failure: AuthFailure): boolean {
  return failure.status === 503 || failure.code === 'SERVICE_UNAVAILABLE';
}

function isConnectionFailure(message: string): boolean {
  return message.includes(match.failedToFetch) || message.includes(match.fetch);
}

function isNetworkFailure(message: string): boolean {
  return message.includes(match.network);
}

export interface SignInErrorResult {
  toast: AuthToast;
  /** Wrong email or password: counts towards the 'Forgot password?' bounce (states and transitions). */
  invalidCredentials: boolean;
}

/** Email and password sign-in (error catalogue: 'Sign-in'). */
export function mapSignInError(failure: AuthFailure): SignInErrorResult {
  const { message } = failure;
  if (isUnavailable(failure)) return { toast: text.authSystemUnavailable, invalidCredentials: false };
  if (
    failure.code === 'INVALID_CREDENTIALS' ||
    message.includes(match.invalidCredentials) ||
    message.includes(match.invalid)
  ) {
    return { toast: text.signInFailed, invalidCredentials: true };
  }
  if (isConnectionFailure(message)) return { toast: text.connectionFailed, invalidCredentials: false };
  if (isNetworkFailure(message)) return { toast: text.networkError, invalidCredentials: false };
  if (failure.code === 'EMAIL_NOT_CONFIRMED' || message.includes(match.emailNotConfirmed)) {
    return { toast: text.emailNotConfirmed, invalidCredentials: false };
  }
  return {
    toast: { title: text.signInFailed.title, description: message.trim() || text.signInUnexpected },
    invalidCredentials: false,
  };
}

export interface SignUpErrorResult {
  toast: AuthToast;
  /** The email already has an account: the page switches to sign-in (error catalogue: 'Sign-up'). */
  switchToSignIn: boolean;
}

const PASSWORD_PATTERN = /password/i;

/** Sign-up (error catalogue: 'Sign-up'). */
export function mapSignUpError(failure: AuthFailure): SignUpErrorResult {
  const { message } = failure;
  const failed = (description: string): SignUpErrorResult => ({
    toast: { title: text.signUpFailed, description },
    switchToSignIn: false,
  });
  if (isUnavailable(failure)) return failed(text.authSystemUnavailable);
  if (message.includes(match.alreadyRegistered)) {
    return { toast: { title: text.signUpFailed, description: text.alreadyRegistered }, switchToSignIn: true };
  }
  if (message.includes(match.invalidEmail)) return failed(text.signUpInvalidEmail);
  if (PASSWORD_PATTERN.test(message)) {
    return { toast: { title: text.passwordErrorTitle, description: message }, switchToSignIn: false };
  }
  // The spec names no sign-up wording for these; the sign-in one beats showing 'Failed to fetch'.
  if (isConnectionFailure(message)) return { toast: text.connectionFailed, switchToSignIn: false };
  if (isNetworkFailure(message)) return { toast: text.networkError, switchToSignIn: false };
  return message.trim() ? failed(message) : { toast: text.signUpFailed, switchToSignIn: false };
}

const POPUP_PATTERN = /popup/i;

/**
 * Google, Apple (error catalogue: the connection and network messages plus 'Popup blocked') and
 * Shopify ('Shopify sign in failed' with the same mapping, and 'Invalid store domain' for a server
 * message containing 'Invalid Shopify store domain').
 */
export function mapProviderSignInError(provider: OAuthSignInProvider, failure: AuthFailure): AuthToast {
  const { message } = failure;
  if (provider === 'shopify') {
    const shopify = (description: string): ToastText => ({ title: text.shopifySignInFailed, description });
    if (isUnavailable(failure)) return shopify(text.authSystemUnavailable);
    if (message.includes(text.invalidShopifyDomainServerText)) return shopify(text.invalidStoreDomain);
    if (isConnectionFailure(message)) return shopify(text.connectionFailed.description);
    if (isNetworkFailure(message)) return shopify(text.networkError.description);
    return shopify(message.trim() || text.signInUnexpected);
  }
  if (isUnavailable(failure)) return text.authSystemUnavailable;
  if (isConnectionFailure(message)) return text.connectionFailed;
  if (isNetworkFailure(message)) return text.networkError;
  if (POPUP_PATTERN.test(message)) return text.popupBlocked;
  return { title: text.signInFailed.title, description: message.trim() || text.signInUnexpected };
}

/**
 * The backend's own message of a failed request (our `{ error: { code, message } }` body), or
 * undefined when the service never answered with one (network failure, proxy error page).
 */
export function backendMessageOf(error: unknown): string | undefined {
  if (isFetchBaseQueryError(error) && isErrorBody(error.data)) {
    const { message } = error.data.error;
    return message.trim() ? message : undefined;
  }
  return undefined;
}
