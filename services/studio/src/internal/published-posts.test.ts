import request from 'supertest';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { TargetState } from '@scp/shared/contracts/studio/studio-constants';
import { publishedPostsResponseSchema, studioInternalPaths } from '@scp/shared/contracts/studio/studio-internal';
import { PostMetricsModel } from '../metrics/post-metrics-model';
import { PostModel } from '../posts/post-model';
import { newUserId, studioFixture } from '../studio-harness.test.util';

// The dashboard's content performance reads the owner's published posts of a period, each account
// with its latest figures: only targets that went out, only the owner's, only for the dashboard.

const fx = studioFixture();
const path = studioInternalPaths.publishedPosts;

async function read(caller: 'dashboard' | 'assistant', userId: string, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  const url = search ? `${path}?${search}` : path;
  return request(fx.app)
    .get(url)
    .set(await serviceTokenHeader(caller, 'studio', `GET ${url}`, userId));
}

async function post(
  userId: string,
  text: string,
  targets: Array<{ platform: 'instagram' | 'twitter'; accountId: string; state: TargetState; at: string | null }>,
  media: Array<{ type: 'image' | 'video' }> = [],
) {
  const doc = await PostModel.create({
    userId,
    text,
    status: targets.every((target) => target.state === 'published') ? 'published' : 'partial',
    scheduledAt: new Date('2026-11-01T09:00:00Z'),
    timeZone: 'UTC',
    media: media.map((item, index) => ({
      mediaId: `m${index}`,
      type: item.type,
      url: `https://x/${index}.jpg`,
      alt: '',
    })),
    targets: targets.map((target) => ({
      platform: target.platform,
      accountId: target.accountId,
      displayName: target.accountId,
      result: {
        state: target.state,
        platformPostId: target.state === 'published' ? `${target.accountId}-${text.length}` : null,
        permalink: target.state === 'published' ? `https://sandbox/${target.accountId}/${text.length}` : null,
        words: null,
        attempts: 1,
        at: target.at ? new Date(target.at) : null,
      },
    })),
  });
  return String(doc._id);
}

async function figures(
  userId: string,
  postId: string,
  accountId: string,
  platform: 'instagram' | 'twitter',
  day: string,
  likes: number,
) {
  await PostMetricsModel.create({
    userId,
    postId,
    platform,
    accountId,
    platformPostId: `${accountId}-p`,
    day,
    readAt: new Date(`${day}T04:30:00Z`),
    likes,
    comments: 2,
    shares: 1,
    saves: null,
    reach: likes * 10,
    clicks: 3,
  });
}

const period = { from: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:00Z' };

describe('GET /internal/studio/published-posts (the dashboard reads published posts with their figures)', () => {
  it("answers only the owner's accounts that went out in the period, newest first, with their latest figures", async () => {
    const userId = newUserId();
    const both = await post(
      userId,
      'Rye and seeds, fresh out of the oven this morning',
      [
        { platform: 'instagram', accountId: 'ig1', state: 'published', at: '2026-11-02T18:00:00Z' },
        { platform: 'twitter', accountId: 'x1', state: 'failed', at: '2026-11-02T18:00:00Z' },
      ],
      [{ type: 'image' }, { type: 'image' }],
    );
    const later = await post(userId, 'x'.repeat(300), [
      { platform: 'twitter', accountId: 'x1', state: 'published', at: '2026-11-05T08:00:00Z' },
    ]);
    // Outside the period, and another owner's post in it.
    await post(userId, 'Old news', [
      { platform: 'instagram', accountId: 'ig1', state: 'published', at: '2026-10-20T08:00:00Z' },
    ]);
    await post(newUserId(), 'Not yours', [
      { platform: 'instagram', accountId: 'ig1', state: 'published', at: '2026-11-03T08:00:00Z' },
    ]);
    await figures(userId, both, 'ig1', 'instagram', '2026-11-03', 10);
    await figures(userId, both, 'ig1', 'instagram', '2026-11-04', 25);

    const answer = await read('dashboard', userId, period);
    expect(answer.status).toBe(200);
    const { posts } = publishedPostsResponseSchema.parse(answer.body);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      postId: later,
      platform: 'twitter',
      accountId: 'x1',
      contentType: 'text',
      publishedAt: '2026-11-05T08:00:00.000Z',
      figuresDay: null,
      likes: null,
    });
    expect(posts[0]?.excerpt.length).toBe(120);
    expect(posts[1]).toEqual({
      postId: both,
      platform: 'instagram',
      accountId: 'ig1',
      publishedAt: '2026-11-02T18:00:00.000Z',
      excerpt: 'Rye and seeds, fresh out of the oven this morning',
      permalink: `https://sandbox/ig1/${'Rye and seeds, fresh out of the oven this morning'.length}`,
      contentType: 'carousel',
      figuresDay: '2026-11-04',
      likes: 25,
      comments: 2,
      shares: 1,
      saves: null,
      reach: 250,
      clicks: 3,
    });
  });

  it('is the dashboard’s only, and refuses a bad period with a 400', async () => {
    const userId = newUserId();
    expect((await read('assistant', userId, period)).status).toBe(403);
    const bad: Array<Record<string, string>> = [
      {},
      { from: period.from },
      { from: 'yesterday', to: period.to },
      { from: period.to, to: period.from },
      { from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { ...period, extra: '1' },
    ];
    for (const query of bad) expect((await read('dashboard', userId, query)).status).toBe(400);
    expect((await read('dashboard', userId, period)).body).toEqual({ posts: [] });
  });
});
