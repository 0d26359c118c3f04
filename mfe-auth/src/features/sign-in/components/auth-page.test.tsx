import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { assignLocation } from '../lib/browser-location';
import { fails, fakeApiForEachTest, ok, testSession, testUser } from '@scp/shared/client/fake-api.test-helper';
import { renderAuth } from '../../../test-support/render-auth.test-helper';
import { renderInShellRouter } from '../../../test-support/render-in-shell-router.test-helper';

jest.mock('../lib/browser-location', () => ({ assignLocation: jest.fn() }));

const text = accountsTexts.auth;
const api = fakeApiForEachTest();
afterEach(() => jest.mocked(assignLocation).mockReset());

const emailField = () => screen.getByRole('textbox', { name: text.emailLabel });
const passwordField = () => screen.getByLabelText(text.passwordLabel, { selector: 'input' });
const fullNameField = () => screen.getByRole('textbox', { name: text.fullNameLabel });
const createAccountButton = () => screen.getByRole('button', { name: text.createAccount });

/**
 * Waits for a toast: its title, and its description when given. A write that failed without an
 * answer (or with a 5xx) is retried once after 1 s (the shared retry policy), hence the longer wait.
 */
async function expectToast(toast: string | { title: string; description: string }) {
  const wait = { timeout: 3000 };
  if (typeof toast === 'string') {
    expect(await screen.findByText(toast, undefined, wait)).toBeInTheDocument();
    return;
  }
  expect(await screen.findByText(toast.title, undefined, wait)).toBeInTheDocument();
  expect(screen.getByText(toast.description)).toBeInTheDocument();
}

type User = ReturnType<typeof userEvent.setup>;

async function goToSignUpStep2(user: User, email = 'new@example.com') {
  await user.click(screen.getByRole('button', { name: text.signUpLink }));
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: text.continue }));
  await screen.findByRole('textbox', { name: text.fullNameLabel });
}

/** Sign-up step 2: the full name and a password that meets every rule, then Create Account. */
async function submitSignUp(user: User, fullName: string) {
  await user.type(fullNameField(), fullName);
  await user.type(passwordField(), 'Abcdef1');
  await user.click(createAccountButton());
}

async function submitSignIn(user: User, password: string) {
  await user.type(emailField(), 'ann@example.com');
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: text.signInTitle }));
}

describe('auth page layout', () => {
  it('shows the providers, the Or divider, the sign-in form and the footer links', async () => {
    await renderAuth('/auth');
    expect(screen.getByRole('heading', { name: text.signInTitle })).toBeInTheDocument();
    for (const provider of [text.providers.apple, text.providers.google, text.providers.shopify]) {
      expect(screen.getByRole('button', { name: provider })).toBeInTheDocument();
    }
    expect(screen.getByText(text.orDivider)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: text.forgotPassword })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: text.privacyPolicy })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: text.termsOfService })).toHaveAttribute('href', '/terms');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.type(passwordField(), 'secret');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });
});

describe('switching between sign-in and sign-up', () => {
  it('clears the fields and puts sign-up back at step 1', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.type(emailField(), 'ann@example.com');
    await user.type(passwordField(), 'secret1');

    await goToSignUpStep2(user);
    expect(screen.getByRole('heading', { name: text.createAccountTitle })).toBeInTheDocument();
    await user.type(fullNameField(), 'Ann');

    await user.click(screen.getByRole('button', { name: text.logInLink }));
    expect(screen.getByRole('heading', { name: text.signInTitle })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: text.signUpLink }));
    expect(screen.getByRole('button', { name: text.continue })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: text.fullNameLabel })).not.toBeInTheDocument();
  });
});

describe('sign-up step 1', () => {
  it('asks for an email, then a valid one, then moves to step 2', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.click(screen.getByRole('button', { name: text.signUpLink }));

    await user.click(screen.getByRole('button', { name: text.continue }));
    await expectToast(text.emailRequired);

    await user.type(emailField(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: text.continue }));
    await expectToast(text.invalidEmail);
    expect(screen.queryByRole('textbox', { name: text.fullNameLabel })).not.toBeInTheDocument();

    await user.clear(emailField());
    await user.type(emailField(), 'new@example.com');
    await user.click(screen.getByRole('button', { name: text.continue }));
    expect(await screen.findByRole('textbox', { name: text.fullNameLabel })).toBeInTheDocument();
  });
});

