import type { RunningSandbox } from '../main';
import { ALICE_INSTAGRAM, ALICE_PAGE, graphUrl, pageToken, postJson } from '../messaging/messaging-client.test.helper';
import { get, startSandbox } from '../sandbox-client.test.helper';
import { grownShare, postFiguresAt } from './post-figures';

// Each platform's per-post insights for the posts published in the sandbox, in the platform's own
// request and answer shapes; a post's figures grow with its age (posts seeded days back, old enough
// that the figures do not move between the test's reckoning and the sandbox's answer).

const ALICE_X = '1600000000000000001';
const ALICE_PINTEREST = '549755813801';
const ALICE_TIKTOK = '-000AliceOpenId7f3c9a';
const ALICE_ORGANIZATION = '90000001';
const DAY_MS = 24 * 3600 * 1000;

let sandbox: RunningSandbox;
let page: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ page } = await pageToken(
    sandbox,
    'alice',
    ALICE_PAGE,
    'pages_show_list,pages_read_engagement,read_insights,instagram_basic,instagram_manage_insights',
  ));
});
afterAll(() => sandbox.stop());

async function token(provider: string, scopes: string[]): Promise<string> {
  const answer = await postJson(`${sandbox.url}/_sandbox/tokens`, { provider, identity: 'alice', scopes });
  return answer.json.access_token as string;
}

const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });
let unique = 0;

/** A post made `ageDays` ago on the account (the sandbox's seed switch); its id. */
async function seeded(platform: string, accountId: string, ageDays: number): Promise<{ id: string; at: number }> {
  const text = `Post ${(unique += 1)} ${Date.now()}`;
  const made = await postJson(`${sandbox.url}/_sandbox/published/${platform}/${encodeURIComponent(accountId)}/seed`, {
    count: 1,
    text,
    ageDays,
  });
  expect(made.status).toBe(201);
  const listed = await fetch(`${sandbox.url}/_sandbox/published/${platform}/${encodeURIComponent(accountId)}`, {
    headers: { Accept: 'application/json' },
  });
  const posts = ((await listed.json()) as { posts: Array<{ id: string; text: string; createdAt: string }> }).posts;
  const post = posts.find((candidate) => candidate.text === text)!;
  return { id: post.id, at: Date.parse(post.createdAt) };
}

describe('post figures', () => {
  it('start at nothing and grow with the age of the post, the same for the same post', () => {
    const post = { platform: 'instagram' as const, id: '17900000000000001', createdAt: 0 };
    expect(postFiguresAt(post, 0)).toEqual({
      reach: 0,
      impressions: 0,
      views: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      saves: 0,
      clicks: 0,
    });
    const day = postFiguresAt(post, DAY_MS);
    const month = postFiguresAt(post, 30 * DAY_MS);
    expect(month.reach).toBeGreaterThan(day.reach);
    expect(month.likes).toBeGreaterThanOrEqual(day.likes);
    expect(postFiguresAt(post, 30 * DAY_MS)).toEqual(month);
    expect(grownShare(30 * DAY_MS)).toBeGreaterThan(0.99);
  });
});

describe('Instagram media insights', () => {
  it('answers likes, comments, shares, saved and reach as lifetime values, more for an older post', async () => {
    const young = await seeded('instagram', ALICE_INSTAGRAM, 1);
    const old = await seeded('instagram', ALICE_INSTAGRAM, 20);
    const insights = async (id: string) =>
      get(`${graphUrl(sandbox)}/${id}/insights?metric=likes,comments,shares,saved,reach`, bearer(page));
    const answer = await insights(old.id);
    expect(answer.status).toBe(200);
    const expected = postFiguresAt({ platform: 'instagram', id: old.id, createdAt: old.at });
    expect(answer.json.data[0]).toEqual({
      name: 'likes',
      period: 'lifetime',
      values: [{ value: expected.likes }],
      title: 'Likes',
      description: expect.any(String),
      id: `${old.id}/insights/likes/lifetime`,
    });
    const values = (json: { data: Array<{ name: string; values: Array<{ value: number }> }> }) =>
      Object.fromEntries(json.data.map((metric) => [metric.name, metric.values[0]?.value]));
    expect(values(answer.json)).toEqual({
      likes: expected.likes,
      comments: expected.comments,
      shares: expected.shares,
      saved: expected.saves,
      reach: expected.reach,
    });
    // Each post ends with its own figures, so the young post is measured against its own future.
    const youngReach = values((await insights(young.id)).json).reach;
    const youngLater = postFiguresAt(
      { platform: 'instagram', id: young.id, createdAt: young.at },
      young.at + 60 * DAY_MS,
    );
    expect(youngReach).toBeGreaterThan(0);
    expect(youngReach).toBeLessThan(youngLater.reach);

    const media = await get(`${graphUrl(sandbox)}/${old.id}?fields=like_count,comments_count`, bearer(page));
    expect(media.json).toEqual({ id: old.id, like_count: expected.likes, comments_count: expected.comments });
  });

  it("refuses an unknown metric and another page's post as Graph does", async () => {
    const post = await seeded('instagram', ALICE_INSTAGRAM, 2);
    const unknown = await get(`${graphUrl(sandbox)}/${post.id}/insights?metric=likes,hearts`, bearer(page));
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ code: 100, message: expect.stringContaining('metric[1]') });
    const other = await seeded('facebook', '101000000000002', 2);
    const unreachable = await get(`${graphUrl(sandbox)}/${other.id}/insights?metric=post_clicks`, bearer(page));
    expect(unreachable.status).toBe(400);
    expect(unreachable.json.error).toMatchObject({ code: 100, error_subcode: 33 });
  });
});

