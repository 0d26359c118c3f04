import { Types } from 'mongoose';
import {
  findCompetitor,
  recentCompetitorPosts,
  type CompetitorPlatform,
} from '@scp/provider-sandbox/competitors/competitor-accounts';
import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { callService } from '@scp/service-kit/testing';
import {
  FEED_PAGE_SIZE,
  HASHTAGS_MAX,
  feedResponseSchema,
  hashtagsResponseSchema,
  intelligenceResponseSchema,
} from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import type { PublicAccountRead, PublicPost } from '@scp/shared/contracts/settings/public-accounts-internal';
import type { PublicHashtagRead } from '@scp/shared/contracts/settings/public-hashtags-internal';
import { dashboardFixture } from '../dashboard-fixture.test.util';
import { daysAgo } from '../analytics/analytics-fixture.test.util';
import { CompetitorModel } from '../competitors/competitor-model';
import { CompetitorSnapshotModel } from '../competitors/competitor-snapshot-model';
import { sampleCompetitorRead } from '../competitors/sample-competitor-read.test.util';

// The inspiration pages' API: settings (a fake here, answering what the provider sandbox's sample
// accounts show) reads the platforms; the dashboard keeps the competitors' snapshots and the
// hashtags followed, and works out the feed and the niche's figures from them.

const FORMATS = { IMAGE: 'image', VIDEO: 'video', CAROUSEL_ALBUM: 'carousel' } as const;
/** Owners with no Instagram account connected: the hashtag search shows them nothing. */
const noInstagram = new Set<string>();
const hashtagPosts = new Map<string, PublicPost[]>();

function publicRead(platform: CompetitorPlatform, handle: string): PublicAccountRead {
  return (
    sampleCompetitorRead(platform, handle, (post) => ({
      url: `https://www.instagram.com/p/${post.id}/`,
      format: FORMATS[post.mediaType],
    })) ?? { failure: { kind: 'not_found', detail: 'no such account' } }
  );
}

function hashtagRead(userId: string, hashtag: string): PublicHashtagRead {
  if (noInstagram.has(userId)) return { failure: { kind: 'not_connected', detail: 'no instagram account connected' } };
  return { posts: hashtagPosts.get(hashtag) ?? [] };
}

const settings = new FakeNeighbour((call: NeighbourCall) => {
  const userId = call.userId ?? '';
  if (call.path === '/internal/settings/onboarding-competitors') return { entries: [] };
  if (call.path === '/internal/settings/accounts')
    return { accounts: [{ platform: 'instagram', accountId: 'ig1', displayName: 'My bakery', usable: true }] };
  if (call.path === '/internal/settings/public-hashtags/instagram/read')
    return hashtagRead(userId, String((call.body as { hashtag: string }).hashtag));
  const read = /^\/internal\/settings\/public-accounts\/(\w+)\/read$/.exec(call.path);
  if (read) return publicRead(read[1] as CompetitorPlatform, String((call.body as { handle: string }).handle));
  return {};
});
const studio = new FakeNeighbour(() => ({ posts: [] }));

const fx = dashboardFixture({ settings, studio });

const newUser = () => new Types.ObjectId().toHexString();
const get = (userId: string, path: string) => callService(fx.app, 'dashboard', 'get', path, { userId });
const post = (userId: string, path: string, body: object) =>
  callService(fx.app, 'dashboard', 'post', path, { userId, body });
const del = (userId: string, path: string) => callService(fx.app, 'dashboard', 'delete', path, { userId });

const hashtagPost = (id: string, hoursAgo: number, likes: number, format: PublicPost['format']): PublicPost => ({
  id,
  postedAt: new Date(Date.now() - hoursAgo * 3600 * 1000).toISOString(),
  caption: `Crumb shot #sourdough ${id}`,
  likes,
  comments: 2,
  shares: 0,
  views: null,
  url: `https://www.instagram.com/p/${id}/`,
  format,
});

