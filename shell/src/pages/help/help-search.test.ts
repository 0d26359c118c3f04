import { helpArticles } from './help-articles';
import { queryWords, searchArticles } from './help-search';

const ids = (query: string) => searchArticles(helpArticles, query).map((article) => article.id);

describe('help search', () => {
  it('splits a query into lower-case words without the punctuation around them', () => {
    expect(queryWords('  Reconnect, "Instagram"?  ')).toEqual(['reconnect', 'instagram']);
    expect(queryWords(' ')).toEqual([]);
  });

  it('finds nothing for an empty query', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('finds a word that is only in an article body, in any letter case', () => {
    // "chargebacks" is in the tasks article's steps only.
    expect(ids('CHARGEBACKS')).toEqual(['auto-responder-tasks']);
  });

  it('needs every word to match', () => {
    expect(ids('chargebacks')).toContain('auto-responder-tasks');
    expect(ids('chargebacks pinterest')).toEqual([]);
    expect(ids('reset password')).toContain('reset-your-password');
  });

  it('puts articles with the words in their title first', () => {
    expect(ids('google analytics')[0]).toBe('connect-google-analytics');
    expect(ids('health score')[0]).toBe('health-score');
  });

  it('finds no article for words none of them has', () => {
    expect(ids('zyxwvut')).toEqual([]);
  });
});
