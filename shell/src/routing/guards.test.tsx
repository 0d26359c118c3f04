import { act, screen, waitFor } from '@testing-library/react';
import { sessionReloadApi } from '@scp/shared/client/session-reload-api';
import { sessionResolved, sessionUserUpdated } from '@scp/shared/client/session-slice';
import { session as sessionRules } from '@scp/shared/contracts/auth/accounts-constants';
import type { SessionResponse, UserMetadata } from '@scp/shared/contracts/auth/session';
import { renderApp } from '../test-support/render-app.test-helper';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

const user = { id: 'u1', email: 'new.owner@example.com', user_metadata: { full_name: 'New Owner' } };

describe('protected routes', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a spinner while the session loads, then sends a signed-out user to /auth', async () => {
    jest.useFakeTimers();
    const app = renderApp('/settings/profile?x=1', 'pending');
    // The app layout is a lazy chunk: the spinner shows inside it once it has loaded.
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(app.location()).toBe('/settings/profile?x=1');
    // No answer within 3 s counts as signed out (states and transitions).
    await act(async () => jest.advanceTimersByTime(sessionRules.lookupTimeoutMs));
    expect(app.location()).toBe('/auth');
    expect(app.router.state.location.state).toEqual({ from: '/settings/profile?x=1' });
  });

  it('keeps the spinner just under the 3 s lookup timeout', async () => {
    jest.useFakeTimers();
    const app = renderApp('/', 'pending');
    await act(async () => jest.advanceTimersByTime(sessionRules.lookupTimeoutMs - 1));
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('sends a signed-out user to /auth and remembers the page', async () => {
    const app = renderApp('/analytics/deep-dive', 'signedOut');
    await waitFor(() => expect(app.location()).toBe('/auth'));
    expect(app.router.state.location.state).toEqual({ from: '/analytics/deep-dive' });
    expect(await screen.findByRole('heading', { name: 'auth remote at /auth' })).toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    renderApp('/products', 'signedIn');
    expect(await screen.findByRole('heading', { name: 'dashboard remote at /products' })).toBeInTheDocument();
  });
});

describe('public-only and public routes', () => {
  it.each(['/auth', '/reset-password'])('sends a signed-in user from %s to /', async (path) => {
    const app = renderApp(path, 'signedIn');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'dashboard remote at /' })).toBeInTheDocument();
  });

  it('sends a user who has just signed up from /auth where the auth page asks (/onboarding), not via /', async () => {
    const app = renderApp('/auth', 'signedOut');
    await app.ready();
    const seen: string[] = [];
    app.router.subscribe((state) => seen.push(state.location.pathname));
    act(() => {
      app.store.dispatch(sessionResolved({ user, expiresAt: 4_000_000_000, landingPath: '/onboarding' }));
    });
    await waitFor(() => expect(app.location()).toBe('/onboarding'));
    expect(seen).not.toContain('/');
  });

  it.each(['/auth', '/reset-password'])('shows %s to a signed-out user', async (path) => {
    renderApp(path, 'signedOut');
    expect(await screen.findByRole('heading', { name: `auth remote at ${path}` })).toBeInTheDocument();
  });

  it.each([
    ['/style-guide', 'Style Guide'],
    ['/test/dialog', 'Dialog Test'],
  ])('shows the shell page %s whether or not the user is signed in', async (path, title) => {
    for (const session of ['signedIn', 'signedOut'] as const) {
      const app = renderApp(path, session);
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
      expect(app.location()).toBe(path);
      app.unmount();
    }
  });

  it.each(['/auth/callback', '/reset-password/confirm'])(
    'shows %s whether or not the user is signed in',
    async (path) => {
      for (const session of ['signedIn', 'signedOut'] as const) {
        const app = renderApp(`${path}?status=success`, session);
        expect(await screen.findByRole('heading', { name: `auth remote at ${path}` })).toBeInTheDocument();
        expect(app.location()).toBe(`${path}?status=success`);
        app.unmount();
      }
    },
  );
});