describe('Facebook page post', () => {
  it('answers the reactions and comments summaries and the shares on the post, and its insights', async () => {
    const post = await seeded('facebook', ALICE_PAGE, 10);
    const expected = postFiguresAt({ platform: 'facebook', id: post.id, createdAt: post.at });
    const node = await get(
      `${graphUrl(sandbox)}/${post.id}?fields=message,reactions.limit(0).summary(true),comments.limit(0).summary(true),shares`,
      bearer(page),
    );
    expect(node.status).toBe(200);
    expect(node.json).toMatchObject({
      id: post.id,
      reactions: { data: [], summary: { total_count: expected.likes } },
      comments: { data: [], summary: { total_count: expected.comments } },
    });
    // Each post's figures are its own (seeded by its id), and Graph leaves shares out until someone shared.
    if (expected.shares > 0) expect(node.json.shares).toEqual({ count: expected.shares });
    else expect(node.json).not.toHaveProperty('shares');
    const insights = await get(
      `${graphUrl(sandbox)}/${post.id}/insights?metric=post_impressions_unique,post_clicks`,
      bearer(page),
    );
    expect(insights.json.data.map((metric: { values: Array<{ value: number }> }) => metric.values[0]?.value)).toEqual([
      expected.reach,
      expected.clicks,
    ]);
  });
});

describe('TikTok video query', () => {
  it('answers the counts of a published video', async () => {
    const video = await seeded('tiktok', ALICE_TIKTOK, 12);
    const bearerToken = await token('tiktok', ['video.list']);
    const answer = await fetch(
      `${sandbox.url}/tiktok/v2/video/query/?fields=id,like_count,comment_count,share_count,view_count`,
      {
        method: 'POST',
        headers: { ...bearer(bearerToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ filters: { video_ids: [video.id] } }),
      },
    );
    const expected = postFiguresAt({ platform: 'tiktok', id: video.id, createdAt: video.at });
    expect(await answer.json()).toMatchObject({
      data: {
        videos: [
          {
            id: video.id,
            like_count: expected.likes,
            comment_count: expected.comments,
            share_count: expected.shares,
            view_count: expected.views,
          },
        ],
      },
      error: { code: 'ok' },
    });
  });
});

describe('LinkedIn share statistics', () => {
  it("answers each of the page's posts by its URN, with LinkedIn-Version", async () => {
    const post = await seeded('linkedin', ALICE_ORGANIZATION, 12);
    const bearerToken = await token('linkedin', ['rw_organization_admin']);
    const path = `/linkedin/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(
      `urn:li:organization:${ALICE_ORGANIZATION}`,
    )}&shares=List(${encodeURIComponent(post.id)})`;
    const unversioned = await get(`${sandbox.url}${path}`, bearer(bearerToken));
    expect(unversioned.json.code).toBe('VERSION_MISSING');
    const answer = await get(`${sandbox.url}${path}`, { ...bearer(bearerToken), 'LinkedIn-Version': '202601' });
    expect(answer.status).toBe(200);
    const expected = postFiguresAt({ platform: 'linkedin', id: post.id, createdAt: post.at });
    expect(answer.json.elements).toEqual([
      {
        organizationalEntity: `urn:li:organization:${ALICE_ORGANIZATION}`,
        share: post.id,
        totalShareStatistics: {
          impressionCount: expected.impressions,
          uniqueImpressionsCount: expected.reach,
          clickCount: expected.clicks,
          likeCount: expected.likes,
          commentCount: expected.comments,
          shareCount: expected.shares,
          engagement: expect.any(Number),
        },
      },
    ]);
    const other = await get(
      `${sandbox.url}/linkedin/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=urn:li:organization:90000002&shares=List(${encodeURIComponent(post.id)})`,
      { ...bearer(bearerToken), 'LinkedIn-Version': '202601' },
    );
    expect(other.status).toBe(403);
  });
});

