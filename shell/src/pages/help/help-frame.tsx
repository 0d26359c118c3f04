import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { Text, Title } from '@scp/shared/client/typography';
import { helpAreaOf, type HelpArticle } from './help-articles';
import { helpPaths } from './help-paths';
import { helpTexts } from './help-texts';

/**
 * Layout only (media queries cannot be inline): a readable column with more room from 768 px, cards
 * of areas that wrap at 375 px, and links in running text underlined (colour alone must not mark them).
 */
const stylesheet = `
.scp-help{box-sizing:border-box;max-width:920px;padding:16px}
@media (min-width:768px){.scp-help{padding:24px 32px}}
.scp-help p a,.scp-help-list a{text-decoration:underline;text-underline-offset:2px}
.scp-help a:focus-visible{outline:2px solid var(--scp-help-focus);outline-offset:2px;border-radius:2px}
.scp-help-list{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.scp-help-list p{margin:2px 0 0}
.scp-help-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));list-style:none;margin:0;padding:0}
.scp-help-card{box-sizing:border-box;height:100%;border:1px solid var(--scp-help-border);border-radius:var(--scp-help-radius);padding:16px;background:var(--scp-help-card)}
.scp-help-body p{margin:0 0 1em}
.scp-help-body ol{margin:0 0 1em;padding-inline-start:1.5em}
.scp-help-body li{margin-bottom:6px}
`;

/** A help page's column, with the theme's colours for the stylesheet above. */
export function HelpFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const variables = {
    '--scp-help-focus': token.colorPrimary,
    '--scp-help-border': token.colorBorderSecondary,
    '--scp-help-radius': `${token.borderRadiusLG}px`,
    '--scp-help-card': token.colorBgContainer,
  } as CSSProperties;
  return (
    <div className="scp-help" style={variables}>
      <style href="scp-help" precedence="default">
        {stylesheet}
      </style>
      {children}
    </div>
  );
}

/** A help page's h1, one size on every help page. */
export function HelpPageTitle({ children }: { children: ReactNode }) {
  return (
    <Title level={1} style={{ fontSize: 28 }}>
      {children}
    </Title>
  );
}

/** The way back to /help, above a sub-page's h1. */
export function BackToHelp() {
  return (
    <nav aria-label={helpTexts.breadcrumb} style={{ marginBottom: 12 }}>
      <Link to={helpPaths.index}>← {helpTexts.backToHelp}</Link>
    </nav>
  );
}

/** Articles as a list of links, each with its summary (and its area when the list mixes areas). */
export function ArticleList({ articles, showArea = false }: { articles: readonly HelpArticle[]; showArea?: boolean }) {
  return (
    <ul className="scp-help-list">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={helpPaths.article(article.id)} style={{ fontWeight: 500 }}>
            {article.title}
          </Link>
          <p>
            <Text type="secondary">
              {showArea ? `${helpAreaOf(article.area).title}: ` : ''}
              {article.summary}
            </Text>
          </p>
        </li>
      ))}
    </ul>
  );
}
