import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, renderApp } from '../../test-support/render-app.test-helper';
import { articlesOfArea, helpArticle, helpAreas, helpArticles } from './help-articles';
import { helpTexts } from './help-texts';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

describe('/help', () => {
  it('finds an article by a word of its body, and opens it', async () => {
    const app = renderApp('/help', 'signedOut');
    expect(await findPageHeading('Help')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);

    const search = screen.getByRole('searchbox', { name: helpTexts.index.searchLabel });
    // "chargebacks" appears only in the body (a numbered step) of the tasks article.
    await userEvent.type(search, 'Chargebacks');
    const results = screen.getByRole('region', { name: helpTexts.index.resultsHeading });
    // The count is a live status line, announced as the visitor types.
    expect(screen.getByText('1 article matches "Chargebacks"')).toHaveAttribute('role', 'status');
    const tasks = helpArticle('auto-responder-tasks')!;
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([tasks.title]);
    expect(app.location()).toBe('/help?q=Chargebacks');

    await userEvent.click(within(results).getByRole('link', { name: tasks.title }));
    expect(await findPageHeading(tasks.title)).toBeInTheDocument();
    expect(app.location()).toBe('/help/docs/auto-responder-tasks');
  });

  it('says so when no article matches, and needs every word to match', async () => {
    renderApp('/help?q=chargebacks%20pinterest', 'signedIn');
    expect(await findPageHeading('Help')).toBeInTheDocument();
    expect(screen.getByText('No articles match "chargebacks pinterest"')).toHaveAttribute('role', 'status');
    expect(screen.getByText(helpTexts.index.noResultsHint)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: helpTexts.index.searchLabel })).toHaveValue('chargebacks pinterest');
  });

  it('takes the focus to the results on Search', async () => {
    renderApp('/help', 'signedOut');
    expect(await findPageHeading('Help')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: helpTexts.index.searchLabel }), 'shopify{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: helpTexts.index.resultsHeading })).toHaveFocus();
  });

  it('lists every area with its articles, and links to all articles and to contact', async () => {
    renderApp('/help', 'signedOut');
    expect(await findPageHeading('Help')).toBeInTheDocument();
    for (const area of helpAreas) {
      const card = screen.getByRole('heading', { level: 3, name: area.title }).closest('li') as HTMLElement;
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(articlesOfArea(area.id).map((article) => `/help/docs/${article.id}`));
    }
    expect(screen.getByRole('link', { name: helpTexts.index.allArticles })).toHaveAttribute('href', '/help/docs');
    expect(screen.getByRole('link', { name: helpTexts.index.contactLink })).toHaveAttribute('href', '/help/contact');
  });
});

describe('/help/docs', () => {
  it('lists every article under its area', async () => {
    renderApp('/help/docs', 'signedOut');
    expect(await findPageHeading('Documentation')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      helpAreas.map((area) => area.title),
    );
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/help/docs/'));
    expect(links.map((link) => link.textContent)).toEqual(
      helpAreas.flatMap((area) => articlesOfArea(area.id).map((article) => article.title)),
    );
    expect(links).toHaveLength(helpArticles.length);
    expect(screen.getByRole('link', { name: `← ${helpTexts.backToHelp}` })).toHaveAttribute('href', '/help');
  });
});

describe('/help/docs/:docId', () => {
  it('shows the article: its title, sections as headings, steps as a numbered list, related articles', async () => {
    const article = helpArticle('reset-your-password')!;
    const app = renderApp('/help/docs/reset-your-password', 'signedIn');
    expect(await findPageHeading(article.title)).toBeInTheDocument();
    const body = screen.getByRole('article');
    expect(
      within(body)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([...article.sections.map((section) => section.heading), helpTexts.article.relatedHeading]);
    const steps = within(body).getAllByRole('list')[0]!;
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(article.sections[0]!.steps);

    const related = screen.getByRole('complementary', { name: helpTexts.article.relatedHeading });
    const first = within(related).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent(helpArticle('sessions-and-signing-out')!.title);
    await userEvent.click(first);
    expect(await findPageHeading(helpArticle('sessions-and-signing-out')!.title)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: `← ${helpTexts.backToHelp}` }));
    expect(await findPageHeading('Help')).toBeInTheDocument();
    expect(app.location()).toBe('/help');
  });

  it('shows text as text: nothing in an address or an article becomes markup', async () => {
    renderApp('/help/docs/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'signedOut');
    expect(await findPageHeading(helpTexts.notFound.title)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it("says 'Article not found' for an unknown article, with a link back", async () => {
    const app = renderApp('/help/docs/no-such-article', 'signedOut');
    expect(await findPageHeading(helpTexts.notFound.title)).toBeInTheDocument();
    expect(screen.getByText(helpTexts.notFound.description)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: helpTexts.backToHelp }));
    expect(await findPageHeading('Help')).toBeInTheDocument();
    expect(app.location()).toBe('/help');
  });

  it('follows the address when it changes to another article', async () => {
    const app = renderApp('/help/docs/brand-kit', 'signedOut');
    expect(await findPageHeading(helpArticle('brand-kit')!.title)).toBeInTheDocument();
    await act(() => app.router.navigate('/help/docs/health-score'));
    expect(await findPageHeading(helpArticle('health-score')!.title)).toBeInTheDocument();
  });
});
