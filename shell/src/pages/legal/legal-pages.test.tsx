import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, renderApp } from '../../test-support/render-app.test-helper';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

describe('the Privacy Policy and the Terms of Service', () => {
  it.each([
    ['/privacy', 'Privacy Policy', 'signedOut'],
    ['/privacy', 'Privacy Policy', 'signedIn'],
    ['/terms', 'Terms of Service', 'signedOut'],
    ['/terms', 'Terms of Service', 'signedIn'],
  ] as const)('%s is its own page for a visitor %s too (%s)', async (path, title, session) => {
    const app = renderApp(path, session);
    expect(await findPageHeading(title)).toBeInTheDocument();
    expect(app.location()).toBe(path);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('the privacy policy says what is stored, for how long, with whom it is exchanged and how to delete it', async () => {
    renderApp('/privacy', 'signedOut');
    const page = (await findPageHeading('Privacy Policy')).closest('article') as HTMLElement;
    const sections = within(page)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'What we store',
      'How long we keep it',
      'The services we talk to',
      'Cookies and storage in your browser',
      'Deleting your data',
      'Questions',
    ]);
    const text = page.textContent ?? '';
    for (const stored of [
      'Your account',
      'Your profile',
      'Brand voice and brand kit',
      'Connected accounts',
      'encrypted at rest',
      'Synced metrics',
      'Auto-responder messages and tasks',
      'Assistant conversations',
      'Sessions',
    ]) {
      expect(text).toContain(stored);
    }
    for (const platform of [
      'Instagram',
      'Facebook',
      'TikTok',
      'LinkedIn',
      'X and Pinterest',
      'Shopify',
      'Google Analytics',
      'Google and Apple sign-in',
      'LLM API',
    ]) {
      expect(text).toContain(platform);
    }
    expect(text).toContain('never lasts more than 12 hours');
    // No self-service deletion exists: the page says to write to support, and links there.
    expect(text).toContain('the app has no button for this yet');
    const support = within(page).getAllByRole('link', { name: 'Contact Support' });
    expect(support[0]).toHaveAttribute('href', '/help/contact');
  });

  it('the contents link to each section of the page', async () => {
    renderApp('/terms', 'signedOut');
    await findPageHeading('Terms of Service');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('the terms link to the privacy policy, inside the app', async () => {
    const app = renderApp('/terms', 'signedOut');
    await findPageHeading('Terms of Service');
    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(await findPageHeading('Privacy Policy')).toBeInTheDocument();
    expect(app.location()).toBe('/privacy');
  });
});
