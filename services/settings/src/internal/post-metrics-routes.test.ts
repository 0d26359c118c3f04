import { Types } from 'mongoose';
import request from 'supertest';
import { postFiguresAt, type PostFigures } from '@scp/provider-sandbox/providers/post-figures';
import type { PublishedPlatform } from '@scp/provider-sandbox/publishing/published-posts';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import {
  accountPostMetricsPath,
  postMetricsResponseSchema,
  type PostMetrics,
} from '@scp/shared/contracts/settings/publishing-internal';
import { usePublishing } from '../platforms/publish-route.test.helper';
import { revokeTokens } from '../platforms/sandbox-accounts.test.helper';

// The studio (daily, for a post's first 30 days) and the dashboard read the figures of posts an
// account published through settings: settings asks each platform's per-post insights (the
// provider sandbox here, whose figures grow with a post's age) with the token it keeps and answers
// the six figures, null where the platform has no such figure.

const p = usePublishing();
const STUDIO = 'studio' as ServiceName;

/** The sandbox's name of each platform, where its posts are kept. */
const SANDBOX_PLATFORM: Record<string, PublishedPlatform> = {
  instagram: 'instagram',
  facebook: 'facebook',
  tiktok: 'tiktok',
  linkedin: 'linkedin',
  twitter: 'x',
  pinterest: 'pinterest',
};

let unique = 0;

/** A post the account made `ageDays` ago (the sandbox's seed switch): its id and figures now. */
async function olderPost(platform: PlatformKey, accountId: string, ageDays: number) {
  const where = SANDBOX_PLATFORM[platform] as PublishedPlatform;
  const text = `Earlier post ${(unique += 1)} ${Date.now()}`;
  const seeded = await fetch(`${p.sandbox().url}/_sandbox/published/${where}/${encodeURIComponent(accountId)}/seed`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count: 1, text, ageDays }),
  });
  expect(seeded.status).toBe(201);
  const post = (await p.published(where, accountId)).posts.find(
    (candidate: { text: string }) => candidate.text === text,
  );
  if (!post) throw new Error('seeded post not listed');
  const createdAt = Date.parse(String((post as unknown as { createdAt: string }).createdAt));
  const figured = { platform: where, id: post.id, createdAt };
  return {
    id: post.id,
    figures: postFiguresAt(figured),
    /** What the platform will count for it `days` after it went out. */
    figuresAfter: (days: number) => postFiguresAt(figured, createdAt + days * 24 * 3600 * 1000),
  };
}

async function readMetrics(
  userId: string,
  platform: string,
  accountId: string,
  body: unknown,
  caller: ServiceName = STUDIO,
) {
  const path = accountPostMetricsPath(platform, accountId);
  return request(p.fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'settings', `POST ${path}`, userId))
    .send(body as object);
}

/** What each platform counts of a post's figures, as the sandbox grows them. */
const EXPECTED: Record<string, (figures: PostFigures) => PostMetrics> = {
  instagram: (f) => ({
    likes: f.likes,
    comments: f.comments,
    shares: f.shares,
    saves: f.saves,
    reach: f.reach,
    clicks: null,
  }),
  facebook: (f) => ({
    likes: f.likes,
    comments: f.comments,
    shares: f.shares,
    saves: null,
    reach: f.reach,
    clicks: f.clicks,
  }),
  tiktok: (f) => ({
    likes: f.likes,
    comments: f.comments,
    shares: f.shares,
    saves: null,
    reach: f.views,
    clicks: null,
  }),
  linkedin: (f) => ({
    likes: f.likes,
    comments: f.comments,
    shares: f.shares,
    saves: null,
    reach: f.reach,
    clicks: f.clicks,
  }),
  twitter: (f) => ({
    likes: f.likes,
    comments: f.comments,
    shares: f.shares,
    saves: f.saves,
    reach: f.impressions,
    clicks: f.clicks,
  }),
  pinterest: (f) => ({
    likes: f.likes,
    comments: f.comments,
    shares: null,
    saves: f.saves,
    reach: f.impressions,
    clicks: f.clicks,
  }),
};

