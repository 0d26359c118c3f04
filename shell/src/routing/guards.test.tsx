import { act, screen, waitFor } from '@testing-library/react';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { session as sessionRules } from '@scp/shared/contracts/accounts/accounts-constants';
import { renderApp } from '../test-support/render-app.test-helper';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote),
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
    // No answer within 3 s counts as signed out (accounts §4).
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
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
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
