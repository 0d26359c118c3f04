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

  it("counts the best posts' hours and weekdays on the wall clock of the zone asked for", () => {
    // Checked by hand, late November (Berlin UTC+1, New York UTC-5, no clock change near):
    // 12 posts, the best quarter is 3: x Wed 2026-11-25 23:30Z, z Sun 2026-11-29 23:10Z, w Thu 2026-11-26 03:00Z.
    // UTC:      x Wed 23, z Sun 23, w Thu 03 -> hours 3:1, 23:2; weekdays Wed, Thu, Sun.
    // Berlin:   x Thu 00:30, z Mon 00:10, w Thu 04:00 -> hours 0:2, 4:1; weekdays Mon 1, Thu 2.
    // New York: x Wed 18:30, z Sun 18:10, w Wed 22:00 -> hours 18:2, 22:1; weekdays Wed 2, Sun 1.
    const posts = [
      post('x', '2026-11-25T23:30:00.000Z', 300, '', 'image'),
      post('z', '2026-11-29T23:10:00.000Z', 200, '', 'image'),
      post('w', '2026-11-26T03:00:00.000Z', 100, '', 'image'),
      ...Array.from({ length: 9 }, (_, index) => post(`low${index}`, '2026-11-20T12:00:00.000Z', 1, '', 'image')),
    ];
    const counted = (timeZone?: string) => {
      const figures = nicheFigures(posts, timeZone);
      return {
        hours: figures.hours.filter((hour) => hour.posts > 0),
        weekdays: figures.weekdays.filter((day) => day.posts > 0),
      };
    };
    expect(counted()).toEqual({
      hours: [
        { hour: 3, posts: 1 },
        { hour: 23, posts: 2 },
      ],
      weekdays: [
        { weekday: 2, posts: 1 },
        { weekday: 3, posts: 1 },
        { weekday: 6, posts: 1 },
      ],
    });
    expect(counted('Europe/Berlin')).toEqual({
      hours: [
        { hour: 0, posts: 2 },
        { hour: 4, posts: 1 },
      ],
      weekdays: [
        { weekday: 0, posts: 1 },
        { weekday: 3, posts: 2 },
      ],
    });
    expect(counted('America/New_York')).toEqual({
      hours: [
        { hour: 18, posts: 2 },
        { hour: 22, posts: 1 },
      ],
      weekdays: [
        { weekday: 2, posts: 2 },
        { weekday: 6, posts: 1 },
      ],
    });
  });

  it('answers empty figures without posts', () => {
    const figures = nicheFigures([]);
    expect(figures).toMatchObject({ postCount: 0, hashtags: [], formats: [], bestPosts: [] });
    expect(figures.hours.every((hour) => hour.posts === 0)).toBe(true);
  });
});
