import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test-support/render-app.test-helper';
import { themeStorageKey } from './theme-mode';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote),
}));

const pageTheme = () => document.documentElement.dataset.theme;

afterEach(() => localStorage.clear());

describe('theme', () => {
  it('is dark by default', async () => {
    renderApp('/products');
    expect(await screen.findByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    expect(pageTheme()).toBe('dark');
  });

  it('switches to light and keeps the choice for the next visit', async () => {
    const first = renderApp('/products');
    await first.ready();
    await userEvent.click(await screen.findByRole('switch', { name: 'Dark Mode' }));
    await waitFor(() => expect(pageTheme()).toBe('light'));
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
    first.unmount();

    renderApp('/products');
    expect(await screen.findByRole('switch', { name: 'Dark Mode' })).not.toBeChecked();
    expect(pageTheme()).toBe('light');
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
