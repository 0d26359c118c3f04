import { screen, waitFor } from '@testing-library/react';
import { helpArticles } from '../pages/help/help-articles';
import { renderApp } from '../test-support/render-app.test-helper';
import { isRedirect, type PageRoute, routeTable, shellPageNames } from './route-table';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

/** Every redirect of the spec's route table (screens and routes), as [from, final location]. */
const specRedirects: Array<[string, string]> = [
  ['/analytics', '/analytics/overview'],
  ['/analytics/insights', '/analytics/deep-dive'],
  ['/analytics/business', '/analytics/overview'],
  ['/analytics/social', '/analytics/overview'],
  ['/analytics/content', '/analytics/overview'],
  ['/analytics/reports', '/analytics/overview'],
  ['/analytics/market', '/analytics/overview'],
  ['/calendar', '/calendar/scheduled'],
  ['/inspiration', '/inspiration/feed'],
  ['/inspiration/saved', '/inspiration/moodboard'],
  ['/inspiration/ideas', '/inspiration/feed'],
  ['/studio/bulk', '/studio/campaign/new'],
  ['/studio/campaign', '/studio/campaign/new'],
  ['/studio/anything-else', '/studio'],
  ['/studio/a/b', '/studio'],
  ['/compose', '/studio'],
  ['/campaigns', '/studio'],
  // history -> /studio/scheduled, which is one of the "other /studio/*" paths -> /studio.
  ['/history', '/studio'],
  ['/help/faq', '/help'],
  ['/help/tutorials', '/help'],
  ['/help/tutorials/getting-started', '/help'],
  ['/settings', '/settings/profile'],
  ['/settings/unknown-tab', '/settings/profile'],
  ['/settings/development', '/settings/profile'],
  ['/settings?connect=instagram', '/settings/integrations?connect=instagram'],
  ['/settings/voice?connect=tiktok', '/settings/integrations?connect=tiktok'],
];

/** Concrete path for a table pattern (`:param` and `*` filled in). */
const concrete = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, 'x1').replace(/\*$/, 'deeper');

/** A help article's page has the article's title as its h1: an address of a real one. */
const exampleArticle = helpArticles[0]!;
const examplePath = (pattern: string) =>
  pattern === '/help/docs/:docId' ? `/help/docs/${exampleArticle.id}` : concrete(pattern.replace(':tab', 'voice'));

describe('route table', () => {
  it.each(specRedirects)('redirects %s to %s', async (from, to) => {
    const app = renderApp(from);
    // The first test of the file also pays for loading the lazy pages: more than 1 s on a loaded machine.
    await waitFor(() => expect(app.location()).toBe(to), { timeout: 5000 });
  });

  it('has a spec redirect for every redirect in the table', () => {
    const tested = specRedirects.map(([from]) => from.split('?')[0]);
    for (const entry of routeTable.filter(isRedirect)) {
      expect(tested).toContain(
        concrete(entry.path).replace('/x1', '/getting-started').replace('deeper', 'anything-else'),
      );
    }
  });

  const pages = routeTable.filter((entry) => !isRedirect(entry));
  it.each(pages.map((entry) => [entry.path, entry]))('renders %s for its owner', async (_path, entry) => {
    if (isRedirect(entry)) throw new Error('not a page');
    const path = examplePath(entry.path);
    const session = entry.access === 'publicOnly' ? 'signedOut' : 'signedIn';
    const app = renderApp(path, session);
    const heading =
      'remote' in entry.owner
        ? `${entry.owner.remote} remote at ${path}`
        : entry.path === '/help/docs/:docId'
          ? exampleArticle.title
          : entry.title;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.location()).toBe(path);
    if ('unavailable' in entry.owner)
      expect(screen.getByText(`${entry.title} is not available yet.`)).toBeInTheDocument();
    if ('shell' in entry.owner)
      expect(screen.queryByText(`${entry.title} is not available yet.`)).not.toBeInTheDocument();
  });

  it('has the shell render the Help centre, the style guide and the sheet and dialog pages, public and in the app layout', () => {
    const shellPages = routeTable.filter((entry): entry is PageRoute => !isRedirect(entry) && 'shell' in entry.owner);
    expect(shellPages.map(({ path, title, owner, access, chrome }) => [path, title, owner, access, chrome])).toEqual([
      ['/help', 'Help', { shell: 'help' }, 'public', 'app'],
      ['/help/docs', 'Documentation', { shell: 'help-docs' }, 'public', 'app'],
      ['/help/docs/:docId', 'Help Article', { shell: 'help-article' }, 'public', 'app'],
      ['/help/contact', 'Contact Support', { shell: 'help-contact' }, 'public', 'app'],
      ['/style-guide', 'Style Guide', { shell: 'style-guide' }, 'public', 'app'],
      ['/test/sheet-animation', 'Sheet Animation Test', { shell: 'sheet-animation' }, 'public', 'app'],
      ['/test/simple-sheet', 'Simple Sheet Test', { shell: 'simple-sheet' }, 'public', 'app'],
      ['/test/dialog', 'Dialog Test', { shell: 'dialog' }, 'public', 'app'],
    ]);
    // Every page the shell can render has its route, once.
    expect(shellPages.map((entry) => ('shell' in entry.owner ? entry.owner.shell : '')).sort()).toEqual(
      [...shellPageNames].sort(),
    );
  });

  it('mounts mfe-settings for each settings tab of this build', async () => {
    for (const tab of ['profile', 'voice', 'brand-kit', 'integrations', 'billing', 'appearance']) {
      const app = renderApp(`/settings/${tab}`);
      expect(await screen.findByRole('heading', { name: `settings remote at /settings/${tab}` })).toBeInTheDocument();
      app.unmount();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  });
});
