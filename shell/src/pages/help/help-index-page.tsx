import { Button } from 'antd';
import { type FormEvent, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextInput } from '@scp/shared/client/text-input';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import type { ShellPageProps } from '../shell-page-props';
import { articlesOfArea, helpAreas, helpArticles } from './help-articles';
import { ArticleList, HelpFrame, HelpPageTitle } from './help-frame';
import { helpPaths } from './help-paths';
import { searchArticles } from './help-search';
import { helpTexts } from './help-texts';

const texts = helpTexts.index;

/** The query lives in the address (`?q=`): a search can be bookmarked, shared and gone back to. */
function useQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return [query, setQuery];
}

/**
 * The results of a search: the articles that match, or what to try when none does. Its status line
 * ('3 articles match "…"', 'No articles match "…"') is in the page from the start, so screen readers
 * announce each change as the visitor types.
 */
function SearchResults({ query, headingId }: { query: string; headingId: string }) {
  const results = useMemo(() => (query ? searchArticles(helpArticles, query) : []), [query]);
  const summary = !query ? '' : results.length > 0 ? texts.resultsCount(results.length, query) : texts.noResults(query);
  return (
    <section aria-labelledby={query ? headingId : undefined} style={{ marginBottom: query ? 32 : 0 }}>
      {query ? (
        <Title level={2} id={headingId} tabIndex={-1} style={{ fontSize: 20 }}>
          {texts.resultsHeading}
        </Title>
      ) : null}
      <p role="status" style={{ margin: query ? '0 0 12px' : 0, fontWeight: 500 }}>
        {summary}
      </p>
      {query && results.length > 0 ? <ArticleList articles={results} showArea /> : null}
      {query && results.length === 0 ? <Paragraph type="secondary">{texts.noResultsHint}</Paragraph> : null}
    </section>
  );
}

/**
 * /help (issue 16): a search over every article (title, summary and body; every word must match,
 * as the visitor types), the areas with their articles, and the way to contact support. Public,
 * inside the app's layout, signed in or not.
 */
export function HelpIndexPage({ title }: ShellPageProps) {
  const [query, setQuery] = useQuery();
  const searched = query.trim();
  const inputId = useId();
  const areasId = useId();
  const contactId = useId();
  const resultsId = useId();
  // Results follow the typing; Search (or Enter) takes the focus to them.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    document.getElementById(resultsId)?.focus();
  };
  return (
    <HelpFrame>
      <HelpPageTitle>{title}</HelpPageTitle>
      <Paragraph type="secondary">{texts.intro}</Paragraph>

      <form role="search" aria-label={texts.searchLabel} onSubmit={onSubmit} style={{ marginBottom: 24 }}>
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
          <Text>{texts.searchLabel}</Text>
        </label>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <TextInput
            id={inputId}
            type="search"
            size="large"
            value={query}
            placeholder={texts.searchPlaceholder}
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="primary" size="large" htmlType="submit">
            {texts.searchButton}
          </Button>
        </div>
      </form>

      <SearchResults query={searched} headingId={resultsId} />

      <section aria-labelledby={areasId} style={{ marginBottom: 32 }}>
        <Title level={2} id={areasId} style={{ fontSize: 20 }}>
          {texts.areasHeading}
        </Title>
        <ul className="scp-help-grid">
          {helpAreas.map((area) => (
            <li key={area.id} className="scp-help-card">
              <Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
                {area.title}
              </Title>
              <Paragraph type="secondary" style={{ marginBottom: 12 }}>
                {area.summary}
              </Paragraph>
              <ArticleList articles={articlesOfArea(area.id)} />
            </li>
          ))}
        </ul>
        <p style={{ marginTop: 16 }}>
          <Link to={helpPaths.docs}>{texts.allArticles}</Link>
        </p>
      </section>

      <section aria-labelledby={contactId}>
        <Title level={2} id={contactId} style={{ fontSize: 20 }}>
          {texts.contactHeading}
        </Title>
        <p>
          {texts.contactText} <Link to={helpPaths.contact}>{texts.contactLink}</Link>
        </p>
      </section>
    </HelpFrame>
  );
}
