import { Types } from 'mongoose';
import {
  competitorFollowers,
  findCompetitor,
  recentCompetitorPosts,
  type CompetitorPlatform,
} from '@scp/provider-sandbox/competitors/competitor-accounts';
import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { callService } from '@scp/service-kit/testing';
import {
  addCompetitorResponseSchema,
  competitorMatrixResultSchema,
  competitorsResponseSchema,
} from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import type { PublicAccountRead } from '@scp/shared/contracts/settings/public-accounts-internal';
import type { PublishedPost } from '@scp/shared/contracts/studio/studio-internal';
import { dashboardFixture } from '../dashboard-fixture.test.util';
import { daysAgo } from '../analytics/analytics-fixture.test.util';
import { PlatformDailyMetricModel } from '../sync/platform-daily-metric-model';
import { CompetitorModel } from './competitor-model';
import { CompetitorSnapshotModel } from './competitor-snapshot-model';
import { sampleCompetitorRead } from './sample-competitor-read.test.util';

// The competitors page's API: settings (a fake here, answering what the provider sandbox's sample
// competitor accounts show) reads the platforms; the dashboard keeps the competitors and their
// daily snapshots, beside the owner's own accounts.

const onboardingOf = new Map<string, string[]>();
/** Owners with no Instagram account connected: Instagram shows them nothing. */
const noInstagram = new Set<string>();
const postsOf = new Map<string, PublishedPost[]>();

/** What settings answers for a public read: the sandbox's sample accounts as the platforms show them. */
function publicRead(userId: string, platform: CompetitorPlatform, handle: string): PublicAccountRead {
  if (platform === 'instagram' && noInstagram.has(userId))
    return { failure: { kind: 'not_connected', detail: 'no instagram account connected' } };
  return (
    sampleCompetitorRead(platform, handle) ?? {
      failure: {
        kind: 'not_found',
        detail: 'no such account',
        platformReason: `The user with username: ${handle} cannot be found.`,
      },
    }
  );
}

const settings = new FakeNeighbour((call: NeighbourCall) => {
  const userId = call.userId ?? '';
  if (call.path === '/internal/settings/onboarding-competitors') return { entries: onboardingOf.get(userId) ?? [] };
  if (call.path === '/internal/settings/accounts')
    return {
      accounts: [
        { platform: 'instagram', accountId: 'ig1', displayName: 'My shop on Instagram', usable: true },
        { platform: 'shopify', accountId: 'shop.myshopify.com', displayName: 'My shop', usable: true },
      ],
    };
  const read = /^\/internal\/settings\/public-accounts\/(\w+)\/read$/.exec(call.path);
  if (read) return publicRead(userId, read[1] as CompetitorPlatform, String((call.body as { handle: string }).handle));
  return {};
});
const studio = new FakeNeighbour((call: NeighbourCall) => ({ posts: postsOf.get(call.userId ?? '') ?? [] }));

const fx = dashboardFixture({ settings, studio });

const newUser = () => new Types.ObjectId().toHexString();
const list = (userId: string) => callService(fx.app, 'dashboard', 'get', '/competitors', { userId });
const add = (userId: string, body: unknown) =>
  callService(fx.app, 'dashboard', 'post', '/competitors', { userId, body: body as object });
const remove = (userId: string, id: string) =>
  callService(fx.app, 'dashboard', 'delete', `/competitors/${id}`, { userId });
const publicReads = (userId: string) =>
  settings.callsOf(userId).filter((call) => call.path.includes('public-accounts'));