describe('sign-up step 2', () => {
  it('shows the checklist on focus and enables Create Account only when every rule is met', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await goToSignUpStep2(user);
    expect(screen.getByText(text.passwordRules.uppercase)).not.toBeVisible();

    await user.click(passwordField());
    for (const rule of Object.values(text.passwordRules)) expect(screen.getByText(rule)).toBeVisible();

    await user.type(fullNameField(), 'Ann Example');
    await user.type(passwordField(), 'abc');
    expect(screen.getByText(text.passwordTooShortInline)).toBeInTheDocument();
    expect(createAccountButton()).toBeDisabled();
    expect(screen.getByText(text.passwordRules.lowercase).closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText(text.passwordRules.uppercase).closest('li')).toHaveAttribute('data-met', 'false');

    await user.type(passwordField(), 'def1');
    expect(screen.queryByText(text.passwordTooShortInline)).not.toBeInTheDocument();
    expect(createAccountButton()).toBeDisabled();

    await user.type(passwordField(), 'X');
    expect(createAccountButton()).toBeEnabled();

    await user.clear(fullNameField());
    expect(createAccountButton()).toBeDisabled();
  });

  it('enables Create Account for a password the browser filled in, and still refuses a short one', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await goToSignUpStep2(user);
    await user.type(fullNameField(), 'Ann');

    // The browser sets the whole value at once, without key input.
    fireEvent.change(passwordField(), { target: { value: 'abc' } });
    expect(screen.getByText(text.passwordAutoSuggested)).toBeInTheDocument();
    expect(createAccountButton()).toBeEnabled();
    // Leaving the field hides the checklist but keeps its space, so the button does not move (17.2).
    fireEvent.focus(passwordField());
    expect(screen.getByText(text.passwordRules.uppercase)).toBeVisible();
    fireEvent.blur(passwordField());
    expect(screen.getByText(text.passwordRules.uppercase)).not.toBeVisible();
    expect(screen.getByText(text.passwordRules.uppercase)).toBeInTheDocument();

    await user.click(createAccountButton());
    await expectToast(text.passwordTooShort);
    expect(api.callsTo('POST /api/auth/sign-up')).toHaveLength(0);
  });

  it('refuses a blank full name with "Missing fields"', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await goToSignUpStep2(user);
    await submitSignUp(user, '   ');
    await expectToast(text.missingFields);
    expect(api.callsTo('POST /api/auth/sign-up')).toHaveLength(0);
  });

  it('creates the account and, with a session, goes to /onboarding signed in', async () => {
    api.answer('POST /api/auth/sign-up', ok({ user: testUser, session: true }));
    api.answer('GET /api/auth/session', ok(testSession));
    const user = userEvent.setup();
    const view = await renderAuth('/auth');
    await goToSignUpStep2(user, 'New@Example.com ');
    await submitSignUp(user, ' Ann Example ');

    await expectToast(text.accountCreated);
    await waitFor(() => expect(view.location()).toBe('/onboarding'));
    expect(api.callsTo('POST /api/auth/sign-up')[0]?.body).toEqual({
      email: 'New@Example.com',
      password: 'Abcdef1',
      full_name: 'Ann Example',
    });
    expect(view.store.getState().session).toMatchObject({ status: 'signedIn', user: testUser });
  });

  it("reaches /onboarding in the shell's data router although its public-only guard redirects to /", async () => {
    api.answer('POST /api/auth/sign-up', ok({ user: testUser, session: true }));
    api.answer('GET /api/auth/session', ok(testSession));
    const user = userEvent.setup();
    const view = await renderInShellRouter('/auth');
    await goToSignUpStep2(user);
    await submitSignUp(user, 'Ann');
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(view.location()).toBe('/onboarding');
  });

  it("signs in within the shell's data router and lands on /", async () => {
    api.answer('POST /api/auth/sign-in', ok({ user: testUser }));
    api.answer('GET /api/auth/session', ok(testSession));
    const user = userEvent.setup();
    const view = await renderInShellRouter('/auth');
    await submitSignIn(user, 'secret1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(view.location()).toBe('/');
  });

  it('without a session stays on /auth and asks to confirm the email', async () => {
    api.answer('POST /api/auth/sign-up', ok({ user: testUser, session: false }));
    const user = userEvent.setup();
    const view = await renderAuth('/auth');
    await goToSignUpStep2(user);
    await submitSignUp(user, 'Ann');

    await expectToast({ title: text.accountCreated, description: text.emailNotConfirmed.description });
    expect(view.location()).toBe('/auth');
    expect(api.callsTo('GET /api/auth/session')).toHaveLength(0);
    expect(view.store.getState().session.status).not.toBe('signedIn');
  });

  it('an existing account switches to sign-in with the spec text', async () => {
    api.answer('POST /api/auth/sign-up', fails(409, 'CONFLICT', authServerMessages.alreadyRegistered));
    const user = userEvent.setup();
    await renderAuth('/auth');
    await goToSignUpStep2(user);
    await submitSignUp(user, 'Ann');

    await expectToast(text.alreadyRegistered);
    expect(screen.getByRole('heading', { name: text.signInTitle })).toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it('signs in: "Welcome back!", the session slice knows the user, and the app opens at /', async () => {
    api.answer('POST /api/auth/sign-in', ok({ user: testUser }));
    api.answer('GET /api/auth/session', ok(testSession));
    const user = userEvent.setup();
    const view = await renderAuth('/auth');
    await submitSignIn(user, 'secret1');

    await expectToast(text.welcomeBack);
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(api.callsTo('POST /api/auth/sign-in')[0]?.body).toEqual({ email: 'ann@example.com', password: 'secret1' });
    expect(view.store.getState().session).toMatchObject({
      status: 'signedIn',
      user: testUser,
      expiresAt: testSession.expiresAt,
    });
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.type(emailField(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: text.signInTitle }));
    await expectToast(text.missingFields);
    expect(api.calls).toHaveLength(0);
  });

  it('bounces "Forgot password?" for 1 s after two wrong passwords in a row', async () => {
    api.answer('POST /api/auth/sign-in', fails(401, 'INVALID_CREDENTIALS', authServerMessages.invalidCredentials));
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.type(emailField(), 'ann@example.com');
    await user.type(passwordField(), 'wrong');
    const link = screen.getByRole('link', { name: text.forgotPassword });

    await user.click(screen.getByRole('button', { name: text.signInTitle }));
    await expectToast(text.signInFailed);
    expect(link).not.toHaveClass('scp-auth-bounce');

    // The toast can show before the button leaves its loading state.
    await user.click(await screen.findByRole('button', { name: text.signInTitle }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/sign-in')).toHaveLength(2));
    await waitFor(() => expect(link).toHaveClass('scp-auth-bounce'));
    await waitFor(() => expect(link).not.toHaveClass('scp-auth-bounce'), { timeout: auth.failedLoginBounceMs + 500 });
  });

  it('an unconfirmed email gets its own toast', async () => {
    api.answer('POST /api/auth/sign-in', fails(403, 'EMAIL_NOT_CONFIRMED', authServerMessages.emailNotConfirmed));
    const user = userEvent.setup();
    await renderAuth('/auth');
    await submitSignIn(user, 'secret1');
    await expectToast(text.emailNotConfirmed);
  });
});

describe('Apple, Google and Shopify', () => {
  it('Google asks the auth service for the authorization URL and goes there', async () => {
    api.answer('POST /api/auth/oauth/google/start', ok({ url: 'https://accounts.example/authorize?x=1' }));
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.click(screen.getByRole('button', { name: text.providers.google }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://accounts.example/authorize?x=1'));
  });

  it('Apple: an unavailable auth service gives "Auth system unavailable"', async () => {
    api.answer('POST /api/auth/oauth/apple/start', fails(503, 'SERVICE_UNAVAILABLE', 'auth is down'));
    const user = userEvent.setup();
    await renderAuth('/auth');
    await user.click(screen.getByRole('button', { name: text.providers.apple }));
    await expectToast(text.authSystemUnavailable);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('Shopify opens the store domain field, requires a domain, then starts with return path /auth', async () => {
    api.answer('POST /api/auth/oauth/shopify/start', ok({ url: 'https://shop.example/admin/oauth' }));
    const user = userEvent.setup();
    await renderAuth('/auth');
    expect(screen.queryByPlaceholderText(auth.shopifyDomainExample)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.providers.shopify }));
    const domain = screen.getByPlaceholderText(auth.shopifyDomainExample);
    await user.type(domain, '   ');
    await user.click(screen.getByRole('button', { name: text.connectStore }));
    await expectToast(text.storeDomainRequired(auth.shopifyDomainExample));
    expect(api.calls).toHaveLength(0);

    await user.type(domain, ' my-shop ');
    await user.click(screen.getByRole('button', { name: text.connectStore }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://shop.example/admin/oauth'));
    expect(api.callsTo('POST /api/auth/oauth/shopify/start')[0]?.body).toEqual({
      shop: 'my-shop',
      returnTo: auth.shopifyReturnPath,
    });
  });
});

describe('a failed redirect sign-in landing on /auth?auth_error=...', () => {
  it("shows the provider's mapped toast and clears the query", async () => {
    const query = new URLSearchParams({ auth_error: authServerMessages.invalidShopDomain, provider: 'shopify' });
    const view = await renderAuth(`/auth?${query}`);
    await expectToast({ title: text.shopifySignInFailed, description: text.invalidStoreDomain });
    await waitFor(() => expect(view.location()).toBe('/auth'));
  });

  it('maps a Google connection failure', async () => {
    const view = await renderAuth('/auth?auth_error=Failed%20to%20fetch&provider=google');
    await expectToast(text.connectionFailed);
    await waitFor(() => expect(view.location()).toBe('/auth'));
  });

  it('without a provider uses the sign-in mapping', async () => {
    await renderAuth(`/auth?auth_error=${encodeURIComponent(authServerMessages.invalidCredentials)}`);
    await expectToast(text.signInFailed);
    await act(() => Promise.resolve());
  });
});
