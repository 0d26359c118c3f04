import { Types } from 'mongoose';
import request from 'supertest';
import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  audienceHoursResponseSchema,
  dashboardInternalPaths,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { daysAgo } from '../analytics/analytics-fixture.test.util';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { PlatformHourlyActivityModel } from '../sync/platform-hourly-activity-model';

// GET /internal/dashboard/audience-hours?platform=: the studio's 'Best time' reads, by UTC hour, the
// owner's own posts' engagement on the platform once enough of them have figures, else the
// Instagram followers online, else nothing and why. The posts come from a fake studio answering per
// owner; the followers' hours and the accounts from the synced rows.

const postsOf = new Map<string, PublishedPost[]>();
const studio = new FakeNeighbour((call: NeighbourCall) => ({ posts: postsOf.get(call.userId ?? '') ?? [] }));
beforeAll(() => studio.start());
const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  env: () => ({ SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/', STUDIO_SERVICE_URL: studio.url }),
});
afterAll(() => studio.stop());
afterEach(() => {
  studio.mode = 'up';
});

const path = dashboardInternalPaths.audienceHours;
const newUser = () => new Types.ObjectId().toHexString();
const hoursOf = (counts: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => counts[hour] ?? 0);

async function read(userId: string, query: string, caller: ServiceName = 'studio') {
  const url = `${path}${query}`;
  return request(fx.app)
    .get(url)
    .set(await serviceTokenHeader(caller, 'dashboard', `GET ${url}`, userId));
}

/** A post published `back` days ago at `hour` UTC with `likes` (its engagement), or without figures yet. */
function post(platform: PublishedPost['platform'], back: number, hour: number, likes: number | null): PublishedPost {
  const publishedAt = `${daysAgo(back)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  return {
    postId: new Types.ObjectId().toHexString(),
    platform,
    accountId: `${platform}-1`,
    publishedAt,
    excerpt: 'A post',
    permalink: null,
    contentType: 'image',
    figuresDay: likes === null ? null : publishedAt.slice(0, 10),
    likes,
    comments: null,
    shares: null,
    saves: null,
    reach: null,
    clicks: null,
  };
}

/** An Instagram account synced for the last two days, its followers online at 9 and 19 UTC. */
async function instagramAudience(userId: string) {
  await PlatformDailyMetricModel.insertMany(
    [1, 0].map((back) => ({
      userId,
      platform: 'instagram',
      accountId: 'instagram-1',
      date: daysAgo(back),
      metrics: { followers: 500 },
    })),
  );
  await PlatformHourlyActivityModel.insertMany([
    { userId, platform: 'instagram', accountId: 'instagram-1', date: daysAgo(1), hours: hoursOf({ 9: 40, 19: 100 }) },
    { userId, platform: 'instagram', accountId: 'instagram-1', date: daysAgo(0), hours: hoursOf({ 9: 45, 19: 81 }) },
  ]);
}

describe('GET /internal/dashboard/audience-hours', () => {
  it("answers the owner's own posts' engagement by UTC hour on the platform once ten have figures", async () => {
    const userId = newUser();
    await instagramAudience(userId);
    postsOf.set(userId, [
      // Ten Instagram posts with figures at 8, 12 and 18 UTC, over 89 days.
      ...[1, 2, 3, 4].map((back) => post('instagram', back, 8, 10)),
      ...[5, 6, 7].map((back) => post('instagram', back, 12, 30 + back)),
      ...[10, 40, 89].map((back) => post('instagram', back, 18, 60)),
      // Not counted: another platform, and a post whose figures were not read yet.
      post('facebook', 1, 3, 900),
      post('instagram', 0, 3, null),
    ]);
    const answer = await read(userId, '?platform=instagram');
    expect(answer.status).toBe(200);
    expect(audienceHoursResponseSchema.parse(answer.body)).toEqual({
      platform: 'instagram',
      basis: 'posts',
      hours: hoursOf({ 8: 10, 12: 36, 18: 60 }),
      posts: 10,
      audienceDays: 0,
      reason: null,
    });
    // Asked of the studio as the dashboard, for the owner, over the last 90 days.
    const call = studio.calls.filter((one) => one.userId === userId).at(-1);
    expect(call).toMatchObject({ caller: 'dashboard', method: 'GET' });
    expect(new URL(call!.path, 'http://x').searchParams.get('from')).toBe(`${daysAgo(89)}T00:00:00.000Z`);
  });

  it('takes the Instagram followers online by hour while too few posts, or too few hours, have figures', async () => {
    const userId = newUser();
    await instagramAudience(userId);
    // Ten posts, but at two hours only: they say nothing of the other hours.
    postsOf.set(userId, [
      ...[1, 2, 3, 4, 5].map((back) => post('instagram', back, 8, 10)),
      ...[1, 2, 3, 4, 5].map((back) => post('instagram', back, 12, 20)),
    ]);
    const answer = await read(userId, '?platform=instagram');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      platform: 'instagram',
      basis: 'audience',
      hours: hoursOf({ 9: 42.5, 19: 90.5 }),
      posts: 10,
      audienceDays: 2,
      reason: null,
    });
  });

  it('answers no hours and why, never made up: few posts elsewhere, no followers’ hours on Instagram', async () => {
    const userId = newUser();
    await instagramAudience(userId);
    postsOf.set(userId, [post('facebook', 1, 9, 5), post('facebook', 2, 10, 5)]);
    // The Instagram followers' hours are Instagram's: Facebook goes by its own posts only.
    expect((await read(userId, '?platform=facebook')).body).toEqual({
      platform: 'facebook',
      basis: null,
      hours: null,
      posts: 2,
      audienceDays: 0,
      reason: 'few_posts',
    });
    expect((await read(newUser(), '?platform=instagram')).body).toEqual({
      platform: 'instagram',
      basis: null,
      hours: null,
      posts: 0,
      audienceDays: 0,
      reason: 'no_audience_hours',
    });
  });

  it('with the studio out of reach: the followers’ hours still answer on Instagram, otherwise a 503', async () => {
    const userId = newUser();
    await instagramAudience(userId);
    studio.mode = 'error';
    const instagram = await read(userId, '?platform=instagram');
    expect(instagram.status).toBe(200);
    expect(instagram.body).toMatchObject({ basis: 'audience', posts: 0 });
    expect((await read(userId, '?platform=tiktok')).status).toBe(503);
    expect((await read(newUser(), '?platform=instagram')).status).toBe(503);
  });

  it('refuses a missing or unknown platform, or another parameter, with a 400 naming it', async () => {
    const userId = newUser();
    for (const query of ['', '?platform=shopify', '?platform=myspace', '?platform=instagram&platform=tiktok']) {
      const answer = await read(userId, query);
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe('platform');
    }
    expect((await read(userId, '?platform=instagram&days=7')).status).toBe(400);
  });

  it('answers the studio only', async () => {
    expect((await read(newUser(), '?platform=instagram', 'assistant')).status).toBe(403);
    expect((await read(newUser(), '?platform=instagram', 'settings')).status).toBe(403);
    expect((await request(fx.app).get(`${path}?platform=instagram`)).status).toBe(401);
  });
});
