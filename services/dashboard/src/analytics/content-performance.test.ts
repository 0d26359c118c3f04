import { Types } from 'mongoose';
import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { contentPredictionResultSchema } from '@scp/shared/contracts/dashboard/analytics-tools';
import type { PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { daysAgo } from './analytics-fixture.test.util';

// predict_content_performance from the owner's published posts' own figures, read from the studio
// (a fake one here that records what it was asked), and from the accounts' averages when there are none.

const postsOf = new Map<string, PublishedPost[]>();
const studio = new FakeNeighbour((call: NeighbourCall) => ({ posts: postsOf.get(call.userId ?? '') ?? [] }));
let redis: TestRedis | undefined;
beforeAll(async () => {
  [redis] = await Promise.all([startTestRedis(), studio.start()]);
});
const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  redisUrl: () => (redis as TestRedis).url,
  env: () => ({ SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/', STUDIO_SERVICE_URL: studio.url }),
});
afterAll(async () => {
  await studio.stop();
  await redis?.stop();
});
afterEach(() => {
  studio.mode = 'up';
});

const newUser = () => new Types.ObjectId().toHexString();

/** Instagram and TikTok accounts with a few synced days: what the accounts' averages come from. */
async function accounts(userId: string) {
  await PlatformDailyMetricModel.insertMany(
    [0, 1, 2].flatMap((back) => [
      {
        userId,
        platform: 'instagram',
        accountId: 'ig1',
        date: daysAgo(back),
        metrics: { followers: 900, engagement: 30 },
      },
      { userId, platform: 'tiktok', accountId: 'tt1', date: daysAgo(back), metrics: { followers: 100, engagement: 6 } },
    ]),
  );
}

function published(
  platform: PublishedPost['platform'],
  publishedAt: string,
  figures: Partial<Pick<PublishedPost, 'likes' | 'comments' | 'shares' | 'saves' | 'reach'>>,
  extra: Partial<PublishedPost> = {},
): PublishedPost {
  return {
    postId: new Types.ObjectId().toHexString(),
    platform,
    accountId: platform === 'instagram' ? 'ig1' : 'tt1',
    publishedAt,
    excerpt: `A ${platform} post`,
    permalink: `https://sandbox.test/${platform}/${publishedAt}`,
    contentType: 'video',
    figuresDay: publishedAt.slice(0, 10),
    likes: null,
    comments: null,
    shares: null,
    saves: null,
    reach: null,
    clicks: null,
    ...figures,
    ...extra,
  };
}

const predict = (userId: string, body: object) =>
  callService(fx.app, 'dashboard', 'post', '/tools/predict_content_performance', { userId, body });

describe('predict_content_performance from the published posts', () => {
  it("uses the posts' own figures by platform, hour and weekday, with the best post", async () => {
    const userId = newUser();
    await accounts(userId);
    const at = (back: number, hour: number) => `${daysAgo(back)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const best = published('tiktok', at(2, 18), { likes: 90, comments: 8, shares: 2, reach: 4000 });
    postsOf.set(userId, [
      published('instagram', at(1, 9), { likes: 20, comments: 4, saves: 6, reach: 700 }),
      best,
      published('instagram', at(2, 18), { likes: 10, comments: 0, shares: 0, saves: 0 }),
      // Not counted: an image (another content type) and a post whose figures were not read yet.
      published('instagram', at(1, 12), { likes: 500 }, { contentType: 'image' }),
      published('tiktok', at(0, 7), {}, { figuresDay: null }),
    ]);
    const answer = await predict(userId, { content_type: 'video' });
    expect(answer.status).toBe(200);
    const result = contentPredictionResultSchema.parse(answer.body.result);
    expect(result.basis).toBe('posts');
    expect(result.basisReason).toBeUndefined();
    expect(answer.body.dataUsed[0]).toMatch(/^3 published video posts/);
    const posts = result.posts!;
    expect(posts).toMatchObject({ posts: 3, averageEngagement: 46.7 });
    expect(posts.byPlatform).toEqual([
      { platform: 'tiktok', posts: 1, averageEngagement: 100 },
      { platform: 'instagram', posts: 2, averageEngagement: 20 },
    ]);
    expect(posts.byHour).toEqual([
      { hour: 9, posts: 1, averageEngagement: 30 },
      { hour: 18, posts: 2, averageEngagement: 55 },
    ]);
    expect(posts.byWeekday.reduce((sum, day) => sum + day.posts, 0)).toBe(3);
    expect(posts.best).toEqual({
      postId: best.postId,
      platform: 'tiktok',
      accountId: 'tt1',
      publishedAt: best.publishedAt,
      excerpt: 'A tiktok post',
      permalink: best.permalink,
      engagement: 100,
      likes: 90,
      comments: 8,
      shares: 2,
      saves: null,
      reach: 4000,
      clicks: null,
    });
    expect(posts.top.map((post) => post.engagement)).toEqual([100, 30, 10]);
    // The accounts' daily averages stay beside them.
    expect(result.platforms.map((row) => row.platform)).toEqual(['instagram', 'tiktok']);
    // Asked of the studio as the dashboard, for the owner, over the tool's 30 days.
    const [call] = studio.calls.filter((one) => one.userId === userId);
    expect(call).toMatchObject({ caller: 'dashboard', method: 'GET' });
    const query = new URL(call!.path, 'http://x').searchParams;
    expect(query.get('from')).toBe(`${daysAgo(29)}T00:00:00.000Z`);
  });

  it("falls back to the accounts' averages without published posts, and when the studio is out of reach", async () => {
    const userId = newUser();
    await accounts(userId);
    const none = contentPredictionResultSchema.parse((await predict(userId, { content_type: 'video' })).body.result);
    expect(none).toMatchObject({ basis: 'accounts', basisReason: expect.stringMatching(/^No video post published/) });
    expect(none.posts).toBeUndefined();
    expect(none.platforms.map((row) => [row.platform, row.expectedEngagement])).toEqual([
      ['instagram', 3],
      ['tiktok', 0.6],
    ]);

    const other = newUser();
    await accounts(other);
    postsOf.set(other, [published('tiktok', `${daysAgo(1)}T10:00:00.000Z`, { likes: 5 })]);
    studio.mode = 'error';
    const away = await predict(other, { content_type: 'video' });
    expect(away.status).toBe(200);
    expect(away.body.result).toMatchObject({
      basis: 'accounts',
      basisReason: expect.stringMatching(/studio could not be reached/),
    });

    // Posts but no account synced yet: the posts alone answer.
    const fresh = newUser();
    postsOf.set(fresh, [published('tiktok', `${daysAgo(1)}T10:00:00.000Z`, { likes: 5 })]);
    studio.mode = 'up';
    const postsOnly = await predict(fresh, { content_type: 'video' });
    expect(postsOnly.body).toMatchObject({ available: true, result: { basis: 'posts', platforms: [] } });
  });
});

describe('GET /api/dashboard/top-posts', () => {
  it("answers the owner's most engaging published posts of the last 30 days, of every content type, best first", async () => {
    const userId = newUser();
    const at = (back: number) => `${daysAgo(back)}T10:00:00.000Z`;
    postsOf.set(userId, [
      published('instagram', at(1), { likes: 3 }, { contentType: 'image' }),
      published('tiktok', at(2), { likes: 50, comments: 5 }),
      published('instagram', at(3), { likes: 9, saves: 1 }, { contentType: 'carousel' }),
      published('tiktok', at(4), { likes: 1 }),
      published('tiktok', at(5), { likes: 2 }),
      published('instagram', at(6), { likes: 4 }, { contentType: 'text' }),
      published('tiktok', at(0), {}, { figuresDay: null }),
    ]);
    const answer = await callService(fx.app, 'dashboard', 'get', '/top-posts', { userId });
    expect(answer.status).toBe(200);
    expect(answer.body.range).toEqual({ start: daysAgo(29), end: daysAgo(0) });
    expect(answer.body.posts.map((post: { engagement: number }) => post.engagement)).toEqual([55, 10, 4, 3, 2]);
    expect(answer.body.posts[0]).toMatchObject({
      platform: 'tiktok',
      likes: 50,
      comments: 5,
      permalink: expect.any(String),
    });

    expect((await callService(fx.app, 'dashboard', 'get', '/top-posts', { userId: newUser() })).body.posts).toEqual([]);
    studio.mode = 'error';
    expect((await callService(fx.app, 'dashboard', 'get', '/top-posts', { userId })).status).toBe(503);
  });
});
