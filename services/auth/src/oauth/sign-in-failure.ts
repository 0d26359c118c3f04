import { AppError } from '@scp/service-kit/errors';
import type { ErrorCode } from '@scp/shared/contracts/errors';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { authServerMessages, type OAuthSignInProvider } from '@scp/shared/contracts/auth/auth-api';
import {
  identityLinkedElsewhereMessage,
  identityNotLinkedMessage,
} from '@scp/shared/contracts/auth/linked-identities-api';

export const providerNames: Record<OAuthSignInProvider, string> = accountsTexts.auth.providers;

/**
 * Why a redirect sign-in failed. `reason` goes to the log; the message (what the auth page shows
 * as `auth_error`) never carries codes, tokens or provider internals.
 */
export type SignInFailureKind =
  | 'cancelled'
  | 'verification'
  | 'provider-error'
  | 'unavailable'
  | 'no-email'
  | 'already-registered'
  /** The email matches an account this identity is not linked to (the message says how to link it). */
  | 'not-linked'
  /** Link mode: the identity belongs to another account. */
  | 'linked-elsewhere'
  | 'not-configured'
  | 'unexpected';

/** The start's 503 text and the callback's failure text when a provider has no settings. */
export function notConfiguredMessage(provider: OAuthSignInProvider): string {
  return `${providerNames[provider]} sign in is not available.`;
}

export function failureMessage(kind: SignInFailureKind, provider: OAuthSignInProvider): string {
  const name = providerNames[provider];
  switch (kind) {
    case 'cancelled':
      return `${name} sign in was cancelled.`;
    case 'verification':
      return 'Sign in could not be verified. Please try again.';
    case 'provider-error':
      return `${name} sign in failed. Please try again.`;
    case 'unavailable':
      return `${name} is not responding. Please try again later.`;
    case 'no-email':
      return `${name} did not share an email address, which this app needs to sign you in.`;
    case 'already-registered':
      return authServerMessages.alreadyRegistered;
    case 'not-linked':
      return identityNotLinkedMessage(name);
    case 'linked-elsewhere':
      return identityLinkedElsewhereMessage(name);
    case 'not-configured':
      return notConfiguredMessage(provider);
    case 'unexpected':
      return accountsTexts.auth.signInUnexpected;
  }
}

/** How each kind would answer if it ever reached the error middleware; the flows read only the kind. */
const answers: Record<SignInFailureKind, [number, ErrorCode]> = {
  cancelled: [401, 'UNAUTHENTICATED'],
  verification: [401, 'UNAUTHENTICATED'],
  'provider-error': [401, 'UNAUTHENTICATED'],
  unavailable: [503, 'SERVICE_UNAVAILABLE'],
  'no-email': [400, 'VALIDATION_FAILED'],
  'already-registered': [409, 'CONFLICT'],
  'not-linked': [409, 'CONFLICT'],
  'linked-elsewhere': [409, 'CONFLICT'],
  'not-configured': [503, 'SERVICE_UNAVAILABLE'],
  unexpected: [500, 'INTERNAL'],
};

/** The kind of each failure made here, kept beside the kit's error rather than in a class of our own. */
const kinds = new WeakMap<AppError, SignInFailureKind>();

/**
 * A redirect sign-in that cannot go on: the kit's error, whose message is the `reason` (for the log
 * only; the owner reads `failureMessage` of its kind, which the start and the callback pick).
 */
export function signInFailure(kind: SignInFailureKind, reason: string): AppError {
  const [status, code] = answers[kind];
  const err = new AppError(status, code, reason);
  kinds.set(err, kind);
  return err;
}

/** The kind of a failure made by `signInFailure`; undefined for any other error. */
export function signInFailureKind(err: unknown): SignInFailureKind | undefined {
  return err instanceof AppError ? kinds.get(err) : undefined;
}

/** A provider answer that is not what the protocol promises. */
export const verification = (reason: string): AppError => signInFailure('verification', reason);
