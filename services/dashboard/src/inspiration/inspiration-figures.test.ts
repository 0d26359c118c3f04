import { hashtagsOf, nicheFigures, type NichePost } from './inspiration-figures';

const post = (id: string, postedAt: string, engagement: number, caption: string, format: NichePost['format']) => ({
  platform: 'instagram' as const,
  handle: 'crumbandcrust',
  id,
  postedAt,
  caption,
  engagement,
  format,
  url: null,
});

describe('the niche figures', () => {
  it('finds the hashtags of a caption once each, lower case', () => {
    expect(hashtagsOf('Fresh #Sourdough and #bakery, #sourdough again #crème_brûlée')).toEqual([
      'sourdough',
      'bakery',
      'crème_brûlée',
    ]);
  });

  it('averages engagement by hashtag and format, and counts the best quarter by UTC hour and weekday', () => {
    // Checked by hand:
    // #bread: a 100, b 300, c 20 -> 420 / 3 = 140; #cake: b 300, d 50 -> 350 / 2 = 175.
    // image: a 100, c 20 -> 60; video: b 300 -> 300; d has no format.
    // Best quarter of 4 posts: 1 post, b (300), a Wednesday (2026-11-25) at 18:xx UTC.
    const figures = nicheFigures([
      post('a', '2026-11-23T09:15:00.000Z', 100, 'Loaf #bread', 'image'),
      post('b', '2026-11-25T18:40:00.000Z', 300, 'Cake day #bread #cake', 'video'),
      post('c', '2026-11-26T09:00:00.000Z', 20, '#Bread', 'image'),
      post('d', '2026-11-27T07:00:00.000Z', 50, 'Just #cake', null),
    ]);
    expect(figures.postCount).toBe(4);
    expect(figures.hashtags).toEqual([
      { hashtag: 'cake', posts: 2, avgEngagement: 175 },
      { hashtag: 'bread', posts: 3, avgEngagement: 140 },
    ]);
    expect(figures.formats).toEqual([
      { format: 'video', posts: 1, avgEngagement: 300 },
      { format: 'image', posts: 2, avgEngagement: 60 },
    ]);
    expect(figures.bestPosts.map((best) => best.engagement)).toEqual([300]);
    expect(figures.bestPosts[0]!.hashtags).toEqual(['bread', 'cake']);
    expect(figures.hours).toHaveLength(24);
    expect(figures.hours.filter((hour) => hour.posts > 0)).toEqual([{ hour: 18, posts: 1 }]);
    expect(figures.weekdays.filter((day) => day.posts > 0)).toEqual([{ weekday: 2, posts: 1 }]);
  });

  it('answers empty figures without posts', () => {
    const figures = nicheFigures([]);
    expect(figures).toMatchObject({ postCount: 0, hashtags: [], formats: [], bestPosts: [] });
    expect(figures.hours.every((hour) => hour.posts === 0)).toBe(true);
  });
});
