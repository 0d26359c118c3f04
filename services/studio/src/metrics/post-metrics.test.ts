import { createPrivateKey } from 'node:crypto';
import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { createLogger } from '@scp/service-kit/logger';
import { localServiceTokenPair } from '@scp/service-kit/signing-keys';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import type { PostMetrics, PostMetricsRequest } from '@scp/shared/contracts/settings/publishing-internal';
import { postMetricsSeriesResponseSchema } from '@scp/shared/contracts/studio/post-metrics';
import { postResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { createPostMetricsClient } from '../neighbours/post-metrics-client';
import { PostModel } from '../posts/post-model';
import { callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { ACCOUNT_JOB, createMetricsQueue, DAILY_JOB, type MetricsQueue } from './metrics-queue';
import { PostMetricsModel } from './post-metrics-model';

// After publishing: a daily job reads, through settings (a fake here that records what it was
// asked), the figures of every target published in the last 30 days and keeps one row per target
// per day; the post's answer shows each target's latest figures, and its metrics route the series.

const fx = studioFixture();
const DAY_MS = 24 * 3600 * 1000;

/** What the fake settings answers for a post: figures that grow with the read's day. */
let readDay = 0;
let settingsAnswer: (call: NeighbourCall) => unknown = (call) => ({
  outcome: 'read',
  posts: (call.body as PostMetricsRequest).platformPostIds.map((platformPostId) => ({
    platformPostId,
    metrics: figures(platformPostId, readDay),
  })),
});
const settings = new FakeNeighbour((call) => settingsAnswer(call));

function figures(platformPostId: string, day: number): PostMetrics {
  const base = platformPostId.length + day * 10;
  return { likes: base, comments: day, shares: 1, saves: null, reach: base * 20, clicks: 2 + day };
}

let redis: TestRedis;
let metricsQueue: MetricsQueue;
let clock = new Date('2026-11-20T05:00:00Z');

beforeAll(async () => {
  [redis] = await Promise.all([startTestRedis(), settings.start()]);
  // Its own queue prefix, so the app's own worker (reading the harness's settings) never takes these jobs.
  metricsQueue = await createMetricsQueue({
    redisUrl: redis.url,
    prefix: `bull-metrics-test-${process.pid}`,
    settings: createPostMetricsClient({
      urls: { settings: settings.url },
      privateKey: createPrivateKey(localServiceTokenPair('studio').privateKey),
    }),
    logger: createLogger({ name: 'studio-test', level: 'silent' }),
    now: () => clock,
  });
});
afterAll(async () => {
  await metricsQueue.close();
  await settings.stop();
  await redis.stop();
});

/** A post whose targets went out `daysAgo` days before the clock (one per account). */
async function publishedPost(
  userId: string,
  targets: Array<{ platform: PostPlatform; accountId: string; daysAgo: number }>,
) {
  const post = await PostModel.create({
    userId,
    text: 'Fresh rye today',
    status: 'published',
    scheduledAt: new Date(clock.getTime() - Math.max(...targets.map((t) => t.daysAgo)) * DAY_MS),
    timeZone: 'UTC',
    targets: targets.map((target, index) => ({
      platform: target.platform,
      accountId: target.accountId,
      displayName: `${target.platform} ${target.accountId}`,
      result: {
        state: 'published',
        platformPostId: `${target.platform}-post-${index}-${String(Math.random()).slice(2, 8)}`,
        permalink: 'https://example.test/p',
        attempts: 1,
        at: new Date(clock.getTime() - target.daysAgo * DAY_MS),
      },
    })),
  });
  return post;
}

/** Runs the day's read and waits until every account job it queued is done (the next day's run stays delayed). */
async function readTheDay(): Promise<void> {
  const before = await metricsQueue.queue.getJobCounts('completed');
  await metricsQueue.queue.add(DAILY_JOB, {});
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const counts = await metricsQueue.queue.getJobCounts('waiting', 'active', 'completed');
    const waitingAccounts = (await metricsQueue.queue.getDelayed()).filter((job) => job.name === ACCOUNT_JOB);
    if (
      (counts.completed ?? 0) > (before.completed ?? 0) &&
      (counts.waiting ?? 0) + (counts.active ?? 0) + waitingAccounts.length === 0
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the day was not read');
}

const askedIds = (userId: string) =>
  settings.calls
    .filter((call) => call.userId === userId)
    .flatMap((call) => (call.body as PostMetricsRequest).platformPostIds);

describe('the daily read of published posts', () => {
  it('reads only the targets that went out in the last 30 days, one row per target and day', async () => {
    const userId = newUserId();
    const recent = await publishedPost(userId, [
      { platform: 'instagram', accountId: 'ig-1', daysAgo: 3 },
      { platform: 'twitter', accountId: 'x-1', daysAgo: 3 },
    ]);
    const old = await publishedPost(userId, [{ platform: 'instagram', accountId: 'ig-1', daysAgo: 31 }]);
    await PostModel.create({ userId, text: 'A draft', targets: [] });
    readDay = 1;
    await readTheDay();

    const recentIds = recent.targets.map((target) => target.result.platformPostId);
    // The day's read repeats every day at 04:30 UTC.
    expect(await metricsQueue.queue.getJobSchedulers()).toEqual([
      expect.objectContaining({ key: 'post-metrics.daily', pattern: '30 4 * * *', tz: 'UTC' }),
    ]);
    expect(askedIds(userId).sort()).toEqual([...recentIds].sort());
    expect(askedIds(userId)).not.toContain(old.targets[0]?.result.platformPostId);
    const calls = settings.calls.filter((call) => call.userId === userId);
    expect(calls.map((call) => [call.method, call.path, call.caller])).toEqual(
      expect.arrayContaining([
        ['POST', '/internal/settings/accounts/instagram/ig-1/post-metrics', 'studio'],
        ['POST', '/internal/settings/accounts/twitter/x-1/post-metrics', 'studio'],
      ]),
    );
    expect(await PostMetricsModel.countDocuments({ userId })).toBe(2);
    expect(await PostMetricsModel.countDocuments({ postId: String(old._id) })).toBe(0);

    // The day's read runs once per account: a repeat of the day's job asks nothing again; the next day adds a row.
    const asked = askedIds(userId).length;
    readDay = 2;
    await readTheDay();
    expect(askedIds(userId)).toHaveLength(asked);
    expect(await PostMetricsModel.countDocuments({ userId })).toBe(2);
    clock = new Date(clock.getTime() + DAY_MS);
    readDay = 3;
    await readTheDay();
    const rows = await PostMetricsModel.find({ userId, platform: 'instagram' }).sort({ day: 1 }).lean();
    expect(rows.map((row) => [row.day, row.likes])).toEqual([
      ['2026-11-20', figures(recentIds[0]!, 1).likes],
      ['2026-11-21', figures(recentIds[0]!, 3).likes],
    ]);
  });

  it("shows each target's latest figures on the post, and its series on the metrics route, to its owner only", async () => {
    const userId = newUserId();
    const post = await publishedPost(userId, [
      { platform: 'facebook', accountId: 'page-1', daysAgo: 1 },
      { platform: 'pinterest', accountId: 'pin-1', daysAgo: 2 },
    ]);
    readDay = 4;
    await readTheDay();
    clock = new Date(clock.getTime() + DAY_MS);
    readDay = 5;
    await readTheDay();
    const postId = String(post._id);
    const [facebook, pinterest] = post.targets.map((target) => target.result.platformPostId!);

    const answer = await callAs(userId, fx.app)('get', studioApiPaths.post(postId).replace('/api/studio', ''));
    expect(answer.status).toBe(200);
    const shown = postResponseSchema.parse(answer.body).post;
    expect(shown.metrics).toEqual([
      {
        platform: 'facebook',
        accountId: 'page-1',
        ...figures(facebook!, 5),
        day: expect.any(String),
        readAt: clock.toISOString(),
      },
      {
        platform: 'pinterest',
        accountId: 'pin-1',
        ...figures(pinterest!, 5),
        day: expect.any(String),
        readAt: clock.toISOString(),
      },
    ]);

    const series = await callAs(userId, fx.app)('get', studioApiPaths.postMetrics(postId).replace('/api/studio', ''));
    expect(series.status).toBe(200);
    const body = postMetricsSeriesResponseSchema.parse(series.body);
    expect(body.targets.map((target) => [target.platform, target.days.map((day) => day.likes)])).toEqual([
      ['facebook', [figures(facebook!, 4).likes, figures(facebook!, 5).likes]],
      ['pinterest', [figures(pinterest!, 4).likes, figures(pinterest!, 5).likes]],
    ]);
    expect(body.targets[0]?.publishedAt).toBe(post.targets[0]?.result.at?.toISOString());

    const stranger = await callAs(newUserId(), fx.app)(
      'get',
      studioApiPaths.postMetrics(postId).replace('/api/studio', ''),
    );
    expect(stranger.status).toBe(404);
  });

  it('stores nothing for an account whose token the platform refused, and waits when the platform asks', async () => {
    const userId = newUserId();
    await publishedPost(userId, [{ platform: 'tiktok', accountId: 'tt-1', daysAgo: 5 }]);
    settingsAnswer = () => ({ outcome: 'failed', kind: 'token_refused', words: 'The access token is invalid.' });
    try {
      await readTheDay();
      expect(await PostMetricsModel.countDocuments({ userId })).toBe(0);

      settingsAnswer = () => ({ outcome: 'failed', kind: 'rate_limited', words: 'Slow down', retryAfterSeconds: 600 });
      clock = new Date(clock.getTime() + DAY_MS);
      await metricsQueue.queue.add(DAILY_JOB, {});
      let delayed = 0;
      for (let attempt = 0; attempt < 200 && delayed === 0; attempt += 1) {
        delayed = (await metricsQueue.queue.getDelayed()).filter(
          (job) => job.name === ACCOUNT_JOB && (job.data as { userId?: string }).userId === userId,
        ).length;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(delayed).toBe(1);
      expect(await PostMetricsModel.countDocuments({ userId })).toBe(0);
    } finally {
      settingsAnswer = (call) => ({
        outcome: 'read',
        posts: (call.body as PostMetricsRequest).platformPostIds.map((platformPostId) => ({
          platformPostId,
          metrics: figures(platformPostId, readDay),
        })),
      });
    }
  });
});
