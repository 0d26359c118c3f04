import type { HelpArticle } from './help-articles';

/** The words of a query, lower-cased; punctuation around words is ignored. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** Everything an article says, lower-cased: title, summary, and each section's heading, paragraphs and steps. */
function bodyText(article: HelpArticle): string {
  return [
    article.summary,
    ...article.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.steps ?? [])]),
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * The articles that contain every word of the query (case-insensitive, anywhere in the title,
 * summary or body; a word may be the start or part of a longer one). Those with more of the words
 * in their title come first, then in their usual order. An empty query finds nothing.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return articles
    .map((article, order) => {
      const title = article.title.toLowerCase();
      const text = `${title}\n${bodyText(article)}`;
      const matches = words.every((word) => text.includes(word));
      const inTitle = words.filter((word) => title.includes(word)).length;
      return { article, order, matches, inTitle };
    })
    .filter((entry) => entry.matches)
    .sort((a, b) => b.inTitle - a.inTitle || a.order - b.order)
    .map((entry) => entry.article);
}