describe('GET /api/dashboard/inspiration/feed', () => {
  it("shows a competitor's best recent posts from its snapshot and a followed hashtag's top posts, newest first", async () => {
    const userId = newUser();
    expect((await post(userId, '/competitors', { platform: 'instagram', handle: 'crumbandcrust' })).status).toBe(201);
    hashtagPosts.set('sourdough', [hashtagPost('h1', 1, 40, 'image'), hashtagPost('h2', 2, 90, 'video')]);
    expect((await post(userId, '/inspiration/hashtags', { hashtag: '#Sourdough' })).status).toBe(201);

    const answer = await get(userId, '/inspiration/feed');
    expect(answer.status).toBe(200);
    const feed = feedResponseSchema.parse(answer.body);
    expect(feed.hasSources).toBe(true);
    expect(feed.problems).toEqual([]);
    // The competitor's six most engaged posts of the last 30 days among those read.
    const account = findCompetitor('instagram', 'crumbandcrust')!;
    const since = Date.now() - 30 * 24 * 3600 * 1000;
    const best = recentCompetitorPosts(account, 25)
      .filter((p) => p.postedAt >= since)
      .sort((a, b) => b.likes + b.comments + b.shares - (a.likes + a.comments + a.shares) || b.postedAt - a.postedAt)
      .slice(0, 6);
    const fromCompetitor = feed.items.filter((item) => item.source.kind === 'competitor');
    expect(fromCompetitor.map((item) => item.caption).sort()).toEqual(best.map((p) => p.caption).sort());
    const first = best[0]!;
    expect(fromCompetitor.find((item) => item.url === `https://www.instagram.com/p/${first.id}/`)).toMatchObject({
      platform: 'instagram',
      format: FORMATS[first.mediaType],
      engagement: first.likes + first.comments + first.shares,
      source: { kind: 'competitor', handle: 'crumbandcrust', name: 'Crumb & Crust Bakery' },
    });
    const fromHashtag = feed.items.filter((item) => item.source.kind === 'hashtag');
    expect(fromHashtag.map((item) => [item.url, item.engagement])).toEqual([
      ['https://www.instagram.com/p/h1/', 42],
      ['https://www.instagram.com/p/h2/', 92],
    ]);
    const times = feed.items.map((item) => item.postedAt);
    expect([...times].sort().reverse()).toEqual(times);

    // Filters: a format, another platform (no hashtag search asked for TikTok).
    const videos = feedResponseSchema.parse((await get(userId, '/inspiration/feed?format=video')).body);
    expect(videos.items.length).toBeGreaterThan(0);
    expect(videos.items.every((item) => item.format === 'video')).toBe(true);
    const hashtagReads = () => settings.callsOf(userId).filter((call) => call.path.includes('public-hashtags')).length;
    const before = hashtagReads();
    const tiktok = feedResponseSchema.parse((await get(userId, '/inspiration/feed?platform=tiktok')).body);
    expect(tiktok.items).toEqual([]);
    expect(hashtagReads()).toBe(before);
  });

  it('pages with a cursor, says why a hashtag shows nothing, and is empty without sources', async () => {
    const empty = feedResponseSchema.parse((await get(newUser(), '/inspiration/feed')).body);
    expect(empty).toEqual({ items: [], nextCursor: null, problems: [], hasSources: false });

    const userId = newUser();
    hashtagPosts.set(
      'pastry',
      Array.from({ length: FEED_PAGE_SIZE + 5 }, (_, index) => hashtagPost(`p${index}`, index + 1, 10, 'image')),
    );
    await post(userId, '/inspiration/hashtags', { hashtag: 'pastry' });
    const first = feedResponseSchema.parse((await get(userId, '/inspiration/feed')).body);
    expect(first.items).toHaveLength(FEED_PAGE_SIZE);
    expect(first.nextCursor).toBe(String(FEED_PAGE_SIZE));
    const second = feedResponseSchema.parse((await get(userId, `/inspiration/feed?cursor=${first.nextCursor}`)).body);
    expect(second.items.map((item) => item.id)).toEqual(
      Array.from({ length: 5 }, (_, index) => `hashtag:pastry:p${FEED_PAGE_SIZE + index}`),
    );
    expect(second.nextCursor).toBeNull();
    expect((await get(userId, '/inspiration/feed?cursor=999')).status).toBe(400);
    expect((await get(userId, '/inspiration/feed?cursor=abc')).status).toBe(400);
    expect((await get(userId, '/inspiration/feed?format=gif')).status).toBe(400);
    expect((await get(userId, '/inspiration/feed?platform=pinterest')).status).toBe(400);

    noInstagram.add(userId);
    const refused = feedResponseSchema.parse((await get(userId, '/inspiration/feed')).body);
    expect(refused.items).toEqual([]);
    expect(refused.problems).toEqual([inspirationTexts.feed.hashtagNotConnected('pastry')]);
  });
});

