import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { identityNotLinkedMessage } from '@scp/shared/contracts/auth/linked-identities-api';
import { mapProviderSignInError, mapSignInError, mapSignUpError } from './map-auth-error';

const text = accountsTexts.auth;
const networkFailure = { status: null, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
const unavailable = { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' };

describe('mapSignInError (error catalogue: Sign-in)', () => {
  it.each([
    ['the server text', { status: 401, code: 'INVALID_CREDENTIALS', message: authServerMessages.invalidCredentials }],
    ['any message with "invalid"', { message: 'token invalid' }],
    ['the code alone', { status: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong password' }],
  ])('wrong credentials (%s) give "Sign in failed" and count towards the bounce', (_case, failure) => {
    expect(mapSignInError(failure)).toEqual({ toast: text.signInFailed, invalidCredentials: true });
  });

  it.each([
    ['Failed to fetch', networkFailure],
    ['fetch', { message: 'NetworkError when attempting to fetch resource.' }],
  ])('"%s" gives "Connection failed"', (_case, failure) => {
    expect(mapSignInError(failure)).toEqual({ toast: text.connectionFailed, invalidCredentials: false });
  });

  it('"Network" gives "Network error"', () => {
    expect(mapSignInError({ message: 'Network request lost' })).toEqual({
      toast: text.networkError,
      invalidCredentials: false,
    });
  });

  it.each([
    ['the server text', { status: 403, message: authServerMessages.emailNotConfirmed }],
    ['the code', { status: 403, code: 'EMAIL_NOT_CONFIRMED', message: 'Confirm first' }],
  ])('an unconfirmed email (%s) gives "Email not confirmed"', (_case, failure) => {
    expect(mapSignInError(failure)).toEqual({ toast: text.emailNotConfirmed, invalidCredentials: false });
  });

  it('shows any other message as is, under "Sign in failed"', () => {
    expect(mapSignInError({ status: 429, message: authServerMessages.tooManySignInAttempts })).toEqual({
      toast: { title: text.signInFailed.title, description: authServerMessages.tooManySignInAttempts },
      invalidCredentials: false,
    });
  });

  it('falls back to the unexpected-error text without a message', () => {
    expect(mapSignInError({ message: '  ' }).toast).toEqual({
      title: text.signInFailed.title,
      description: text.signInUnexpected,
    });
  });

  it.each([
    ['a 503', { status: 503, message: 'Request failed with status 503' }],
    ['SERVICE_UNAVAILABLE', { status: 502, code: 'SERVICE_UNAVAILABLE', message: 'auth is down' }],
  ])('%s gives "Auth system unavailable"', (_case, failure) => {
    expect(mapSignInError(failure)).toEqual({ toast: text.authSystemUnavailable, invalidCredentials: false });
  });
});

describe('mapSignUpError (error catalogue: Sign-up)', () => {
  it('an existing account: the spec text, and the page switches to sign-in', () => {
    expect(mapSignUpError({ status: 409, code: 'CONFLICT', message: authServerMessages.alreadyRegistered })).toEqual({
      toast: { title: text.signUpFailed, description: text.alreadyRegistered },
      switchToSignIn: true,
    });
  });

  it('"Invalid email" gives "Please enter a valid email address."', () => {
    expect(mapSignUpError({ status: 400, message: authServerMessages.invalidEmail })).toEqual({
      toast: { title: text.signUpFailed, description: text.signUpInvalidEmail },
      switchToSignIn: false,
    });
  });

  it.each([authServerMessages.passwordTooShort, authServerMessages.passwordTooLong, 'Weak password'])(
    'a password message (%s) is shown under "Password error"',
    (message) => {
      expect(mapSignUpError({ status: 400, message })).toEqual({
        toast: { title: text.passwordErrorTitle, description: message },
        switchToSignIn: false,
      });
    },
  );

  it('a connection or network failure gives the sign-in wording', () => {
    expect(mapSignUpError(networkFailure).toast).toEqual(text.connectionFailed);
    expect(mapSignUpError({ message: 'Network down' }).toast).toEqual(text.networkError);
  });

  it('the auth service being unavailable gives "Auth system unavailable"', () => {
    expect(mapSignUpError(unavailable).toast).toEqual({
      title: text.signUpFailed,
      description: text.authSystemUnavailable,
    });
  });

  it('another message is shown under "Sign up failed"; without one, "Sign up failed" alone', () => {
    expect(mapSignUpError({ status: 400, message: authServerMessages.fullNameRequired }).toast).toEqual({
      title: text.signUpFailed,
      description: authServerMessages.fullNameRequired,
    });
    expect(mapSignUpError({ message: '' })).toEqual({ toast: text.signUpFailed, switchToSignIn: false });
  });
});

describe('mapProviderSignInError: Google and Apple (error catalogue)', () => {
  it.each(['google', 'apple'] as const)('%s: connection, network, popup blocked, unavailable', (provider) => {
    expect(mapProviderSignInError(provider, networkFailure)).toEqual(text.connectionFailed);
    expect(mapProviderSignInError(provider, { message: 'Network error' })).toEqual(text.networkError);
    expect(mapProviderSignInError(provider, { message: 'Popup was blocked by the browser' })).toEqual(
      text.popupBlocked,
    );
    expect(mapProviderSignInError(provider, unavailable)).toBe(text.authSystemUnavailable);
  });

  it('another message is shown under "Sign in failed", with the unexpected-error fallback', () => {
    expect(mapProviderSignInError('google', { message: 'access_denied' })).toEqual({
      title: text.signInFailed.title,
      description: 'access_denied',
    });
    expect(mapProviderSignInError('apple', { message: '' })).toEqual({
      title: text.signInFailed.title,
      description: text.signInUnexpected,
    });
  });

  it('an identity whose email has an account it is not linked to: the text says how to link it', () => {
    for (const [provider, name, title] of [
      ['google', 'Google', text.signInFailed.title],
      ['apple', 'Apple', text.signInFailed.title],
      ['shopify', 'Shopify', text.shopifySignInFailed],
    ] as const) {
      const message = identityNotLinkedMessage(name);
      expect(mapProviderSignInError(provider, { message })).toEqual({ title, description: message });
    }
  });
});

describe('mapProviderSignInError: Shopify (validation rules, error catalogue)', () => {
  const shopify = (description: string) => ({ title: text.shopifySignInFailed, description });

  it('a server message containing "Invalid Shopify store domain" gives "Invalid store domain"', () => {
    expect(mapProviderSignInError('shopify', { status: 400, message: authServerMessages.invalidShopDomain })).toEqual(
      shopify(text.invalidStoreDomain),
    );
  });

  it('has the same mapping under "Shopify sign in failed"', () => {
    expect(mapProviderSignInError('shopify', networkFailure)).toEqual(shopify(text.connectionFailed.description));
    expect(mapProviderSignInError('shopify', { message: 'Network gone' })).toEqual(
      shopify(text.networkError.description),
    );
    expect(mapProviderSignInError('shopify', unavailable)).toEqual(shopify(text.authSystemUnavailable));
    expect(mapProviderSignInError('shopify', { message: 'The shop refused' })).toEqual(shopify('The shop refused'));
    expect(mapProviderSignInError('shopify', { message: '' })).toEqual(shopify(text.signInUnexpected));
  });
});
