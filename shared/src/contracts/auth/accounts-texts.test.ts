import { allTexts, badTexts } from '../texts.test-util';
import { accountsTexts } from './accounts-texts';
import { emailConfirmationTexts } from './email-confirmation-texts';
import { linkedIdentitiesTexts } from './linked-identities-texts';
import { passwordResetTexts } from './password-reset-texts';
import { oauthCallbackTexts } from './oauth-callback-texts';
import { authServerMessages } from './auth-api';

describe('accountsTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    // The screens loaded on demand keep their texts in files of their own: checked here as before.
    const area = {
      ...accountsTexts,
      confirmEmail: emailConfirmationTexts,
      reset: passwordResetTexts,
      oauthCallback: oauthCallbackTexts,
      linkedIdentities: linkedIdentitiesTexts,
    };
    const texts = allTexts(area, 'accountsTexts');
    expect(texts.length).toBeGreaterThan(90);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the accounts spec word for word', () => {
    expect(accountsTexts.auth.signInFailed).toEqual({
      title: 'Sign in failed',
      description: 'Invalid email or password. Please try again.',
    });
    expect(accountsTexts.auth.connectionFailed.description).toBe(
      'Unable to connect to the server. Please check your connection and try again.',
    );
    expect(accountsTexts.auth.pageFallback).toEqual({
      title: 'Unable to load Authentication',
      description: 'Please refresh the page to try again',
    });
    expect(accountsTexts.auth.storeDomainRequired('your-store.myshopify.com')).toEqual({
      title: 'Store Domain Required',
      description: 'Please enter your Shopify store domain (e.g., your-store.myshopify.com).',
    });
    expect(passwordResetTexts.passwordsDontMatch).toEqual({
      title: "Passwords don't match",
      description: 'Please ensure both passwords match.',
    });
    expect(passwordResetTexts.invalidLink).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect(accountsTexts.session.expired).toEqual({
      title: 'Session Expired',
      description: 'Your session has expired due to inactivity. Please sign in again.',
    });
    expect(oauthCallbackTexts.invalidStatus).toBe('Invalid or missing status in callback URL');
  });
});

describe('the server messages the sign-in error mapping matches on', () => {
  it('are the texts the mapping looks for', () => {
    expect(authServerMessages.invalidCredentials).toBe(accountsTexts.authErrorMatchers.invalidCredentials);
    expect(authServerMessages.emailNotConfirmed).toBe(accountsTexts.authErrorMatchers.emailNotConfirmed);
    expect(authServerMessages.invalidShopDomain.startsWith(accountsTexts.auth.invalidShopifyDomainServerText)).toBe(
      true,
    );
  });
});