describe('X post lookup', () => {
  it('answers public and non-public metrics of the own post, and an error for an unknown id', async () => {
    const post = await seeded('x', ALICE_X, 12);
    const bearerToken = await token('x', ['tweet.read', 'users.read']);
    const answer = await get(
      `${sandbox.url}/x/2/tweets?ids=${post.id},1234&tweet.fields=public_metrics,non_public_metrics`,
      bearer(bearerToken),
    );
    const expected = postFiguresAt({ platform: 'x', id: post.id, createdAt: post.at });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual([
      {
        id: post.id,
        text: expect.any(String),
        edit_history_tweet_ids: [post.id],
        public_metrics: {
          retweet_count: expect.any(Number),
          quote_count: expect.any(Number),
          reply_count: expected.comments,
          like_count: expected.likes,
          bookmark_count: expected.saves,
          impression_count: expected.impressions,
        },
        non_public_metrics: {
          impression_count: expected.impressions,
          url_link_clicks: expected.clicks,
          user_profile_clicks: expect.any(Number),
        },
      },
    ]);
    const { retweet_count: retweets, quote_count: quotes } = answer.json.data[0].public_metrics;
    expect(retweets + quotes).toBe(expected.shares);
    expect(answer.json.errors).toEqual([expect.objectContaining({ resource_id: '1234', title: 'Not Found Error' })]);
    const empty = await get(`${sandbox.url}/x/2/tweets?tweet.fields=public_metrics`, bearer(bearerToken));
    expect(empty.status).toBe(400);
  });
});

describe('Pinterest pin analytics', () => {
  it("answers a pin's gains per day and its lifetime totals within the last 90 days", async () => {
    const pin = await seeded('pinterest', ALICE_PINTEREST, 12);
    const bearerToken = await token('pinterest', ['boards:read', 'pins:read']);
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 14 * DAY_MS).toISOString().slice(0, 10);
    const answer = await get(
      `${sandbox.url}/pinterest/v5/pins/${pin.id}/analytics?start_date=${start}&end_date=${today}&metric_types=IMPRESSION,SAVE,OUTBOUND_CLICK,TOTAL_COMMENTS,TOTAL_REACTIONS`,
      bearer(bearerToken),
    );
    expect(answer.status).toBe(200);
    const expected = postFiguresAt({ platform: 'pinterest', id: pin.id, createdAt: pin.at });
    expect(answer.json.all.lifetime_metrics).toEqual({
      IMPRESSION: expected.impressions,
      SAVE: expected.saves,
      OUTBOUND_CLICK: expected.clicks,
      TOTAL_COMMENTS: expected.comments,
      TOTAL_REACTIONS: expected.likes,
    });
    const daily = answer.json.all.daily_metrics as Array<{ data_status: string; metrics?: { IMPRESSION: number } }>;
    expect(daily).toHaveLength(15);
    expect(daily[0]?.data_status).toBe('BEFORE_PIN_CREATED');
    const gained = daily.reduce((sum, day) => sum + (day.metrics?.IMPRESSION ?? 0), 0);
    expect(gained).toBe(expected.impressions);
    expect(answer.json.all.summary_metrics.IMPRESSION).toBe(expected.impressions);

    const old = new Date(Date.now() - 120 * DAY_MS).toISOString().slice(0, 10);
    const tooOld = await get(
      `${sandbox.url}/pinterest/v5/pins/${pin.id}/analytics?start_date=${old}&end_date=${today}&metric_types=IMPRESSION`,
      bearer(bearerToken),
    );
    expect(tooOld.status).toBe(400);
    const missing = await get(
      `${sandbox.url}/pinterest/v5/pins/1/analytics?start_date=${today}&end_date=${today}&metric_types=IMPRESSION`,
      bearer(bearerToken),
    );
    expect(missing.status).toBe(404);
  });
});
