import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInSession } from '../test-support/render-app.test-helper';
import { floatingChatHiddenOn } from './assistant-chat';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

const desktopMatchMedia = window.matchMedia;

/** Makes `(max-width: …)` queries match, as under 768 px. */
function simulateNarrowScreen() {
  window.matchMedia = ((query: string) => ({
    ...desktopMatchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
  localStorage.clear();
});

describe('desktop layout', () => {
  it('shows the left sidebar, collapsible to 80 px', async () => {
    await renderApp('/products').ready();
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    for (const label of ['Dashboard', 'Studio', 'Calendar', 'Analytics', 'Products', 'Inspiration', 'Settings']) {
      expect(within(sidebar).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
    const sider = sidebar.closest('.ant-layout-sider') as HTMLElement;
    await userEvent.click(sider.querySelector('.ant-layout-sider-trigger') as HTMLElement);
    await waitFor(() => expect(sider.style.width).toBe('80px'));
    // Collapsed to icons, each link keeps its name.
    expect(within(sidebar).getByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    expect(localStorage.getItem('scp.sidebarCollapsed')).toBe('1');
  });
});

describe('account in the sidebar', () => {
  it("shows the signed-in user's picture and name, linking to the profile", async () => {
    const avatarUrl = '/api/settings/media/avatars/u1?v=1';
    const session = {
      ...signedInSession,
      user: { ...signedInSession.user, user_metadata: { full_name: 'Ann', avatar_url: avatarUrl } },
    };
    await renderApp('/products', session).ready();
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    const account = within(sidebar).getByRole('link', { name: 'Ann' });
    expect(account).toHaveAttribute('href', '/settings/profile');
    expect(account.querySelector('img')).toHaveAttribute('src', avatarUrl);
  });
});

describe('mobile layout (under 768 px)', () => {
  beforeEach(simulateNarrowScreen);

  it('shows the bottom tabs Home, Studio, Inspire, Analytics', async () => {
    renderApp('/products');
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Studio', 'Inspire', 'Analytics']);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('opens a drawer with the spec items, the theme toggle and Sign Out', async () => {
    await renderApp('/products').ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Studio', 'Calendar', 'Analytics', 'Products', 'Inbox', 'Inspiration', 'Settings']);
    expect(within(menu).getByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('reaches Settings from the drawer (the top bar and the tabs have no way to it)', async () => {
    const app = renderApp('/products');
    await app.ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(app.location()).toBe('/settings/profile'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const reopened = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(reopened).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates from a bottom tab', async () => {
    const app = renderApp('/products');
    await app.ready();
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Tabs' })).getByRole('link', { name: 'Inspire' }),
    );
    await waitFor(() => expect(app.location()).toBe('/inspiration/feed'));
  });
});

describe('pages without navigation', () => {
  it.each([
    ['/onboarding', 'signedIn'],
    ['/auth', 'signedOut'],
    ['/reset-password', 'signedOut'],
  ] as const)('%s has no sidebar, top bar or tabs', async (path, session) => {
    for (const narrow of [false, true]) {
      if (narrow) simulateNarrowScreen();
      const app = renderApp(path, session);
      await app.ready();
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      app.unmount();
    }
  });
});

describe('sign out', () => {
  it('is offered only to a signed-in user', async () => {
    await renderApp('/help', 'signedOut').ready();
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('calls the sign-out endpoint, then goes to /auth', async () => {
    const fetchMock = jest.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ signedOut: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const app = renderApp('/products', 'signedIn');
      await app.ready();
      await act(async () => (await screen.findByRole('button', { name: 'Sign Out' })).click());
      await waitFor(() => expect(app.location()).toBe('/auth'));
      // The layout also reads the inbox's unread total: the sign-out is the one POST.
      const posts = fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'POST');
      expect(posts.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/sign-out']);
      expect(await screen.findByRole('heading', { name: 'auth remote at /auth' })).toBeInTheDocument();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('the floating AI chat button', () => {
  it('on a phone, except on /, /compose and settings; its click loads the assistant and no page before it', async () => {
    expect(['/', '/compose', '/settings/profile', '/products'].map(floatingChatHiddenOn)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    simulateNarrowScreen();
    await renderApp('/products').ready();
    const button = await screen.findByRole('button', { name: 'Open Assistant Pro' });
    expect(screen.queryByTestId('assistant/chat-launcher')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByTestId('assistant/chat-launcher')).toBeInTheDocument();
  });

  it('is not drawn on a desktop, nor on the dashboard', async () => {
    await renderApp('/products').ready();
    await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(screen.queryByRole('button', { name: 'Open Assistant Pro' })).toBeNull();
    simulateNarrowScreen();
    await renderApp('/').ready();
    await screen.findByRole('navigation', { name: 'Tabs' });
    expect(screen.queryByRole('button', { name: 'Open Assistant Pro' })).toBeNull();
  });
});