describe('/api/dashboard/inspiration/hashtags', () => {
  it('follows a hashtag once, up to the limit, refuses a bad one with a 400, and unfollows only its own', async () => {
    const userId = newUser();
    const added = await post(userId, '/inspiration/hashtags', { hashtag: '  #Pottery ' });
    expect(added.status).toBe(201);
    const { hashtags } = hashtagsResponseSchema.parse(added.body);
    expect(hashtags.map((tag) => tag.hashtag)).toEqual(['pottery']);
    expect((await post(userId, '/inspiration/hashtags', { hashtag: 'pottery' })).status).toBe(409);
    for (const bad of ['', 'two words', '#a#b', 'x'.repeat(101), 'https://x.example/tag', 'émoji🙂'])
      expect((await post(userId, '/inspiration/hashtags', { hashtag: bad })).status).toBe(400);
    expect((await post(userId, '/inspiration/hashtags', { hashtag: 'ok', extra: true })).status).toBe(400);
    for (let index = 1; index < HASHTAGS_MAX; index += 1)
      expect((await post(userId, '/inspiration/hashtags', { hashtag: `tag${index}` })).status).toBe(201);
    const full = await post(userId, '/inspiration/hashtags', { hashtag: 'onemore' });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(inspirationTexts.hashtags.tooMany(HASHTAGS_MAX));

    const other = newUser();
    expect((await del(other, `/inspiration/hashtags/${hashtags[0]!.id}`)).status).toBe(404);
    expect((await del(userId, '/inspiration/hashtags/not-an-id')).status).toBe(404);
    expect((await del(userId, `/inspiration/hashtags/${hashtags[0]!.id}`)).status).toBe(204);
    const left = hashtagsResponseSchema.parse((await get(userId, '/inspiration/hashtags')).body);
    expect(left.hashtags.map((tag) => tag.hashtag)).not.toContain('pottery');
    expect(left.max).toBe(HASHTAGS_MAX);
  });
});

