import { accountsTexts } from '@scp/shared/contracts/accounts/accounts-texts';
import { authServerMessages, type OAuthSignInProvider } from '@scp/shared/contracts/accounts/auth-api';
import {
  identityLinkedElsewhereMessage,
  identityNotLinkedMessage,
} from '@scp/shared/contracts/accounts/linked-identities-api';

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

export class SignInFailure extends Error {
  constructor(
    readonly kind: SignInFailureKind,
    /** For the log only. */
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'SignInFailure';
  }
}

/** A provider answer that is not what the protocol promises. */
export const verification = (reason: string): SignInFailure => new SignInFailure('verification', reason);