describe('onboarding for a new account (states and transitions: Auth-to-onboarding)', () => {
  const sessionWith = (metadata: Partial<UserMetadata>): SessionResponse => ({
    user: { ...user, user_metadata: { ...user.user_metadata, ...metadata } },
    expiresAt: 4_000_000_000,
  });
  const newcomer = sessionWith({ onboarding_completed: false });
  const onboarded = sessionWith({ onboarding_completed: true });
  const onboardingHeading = 'onboarding remote at /onboarding';
  // The layout and the remotes are lazy chunks: a loaded CI machine needs more than the default 1 s.
  const findHeading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it.each(['/', '/analytics/deep-dive', '/settings/profile', '/products?x=1', '/calendar', '/studio/post/new'])(
    'sends a user who has not been through onboarding from %s to /onboarding',
    async (path) => {
      const app = renderApp(path, newcomer);
      expect(await findHeading(onboardingHeading)).toBeInTheDocument();
      expect(app.location()).toBe('/onboarding');
    },
  );

  it('leaves such a user on /onboarding', async () => {
    const app = renderApp('/onboarding', newcomer);
    expect(await findHeading(onboardingHeading)).toBeInTheDocument();
    expect(app.location()).toBe('/onboarding');
  });

  it.each([
    ['/auth/callback?status=success', 'auth remote at /auth/callback'],
    ['/reset-password/confirm?token=t', 'auth remote at /reset-password/confirm'],
    ['/help', 'Help'],
    ['/test/chatbot', 'assistant remote at /test/chatbot'],
    // A page the shell renders itself.
    ['/style-guide', 'Style Guide'],
  ])('does not send such a user away from the public page %s', async (path, heading) => {
    const app = renderApp(path, newcomer);
    await app.ready();
    expect(await findHeading(heading)).toBeInTheDocument();
    expect(app.location()).toBe(path);
  });

  it('a user who signs in on /auth and has not been through onboarding lands on /onboarding', async () => {
    const app = renderApp('/auth', 'signedOut');
    await app.ready();
    act(() => {
      app.store.dispatch(sessionResolved({ user: newcomer.user, expiresAt: newcomer.expiresAt }));
    });
    await waitFor(() => expect(app.location()).toBe('/onboarding'), { timeout: 5000 });
  });

  it.each([
    ['who completed it', onboarded],
    ['whose account has no flag (older than onboarding)', sessionWith({})],
  ])('never sends a user %s there; they can still open /onboarding by its address', async (_label, session) => {
    const home = renderApp('/', session);
    expect(await findHeading('dashboard remote at /')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(home.location()).toBe('/');
    home.unmount();
    const onboarding = renderApp('/onboarding', session);
    expect(await findHeading(onboardingHeading)).toBeInTheDocument();
    expect(onboarding.location()).toBe('/onboarding');
  });

  it('follows the session in the store: once onboarding is completed the dashboard opens, without a reload', async () => {
    const app = renderApp('/', newcomer);
    await waitFor(() => expect(app.location()).toBe('/onboarding'), { timeout: 5000 });
    act(() => {
      app.store.dispatch(sessionUserUpdated(onboarded.user));
    });
    await act(() => app.router.navigate('/'));
    expect(await findHeading('dashboard remote at /')).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('reading the account again after onboarding (reloadSessionUser) lets the user go to /', async () => {
    const requests: string[] = [];
    globalThis.fetch = jest.fn(async (input: Request) => {
      const key = `${input.method} ${new URL(input.url).pathname}`;
      requests.push(key);
      const body = key === 'GET /api/auth/session' ? newcomer : { user: onboarded.user };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const app = renderApp('/', 'http');
    expect(await findHeading(onboardingHeading)).toBeInTheDocument();
    await act(async () => {
      await app.store.dispatch(sessionReloadApi.endpoints.reloadSessionUser.initiate()).unwrap();
    });
    expect(app.store.getState().session.user?.user_metadata.onboarding_completed).toBe(true);
    await act(() => app.router.navigate('/'));
    expect(await findHeading('dashboard remote at /')).toBeInTheDocument();
    // The account is read twice and no more (the app layout also reads the inbox's unread total).
    expect(requests.filter((key) => key.includes('/api/auth/'))).toEqual([
      'GET /api/auth/session',
      'GET /api/auth/user',
    ]);
  });
});