describe('GET /api/dashboard/inspiration/intelligence', () => {
  it("works out hashtags, formats and the best posts' times from the snapshots' posts, beside the owner's accounts", async () => {
    const userId = newUser();
    const competitor = await CompetitorModel.create({
      userId,
      platform: 'instagram',
      handle: 'northloafbakery',
      source: 'added',
      createdAt: new Date(),
    });
    const at = (back: number, hour: number) => `${daysAgo(back)}T${String(hour).padStart(2, '0')}:30:00.000Z`;
    const kept = (id: string, postedAt: string, engagement: number, caption: string, format: string | null) => ({
      id,
      postedAt,
      caption,
      engagement,
      url: null,
      ...(format ? { format } : {}),
    });
    // Two days' snapshots: post b's figures rise from 100 to 400 on the later day (the later counts);
    // post z is 40 days old, outside the range.
    await CompetitorSnapshotModel.insertMany([
      {
        userId,
        competitorId: competitor._id,
        day: daysAgo(1),
        takenAt: new Date(),
        figures: {
          name: 'North Loaf Bakery',
          followers: 1000,
          postsPerWeek: 2,
          avgEngagementPerPost: 100,
          topPosts: [],
          posts: [
            kept('a', at(3, 9), 200, 'Rye #bread', 'image'),
            kept('b', at(2, 17), 100, 'Tart #cake #bread', 'video'),
          ],
        },
      },
      {
        userId,
        competitorId: competitor._id,
        day: daysAgo(0),
        takenAt: new Date(),
        figures: {
          name: 'North Loaf Bakery',
          followers: 1010,
          postsPerWeek: 3,
          avgEngagementPerPost: 200,
          topPosts: [],
          posts: [
            kept('b', at(2, 17), 400, 'Tart #cake #bread', 'video'),
            kept('c', at(1, 9), 60, '#Bread', 'image'),
            kept('d', at(1, 7), 20, 'Just #cake', null),
            kept('z', at(40, 12), 9999, '#bread', 'image'),
          ],
        },
      },
    ]);
    const answer = await get(userId, '/inspiration/intelligence?range=30d');
    expect(answer.status).toBe(200);
    const figures = intelligenceResponseSchema.parse(answer.body);
    expect(figures.range).toEqual({ start: daysAgo(29), end: daysAgo(0), days: 30 });
    // Checked by hand on the rows a (200), b (400), c (60), d (20):
    // #bread: a, b, c -> 660 / 3 = 220; #cake: b, d -> 420 / 2 = 210.
    // image: a, c -> 130; video: b -> 400; d has no format.
    // The best quarter of 4 posts is b alone, posted at 17:30 UTC two days ago.
    expect(figures.postCount).toBe(4);
    expect(figures.hashtags).toEqual([
      { hashtag: 'bread', posts: 3, avgEngagement: 220 },
      { hashtag: 'cake', posts: 2, avgEngagement: 210 },
    ]);
    expect(figures.formats).toEqual([
      { format: 'video', posts: 1, avgEngagement: 400 },
      { format: 'image', posts: 2, avgEngagement: 130 },
    ]);
    expect(figures.bestPosts).toEqual([
      {
        platform: 'instagram',
        handle: 'northloafbakery',
        postedAt: at(2, 17),
        engagement: 400,
        format: 'video',
        hashtags: ['cake', 'bread'],
        url: null,
      },
    ]);
    expect(figures.hours.filter((hour) => hour.posts > 0)).toEqual([{ hour: 17, posts: 1 }]);
    const weekday = (new Date(at(2, 17)).getUTCDay() + 6) % 7;
    expect(figures.weekdays.filter((day) => day.posts > 0)).toEqual([{ weekday, posts: 1 }]);
    // No zone asked for: counted in UTC, and the answer says so.
    expect(figures.timeZone).toBe('UTC');
    expect(figures.comparison).toEqual([
      { kind: 'own', platform: 'instagram', name: 'My bakery', postsPerWeek: 0, avgEngagementPerPost: null },
      {
        kind: 'competitor',
        platform: 'instagram',
        name: 'North Loaf Bakery',
        postsPerWeek: 3,
        avgEngagementPerPost: 200,
      },
    ]);

    // Seven days: the same four posts are all within the week.
    const week = intelligenceResponseSchema.parse((await get(userId, '/inspiration/intelligence?range=7d')).body);
    expect(week.range.days).toBe(7);
    expect(week.postCount).toBe(4);
  });

  it("counts the best posts' hours and weekdays in the owner's zone, and refuses an unknown zone in words", async () => {
    const userId = newUser();
    const competitor = await CompetitorModel.create({
      userId,
      platform: 'instagram',
      handle: 'northloafbakery',
      source: 'added',
      createdAt: new Date(),
    });
    // The best post went out at 23:30 UTC two days ago: in Asia/Tokyo (UTC+9 all year, no clock
    // change) that is 08:30 of the next day; in Europe/Berlin 00:30 or 01:30 (winter or summer) of
    // the next day too.
    const best = `${daysAgo(2)}T23:30:00.000Z`;
    await CompetitorSnapshotModel.create({
      userId,
      competitorId: competitor._id,
      day: daysAgo(0),
      takenAt: new Date(),
      figures: {
        name: 'North Loaf Bakery',
        followers: 1000,
        postsPerWeek: 2,
        avgEngagementPerPost: 100,
        topPosts: [],
        posts: [
          { id: 'late', postedAt: best, caption: '#bread', engagement: 500, url: null },
          { id: 'dull', postedAt: `${daysAgo(3)}T12:00:00.000Z`, caption: '#bread', engagement: 1, url: null },
        ],
      },
    });
    const utcWeekday = (new Date(best).getUTCDay() + 6) % 7;
    const nextWeekday = (utcWeekday + 1) % 7;
    const counted = async (query: string) => {
      const answer = await get(userId, `/inspiration/intelligence${query}`);
      expect(answer.status).toBe(200);
      const figures = intelligenceResponseSchema.parse(answer.body);
      return {
        timeZone: figures.timeZone,
        hours: figures.hours.filter((hour) => hour.posts > 0).map((hour) => hour.hour),
        weekdays: figures.weekdays.filter((day) => day.posts > 0).map((day) => day.weekday),
      };
    };
    expect(await counted('')).toEqual({ timeZone: 'UTC', hours: [23], weekdays: [utcWeekday] });
    expect(await counted('?timeZone=Asia/Tokyo')).toEqual({
      timeZone: 'Asia/Tokyo',
      hours: [8],
      weekdays: [nextWeekday],
    });
    const berlin = await counted(`?range=7d&timeZone=${encodeURIComponent('Europe/Berlin')}`);
    expect(berlin.timeZone).toBe('Europe/Berlin');
    expect(berlin.weekdays).toEqual([nextWeekday]);
    expect([[0], [1]]).toContainEqual(berlin.hours);

    for (const bad of ['Mars/Olympus', 'UTC+1', '']) {
      const refused = await get(userId, `/inspiration/intelligence?timeZone=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(inspirationTexts.intelligence.badTimeZone);
    }
  });

  it('answers empty figures for an owner without competitors, and a bad range with a 400', async () => {
    const userId = newUser();
    const figures = intelligenceResponseSchema.parse((await get(userId, '/inspiration/intelligence')).body);
    expect(figures).toMatchObject({ postCount: 0, hashtags: [], formats: [], bestPosts: [] });
    expect(figures.range.days).toBe(30);
    expect((await get(userId, '/inspiration/intelligence?range=1y')).status).toBe(400);
  });
});