describe('GET /api/dashboard/competitors', () => {
  it("starts from onboarding's competitors, each with its figures, beside the owner's own accounts", async () => {
    const userId = newUser();
    onboardingOf.set(userId, ['@CrumbAndCrust', 'tiktok.com/@kilnandclay', 'Etsy shops']);
    await PlatformDailyMetricModel.insertMany(
      [2, 1, 0].map((back, index) => ({
        userId,
        platform: 'instagram',
        accountId: 'ig1',
        date: daysAgo(back),
        metrics: { followers: 1000 + index * 5 },
      })),
    );
    postsOf.set(userId, [
      {
        postId: 'p1',
        platform: 'instagram',
        accountId: 'ig1',
        publishedAt: `${daysAgo(1)}T10:00:00.000Z`,
        excerpt: 'Our new loaf',
        permalink: null,
        contentType: 'image',
        figuresDay: daysAgo(0),
        likes: 40,
        comments: 5,
        shares: 1,
        saves: 4,
        reach: 900,
        clicks: 3,
      },
    ]);
    const answer = await list(userId);
    expect(answer.status).toBe(200);
    const body = competitorsResponseSchema.parse(answer.body);
    expect(body.competitors.map(({ platform, handle, source }) => ({ platform, handle, source }))).toEqual([
      { platform: 'instagram', handle: 'crumbandcrust', source: 'onboarding' },
      { platform: 'tiktok', handle: 'kilnandclay', source: 'onboarding' },
    ]);
    const crumb = body.competitors[0]!;
    const account = findCompetitor('instagram', 'crumbandcrust')!;
    const recent = recentCompetitorPosts(account, 25);
    const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
    expect(crumb).toMatchObject({ name: 'Crumb & Crust Bakery', snapshotDay: daysAgo(0), problem: null });
    expect(crumb.figures).toMatchObject({
      followers: competitorFollowers(account, daysAgo(0)),
      followersChange: null,
      followersTrend: [{ date: daysAgo(0), followers: competitorFollowers(account, daysAgo(0)) }],
      postsPerWeek: recent.filter((post) => post.postedAt > weekAgo).length,
    });
    expect(crumb.figures!.topPosts.length).toBeGreaterThan(0);
    expect(crumb.figures!.avgEngagementPerPost).toBeGreaterThan(0);
    expect(body.own).toEqual([
      {
        platform: 'instagram',
        accountId: 'ig1',
        name: 'My shop on Instagram',
        figures: {
          followers: 1010,
          followersChange: 10,
          followersTrend: [
            { date: daysAgo(2), followers: 1000 },
            { date: daysAgo(1), followers: 1005 },
            { date: daysAgo(0), followers: 1010 },
          ],
          postsPerWeek: 1,
          avgEngagementPerPost: 50,
          topPosts: [
            { id: 'p1', postedAt: `${daysAgo(1)}T10:00:00.000Z`, caption: 'Our new loaf', engagement: 50, url: null },
          ],
        },
      },
    ]);
    expect(body.ownProblem).toBeNull();

    // A second visit the same day reads no platform again: the day's snapshots are there.
    const reads = publicReads(userId).length;
    expect((await list(userId)).status).toBe(200);
    expect(publicReads(userId)).toHaveLength(reads);
    expect(await CompetitorSnapshotModel.countDocuments({ userId })).toBe(2);
  });

  it('shows why a platform refuses while the rest of the page works', async () => {
    const userId = newUser();
    noInstagram.add(userId);
    onboardingOf.set(userId, ['crumbandcrust', 'facebook: summitsupplyco']);
    studio.mode = 'down';
    const answer = await list(userId);
    expect(answer.status).toBe(200);
    const [instagram, facebook] = competitorsResponseSchema.parse(answer.body).competitors;
    expect(instagram).toMatchObject({ handle: 'crumbandcrust', figures: null, problem: competitorsTexts.notConnected });
    expect(facebook).toMatchObject({ handle: 'summitsupplyco', name: 'Summit Supply Co.', problem: null });
    expect(answer.body.ownProblem).toBe(competitorsTexts.ownPostsUnavailable);
  });

  it('keeps onboarding competitors removed once removed, and works with settings out of reach', async () => {
    const userId = newUser();
    onboardingOf.set(userId, ['crumbandcrust']);
    const first = competitorsResponseSchema.parse((await list(userId)).body);
    expect((await remove(userId, first.competitors[0]!.id)).status).toBe(204);
    expect(competitorsResponseSchema.parse((await list(userId)).body).competitors).toEqual([]);

    const other = newUser();
    settings.mode = 'down';
    const down = await list(other);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ competitors: [], own: [] });
  });
});

