import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderApp, signedInSession } from '../test-support/render-app.test-helper';
import { themeStorageKey } from './theme-mode';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

const pageTheme = () => document.documentElement.dataset.theme;
const api = fakeApiForEachTest();
const withDarkMode = (dark_mode: boolean) => ({
  ...signedInSession,
  user: { ...signedInSession.user, user_metadata: { ...signedInSession.user.user_metadata, dark_mode } },
});

afterEach(() => localStorage.clear());

describe('theme', () => {
  it('is dark by default', async () => {
    renderApp('/products');
    expect(await screen.findByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    expect(pageTheme()).toBe('dark');
  });

  it('switches to light, saves it to the account and keeps the choice for the next visit', async () => {
    api.answer('PATCH /api/auth/user/metadata', ok({ user: withDarkMode(false).user }));
    const first = renderApp('/products');
    await first.ready();
    await userEvent.click(await screen.findByRole('switch', { name: 'Dark Mode' }));
    await waitFor(() => expect(pageTheme()).toBe('light'));
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
    expect(api.callsTo('PATCH /api/auth/user/metadata').map((call) => call.body)).toEqual([{ dark_mode: false }]);
    first.unmount();

    renderApp('/products');
    expect(await screen.findByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();
    expect(pageTheme()).toBe('light');
  });

  it("follows the account's choice over this device's, so it is the same on every device", async () => {
    localStorage.setItem(themeStorageKey, 'dark');
    renderApp('/products', withDarkMode(false));
    expect(await screen.findByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();
    await waitFor(() => expect(pageTheme()).toBe('light'));
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
  });

  it("goes back and says 'Could not save setting' when the account refuses the change", async () => {
    api.answer('PATCH /api/auth/user/metadata', fails(400, 'VALIDATION_FAILED', 'Invalid input.'));
    const view = renderApp('/products');
    await view.ready();
    await userEvent.click(await screen.findByRole('switch', { name: 'Dark Mode' }));
    expect(await screen.findByText('Could not save setting: Invalid input.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    expect(pageTheme()).toBe('dark');
  });

  it.each([
    ['/auth', 'signedOut'],
    ['/onboarding', 'signedIn'],
  ] as const)('forces dark on %s even when light was chosen', async (path, session) => {
    localStorage.setItem(themeStorageKey, 'light');
    renderApp(path, session);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(pageTheme()).toBe('dark');
  });
});
