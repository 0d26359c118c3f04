import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, renderApp } from '../test-support/render-app.test-helper';
import { themeStorageKey } from '../theme/theme-mode';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

afterEach(() => {
  localStorage.clear();
});

describe("the shell's own pages", () => {
  it.each([
    ['/style-guide', 'Style Guide'],
    ['/test/sheet-animation', 'Sheet Animation Test'],
    ['/test/simple-sheet', 'Simple Sheet Test'],
    ['/test/dialog', 'Dialog Test'],
    ['/help', 'Help'],
    ['/help/docs', 'Documentation'],
    ['/help/docs/health-score', 'How the health score is calculated'],
    ['/help/contact', 'Contact Support'],
  ])('%s opens for a signed-out visitor, inside the app layout with its theme switch', async (path, title) => {
    const app = renderApp(path, 'signedOut');
    expect(await findPageHeading(title)).toBeInTheDocument();
    expect(app.location()).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('draws the style guide in the theme the visitor chose, with both themes shown inside', async () => {
    localStorage.setItem(themeStorageKey, 'light');
    renderApp('/style-guide', 'signedOut');
    expect(await findPageHeading('Style Guide')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getAllByRole('heading', { level: 3, name: 'Dark theme' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getAllByRole('heading', { level: 3, name: 'Light theme' })).toHaveLength(2);
  });
});