/** An id of the platform's shape that names no post of the account. */
const UNKNOWN_ID: Record<string, string> = {
  instagram: '17999999999999999',
  facebook: '101000000000001_999999999999999',
  tiktok: '7399999999999999999',
  linkedin: 'urn:li:share:999999999999',
  twitter: '1999999999999999999',
  pinterest: '999999999999',
};

describe('post metrics', () => {
  it.each(['instagram', 'facebook', 'tiktok', 'linkedin', 'twitter', 'pinterest'] as const)(
    "reads a %s post's figures as the platform counts them, and null for a post it does not have",
    async (platform) => {
      const { userId, account } = await p.owner(platform);
      const post = await olderPost(platform, account.accountId, 12);
      const answer = await readMetrics(userId, platform, account.accountId, {
        platformPostIds: [post.id, UNKNOWN_ID[platform]],
      });
      expect(answer.status).toBe(200);
      expect(postMetricsResponseSchema.parse(answer.body)).toEqual({
        outcome: 'read',
        posts: [
          { platformPostId: post.id, metrics: EXPECTED[platform]!(post.figures) },
          { platformPostId: UNKNOWN_ID[platform], metrics: null },
        ],
      });
      expect(post.figures.likes).toBeGreaterThan(0);
    },
  );

  it('reads more for an older post, for the dashboard as for the studio, and for no other service', async () => {
    const { userId, account } = await p.owner('instagram');
    const young = await olderPost('instagram', account.accountId, 0.5);
    const old = await olderPost('instagram', account.accountId, 25);
    const body = { platformPostIds: [young.id, old.id] };
    const answer = await readMetrics(userId, 'instagram', account.accountId, body, 'dashboard');
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.posts as Array<{ metrics: PostMetrics }>;
    // Each post against its own figures (every post has figures of its own, so two posts' reach
    // compared says nothing): the young one still grows, the old one has all it will get.
    expect(first!.metrics.reach!).toBeGreaterThanOrEqual(young.figures.reach);
    expect(first!.metrics.reach!).toBeLessThan(young.figuresAfter(25).reach);
    expect(second!.metrics.reach!).toBe(old.figures.reach);
    expect((await readMetrics(userId, 'instagram', account.accountId, body, 'assistant')).status).toBe(403);
  });

  it("answers 400 for a body that names no posts or a platform posts do not go to, 404 for another owner's account", async () => {
    const { userId, account } = await p.owner('twitter');
    const empty = await readMetrics(userId, 'twitter', account.accountId, { platformPostIds: [] });
    expect(empty.status).toBe(400);
    const many = await readMetrics(userId, 'twitter', account.accountId, {
      platformPostIds: Array.from({ length: 21 }, (_, index) => String(index + 1)),
    });
    expect(many.status).toBe(400);
    const shop = await readMetrics(userId, 'shopify', account.accountId, { platformPostIds: ['1'] });
    expect(shop.status).toBe(400);
    const stranger = new Types.ObjectId().toHexString();
    const theirs = await readMetrics(stranger, 'twitter', account.accountId, { platformPostIds: ['1'] });
    expect(theirs.status).toBe(404);
  });

  it('answers a refused token as token_refused and marks the account for reconnection', async () => {
    const { userId, account } = await p.owner('tiktok');
    const post = await olderPost('tiktok', account.accountId, 3);
    await revokeTokens(p.sandbox().url, 'tiktok', 'alice');
    const answer = await readMetrics(userId, 'tiktok', account.accountId, { platformPostIds: [post.id] });
    expect(answer.body).toEqual({ outcome: 'failed', kind: 'token_refused', words: expect.any(String) });
    expect(await p.statusOf(userId, 'tiktok', account.accountId)).toBe('needs_reauth');
  });

  it("answers the platform's wait when it throttles", async () => {
    const { userId, account } = await p.owner('pinterest');
    const post = await olderPost('pinterest', account.accountId, 3);
    await p.fault({
      provider: 'pinterest',
      kind: 'rate_limit',
      retryAfterSeconds: 20,
      times: 1,
      pathPrefix: '/v5/pins',
    });
    const answer = await readMetrics(userId, 'pinterest', account.accountId, { platformPostIds: [post.id] });
    expect(answer.body).toEqual({
      outcome: 'failed',
      kind: 'rate_limited',
      words: expect.any(String),
      retryAfterSeconds: 20,
    });
  });
});
