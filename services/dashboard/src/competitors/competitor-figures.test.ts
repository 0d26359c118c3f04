import { postFigures, weighPublicPost } from './competitor-figures';

const DAY_MS = 24 * 3600 * 1000;
const NOW = Date.parse('2026-11-27T12:00:00Z');
const post = (id: string, daysAgo: number, likes: number, url: string | null = null) => ({
  id,
  postedAt: new Date(NOW - daysAgo * DAY_MS).toISOString(),
  caption: `Post ${id}`,
  likes,
  comments: 1,
  shares: 1,
  views: null,
  url,
});

describe('competitor post figures', () => {
  it('counts the last 7 days, averages and ranks the last 30, and leaves older posts out', () => {
    const posts = [post('a', 1, 10), post('b', 6.5, 40), post('c', 8, 100), post('d', 31, 1000)].map(weighPublicPost);
    const figures = postFigures(posts, NOW);
    expect(figures.postsPerWeek).toBe(2);
    expect(figures.avgEngagementPerPost).toBe(52);
    expect(figures.topPosts.map((top) => top.id)).toEqual(['c', 'b', 'a']);
    expect(postFigures([], NOW)).toEqual({ postsPerWeek: 0, avgEngagementPerPost: null, topPosts: [] });
  });

  it('keeps a link only when it is a web address', () => {
    expect(weighPublicPost(post('a', 1, 1, 'https://www.instagram.com/p/x/')).url).toBe(
      'https://www.instagram.com/p/x/',
    );
    expect(weighPublicPost(post('b', 1, 1, 'javascript:alert(1)')).url).toBeNull();
  });
});
