import { MIN_PASSWORD_LENGTH } from '@scp/shared/contracts/auth/accounts-constants';
import { healthScoreWeighted } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import {
  articlesOfArea,
  helpArticle,
  helpAreaIds,
  helpAreas,
  helpArticles,
  type HelpArticle,
  relatedArticles,
} from './help-articles';

const HOUR = 60 * 60 * 1000;

/** Everything an article says, as one text. */
const textOf = (article: HelpArticle) =>
  [
    article.title,
    article.summary,
    ...article.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.steps ?? [])]),
  ].join('\n');

describe('help articles', () => {
  it('has about 15 to 25 articles, each with a unique kebab-case id', () => {
    expect(helpArticles.length).toBeGreaterThanOrEqual(15);
    expect(helpArticles.length).toBeLessThanOrEqual(25);
    const ids = helpArticles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(helpArticles.map((article) => [article.id, article]))(
    '%s has content: title, summary, sections with text',
    (_id, article) => {
      expect(article.title.trim()).not.toBe('');
      expect(article.summary.trim()).not.toBe('');
      expect(article.sections.length).toBeGreaterThan(0);
      for (const section of article.sections) {
        expect(section.heading.trim()).not.toBe('');
        const lines = [...section.paragraphs, ...(section.steps ?? [])];
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(line.trim()).not.toBe('');
        // Paragraphs and steps are React keys within their section; headings within the article.
        expect(new Set(section.paragraphs).size).toBe(section.paragraphs.length);
        expect(new Set(section.steps ?? []).size).toBe((section.steps ?? []).length);
      }
      const headings = article.sections.map((section) => section.heading);
      expect(new Set(headings).size).toBe(headings.length);
      // Text only: the page renders it as text, so markup here would show as it is.
      expect(textOf(article)).not.toMatch(/<[a-z/]|\]\(|\*\*/i);
    },
  );

  it('has every area once, each with at least one article, and no article outside them', () => {
    expect(helpAreas.map((area) => area.id)).toEqual([...helpAreaIds]);
    for (const area of helpAreaIds) expect(articlesOfArea(area).length).toBeGreaterThan(0);
    for (const article of helpArticles) expect(helpAreaIds).toContain(article.area);
    for (const area of helpAreas) {
      expect(area.title.trim()).not.toBe('');
      expect(area.summary.trim()).not.toBe('');
    }
  });

  it('names only articles that exist as related ones, never the article itself', () => {
    for (const article of helpArticles) {
      for (const id of article.related ?? []) {
        expect(helpArticle(id)).toBeDefined();
        expect(id).not.toBe(article.id);
      }
      const related = relatedArticles(article);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(article);
      expect(new Set(related).size).toBe(related.length);
    }
  });

  it('covers each platform that can be connected', () => {
    const integrations = articlesOfArea('integrations').map(textOf).join('\n');
    for (const platform of [
      'Instagram',
      'Facebook',
      'TikTok',
      'LinkedIn',
      'X',
      'Pinterest',
      'Shopify',
      'Google Analytics',
    ])
      expect(integrations).toContain(platform);
  });

  it("quotes the product's own numbers", () => {
    expect(textOf(helpArticle('create-an-account')!)).toContain(`at least ${MIN_PASSWORD_LENGTH} characters`);

    const health = textOf(helpArticle('health-score')!);
    const { followers, engagement, growth, revenue, diversification } = healthScoreWeighted;
    expect(health).toContain(`Followers, ${followers.weight * 100}%`);
    expect(health).toContain(`${followers.target.toLocaleString('en-US')}`);
    expect(health).toContain(`Engagement, ${engagement.weight * 100}%`);
    expect(health).toContain(`${engagement.targetPercent}%`);
    expect(health).toContain(`Growth, ${growth.weight * 100}%`);
    expect(health).toContain(`against ${growth.targetPercent}%`);
    expect(health).toContain(`${growth.defaultEstimatePercent}% is assumed`);
    expect(health).toContain(`Revenue, ${revenue.weight * 100}%`);
    expect(health).toContain(`$${revenue.salesForCap.toLocaleString('en-US')}`);
    expect(health).toContain(
      `${diversification.pointsPerPlatform} points per connected platform, at most ${diversification.maxPoints}`,
    );

    const tasks = textOf(helpArticle('auto-responder-tasks')!);
    expect(tasks).toContain(`within ${responder.escalationDueMs.critical / HOUR} hour.`);
    expect(tasks).toContain(`within ${responder.escalationDueMs.high / HOUR} hours.`);
    expect(tasks).toContain(`within ${responder.escalationDueMs.medium / HOUR} hours.`);
    expect(tasks).toContain(`within ${responder.escalationDueMs.low / HOUR} hours.`);

    const windows = textOf(helpArticle('meta-reply-windows')!);
    expect(windows).toContain(`Within ${responder.standardWindowMs / HOUR} hours`);
    expect(windows).toContain(`After ${responder.humanAgentWindowMs / (24 * HOUR)} days`);
  });
});