describe('POST /api/dashboard/competitors', () => {
  it('follows an account, read from its platform at once', async () => {
    const userId = newUser();
    const answer = await add(userId, { platform: 'facebook', handle: '@SummitSupplyCo' });
    expect(answer.status).toBe(201);
    const { competitor } = addCompetitorResponseSchema.parse(answer.body);
    expect(competitor).toMatchObject({
      platform: 'facebook',
      handle: 'summitsupplyco',
      source: 'added',
      problem: null,
    });
    expect(competitor.figures!.followers).toBe(
      competitorFollowers(findCompetitor('facebook', 'summitsupplyco')!, daysAgo(0)),
    );
    expect((await add(userId, { platform: 'facebook', handle: 'summitsupplyco' })).status).toBe(409);
    expect(competitorsResponseSchema.parse((await list(userId)).body).competitors).toHaveLength(1);
  });

  it("answers an unknown handle with the platform's 'not found' in words, storing nothing", async () => {
    const userId = newUser();
    const answer = await add(userId, { platform: 'instagram', handle: 'nobodyhere' });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(
      competitorsTexts.notFound('instagram', 'nobodyhere', 'The user with username: nobodyhere cannot be found.'),
    );
    expect(await CompetitorModel.countDocuments({ userId })).toBe(0);
    expect(await CompetitorSnapshotModel.countDocuments({ userId })).toBe(0);
  });

  it('refuses a 500-character handle, a link, and a platform without public data with a 400', async () => {
    const userId = newUser();
    for (const body of [
      { platform: 'instagram', handle: 'a'.repeat(500) },
      { platform: 'instagram', handle: 'https://instagram.com/crumbandcrust' },
      { platform: 'instagram', handle: 'instagram.com/crumbandcrust' },
      { platform: 'tiktok', handle: 'www.tiktok.com' },
      { platform: 'instagram', handle: 'two words' },
      { platform: 'instagram', handle: '' },
      { platform: 'pinterest', handle: 'crumbandcrust' },
      { platform: 'instagram', handle: 'crumbandcrust', extra: true },
    ]) {
      const answer = await add(userId, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toEqual(expect.any(String));
    }
    expect(publicReads(userId)).toHaveLength(0);
    expect(await CompetitorModel.countDocuments({ userId })).toBe(0);
  });

  it('keeps a competitor its platform will not show now, with the reason', async () => {
    const userId = newUser();
    noInstagram.add(userId);
    const answer = await add(userId, { platform: 'instagram', handle: 'kilnandclay' });
    expect(answer.status).toBe(201);
    expect(answer.body.competitor).toMatchObject({ figures: null, problem: competitorsTexts.notConnected });
  });
});

describe('DELETE /api/dashboard/competitors/:id', () => {
  it("stops following with its snapshots; another owner's or an unknown id is a 404", async () => {
    const owner = newUser();
    const { competitor } = addCompetitorResponseSchema.parse(
      (await add(owner, { platform: 'tiktok', handle: 'trailandpine' })).body,
    );
    const stranger = newUser();
    expect((await remove(stranger, competitor.id)).status).toBe(404);
    expect((await remove(owner, new Types.ObjectId().toHexString())).status).toBe(404);
    expect((await remove(owner, 'not-an-id')).status).toBe(404);
    expect(await CompetitorModel.countDocuments({ userId: owner })).toBe(1);
    expect((await remove(owner, competitor.id)).status).toBe(204);
    expect(await CompetitorModel.countDocuments({ userId: owner })).toBe(0);
    expect(await CompetitorSnapshotModel.countDocuments({ userId: owner })).toBe(0);
  });
});

describe('get_competitor_matrix', () => {
  const matrix = (userId: string) =>
    callService(fx.app, 'dashboard', 'post', '/tools/get_competitor_matrix', { userId, body: {} });

  it('says no competitors are recorded while there are none', async () => {
    const answer = await matrix(newUser());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ available: false, reason: competitorsTexts.matrixNone, result: null });
    expect(competitorsTexts.matrixNone).toBe(
      'No competitors are recorded yet: add them during onboarding to compare against them.',
    );
  });

  it("answers from the stored snapshots, beside the owner's accounts, reading no platform", async () => {
    const userId = newUser();
    const { competitor } = addCompetitorResponseSchema.parse(
      (await add(userId, { platform: 'instagram', handle: 'glazestudio' })).body,
    );
    // Yesterday's snapshot, as the daily job took it: the followers' change comes from the two days.
    await CompetitorSnapshotModel.create({
      userId,
      competitorId: new Types.ObjectId(competitor.id),
      day: daysAgo(1),
      takenAt: new Date(),
      figures: { name: 'Glaze Studio', followers: 100, postsPerWeek: 2, avgEngagementPerPost: 10, topPosts: [] },
    });
    const reads = publicReads(userId).length;
    const answer = await matrix(userId);
    expect(answer.status).toBe(200);
    expect(publicReads(userId)).toHaveLength(reads);
    expect(answer.body.available).toBe(true);
    const result = competitorMatrixResultSchema.parse(answer.body.result);
    const followers = competitorFollowers(findCompetitor('instagram', 'glazestudio')!, daysAgo(0));
    expect(result.range).toEqual({ start: daysAgo(1), end: daysAgo(0) });
    expect(result.competitors).toEqual([
      expect.objectContaining({
        platform: 'instagram',
        handle: 'glazestudio',
        name: 'Glaze Studio',
        snapshotDay: daysAgo(0),
        followers,
        followersChange: followers - 100,
        postsPerWeek: competitor.figures!.postsPerWeek,
        avgEngagementPerPost: competitor.figures!.avgEngagementPerPost,
        topPost: competitor.figures!.topPosts[0] ?? null,
        problem: null,
      }),
    ]);
    expect(result.own).toEqual([expect.objectContaining({ platform: 'instagram', accountId: 'ig1' })]);
    expect(answer.body.dataUsed[0]).toBe(`competitor snapshots, ${daysAgo(1)} to ${daysAgo(0)}`);
  });
});
