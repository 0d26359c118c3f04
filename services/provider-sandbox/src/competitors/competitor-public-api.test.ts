import { SANDBOX_CLIENTS } from '../default-clients';
import { isoDay } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, get, postForm, startSandbox, withQuery } from '../sandbox-client.test.helper';
import { competitorFollowers, competitorPostsOn, findCompetitor, recentCompetitorPosts } from './competitor-accounts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const ALICE_INSTAGRAM = '17841400000000001';

describe('sample competitor accounts', () => {
  it('are the same for a day whenever they are asked, and post at a steady weekly rate', () => {
    const account = findCompetitor('instagram', '@CrumbAndCrust')!;
    expect(account.handle).toBe('crumbandcrust');
    expect(competitorPostsOn(account, '2026-03-04')).toEqual(competitorPostsOn(account, '2026-03-04'));
    expect(competitorFollowers(account, '2026-03-04')).toBe(competitorFollowers(account, '2026-03-04'));
    let posts = 0;
    for (let day = 1; day <= 28; day += 1)
      posts += competitorPostsOn(account, `2026-02-${String(day).padStart(2, '0')}`).length;
    expect(posts).toBeGreaterThanOrEqual(4);
    expect(posts).toBeLessThanOrEqual(45);
    const recent = recentCompetitorPosts(account, 10);
    expect(recent.length).toBe(10);
    expect(recent[0]!.postedAt).toBeGreaterThanOrEqual(recent[9]!.postedAt);
    expect(recent.every((post) => post.postedAt <= Date.now())).toBe(true);
  });
});

describe('Instagram Business Discovery', () => {
  const fields = (handle: string) =>
    `business_discovery.username(${handle}){username,followers_count,media_count,media.limit(5){id,caption,like_count,comments_count,timestamp,media_type}}`;

  it("answers another account's public profile and media under the owner's account, with the owner's token", async () => {
    const { access } = await connect(sandbox.url, 'meta', 'alice');
    const reply = await get(
      withQuery(`${sandbox.url}/meta/v23.0/${ALICE_INSTAGRAM}`, {
        fields: fields('crumbandcrust'),
        access_token: access,
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(ALICE_INSTAGRAM);
    const found = reply.json.business_discovery;
    expect(found).toMatchObject({
      username: 'crumbandcrust',
      followers_count: competitorFollowers(findCompetitor('instagram', 'crumbandcrust')!, isoDay(new Date())),
      media_count: expect.any(Number),
    });
    expect(found.media.data).toHaveLength(5);
    expect(Object.keys(found.media.data[0]).sort()).toEqual(
      ['caption', 'comments_count', 'id', 'like_count', 'media_type', 'timestamp'].sort(),
    );
  });

  it("answers Instagram's 'Cannot find User' for an unknown handle", async () => {
    const { access } = await connect(sandbox.url, 'meta', 'alice');
    const reply = await get(
      withQuery(`${sandbox.url}/meta/v23.0/${ALICE_INSTAGRAM}`, { fields: fields('nobodyhere'), access_token: access }),
    );
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({
      code: 110,
      error_subcode: 2207013,
      error_user_title: 'Cannot find User',
      error_user_msg: 'The user with username: nobodyhere cannot be found.',
    });
  });

  it("leaves a refused token and another person's account to the Graph errors", async () => {
    const bad = await get(
      withQuery(`${sandbox.url}/meta/v23.0/${ALICE_INSTAGRAM}`, {
        fields: fields('crumbandcrust'),
        access_token: 'nope',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe(190);
    const { access } = await connect(sandbox.url, 'meta', 'bob');
    const other = await get(
      withQuery(`${sandbox.url}/meta/v23.0/${ALICE_INSTAGRAM}`, {
        fields: fields('crumbandcrust'),
        access_token: access,
      }),
    );
    expect(other.status).toBe(400);
    expect(other.json.error.code).toBe(100);
  });
});

describe('Facebook public Page with the app token', () => {
  const { clientId, clientSecret } = SANDBOX_CLIENTS.meta;
  const appToken = `${clientId}|${clientSecret}`;

  it("reads a Page's public fields and posts without a person's connection", async () => {
    const page = await get(
      withQuery(`${sandbox.url}/meta/v23.0/summitsupplyco`, {
        fields: 'name,followers_count,fan_count',
        access_token: appToken,
      }),
    );
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ name: 'Summit Supply Co.', followers_count: expect.any(Number) });
    const posts = await get(
      withQuery(`${sandbox.url}/meta/v23.0/summitsupplyco/posts`, {
        fields:
          'id,message,created_time,shares,reactions.summary(total_count).limit(0),comments.summary(true).limit(0)',
        limit: '4',
        access_token: appToken,
      }),
    );
    expect(posts.status).toBe(200);
    expect(posts.json.data).toHaveLength(4);
    expect(posts.json.data[0]).toMatchObject({
      reactions: { summary: { total_count: expect.any(Number) } },
      comments: { summary: { total_count: expect.any(Number) } },
      shares: { count: expect.any(Number) },
    });
  });

  it("answers Graph's #803 for an unknown Page and #190 for a wrong app secret", async () => {
    const missing = await get(
      withQuery(`${sandbox.url}/meta/v23.0/nobodyhere`, { fields: 'name', access_token: appToken }),
    );
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({
      code: 803,
      message: '(#803) Some of the aliases you requested do not exist: nobodyhere',
    });
    const wrong = await get(
      withQuery(`${sandbox.url}/meta/v23.0/summitsupplyco`, { fields: 'name', access_token: `${clientId}|wrong` }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe(190);
  });
});

describe('TikTok research API with a client token', () => {
  const { clientId, clientSecret } = SANDBOX_CLIENTS.tiktok;

  async function clientToken(): Promise<string> {
    const reply = await postForm(`${sandbox.url}/tiktok/v2/oauth/token/`, {
      client_key: clientId,
      client_secret: clientSecret,
      grant_type: 'client_credentials',
    });
    expect(reply.status).toBe(200);
    return reply.json.access_token;
  }

  const research = async (path: string, token: string, body: unknown) =>
    answer(
      await fetch(`${sandbox.url}/tiktok/v2/research/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it("reads a user's public profile and recent videos", async () => {
    const token = await clientToken();
    const user = await research('user/info/?fields=display_name,follower_count,video_count', token, {
      username: 'kilnandclay',
    });
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({
      data: { display_name: 'Kiln & Clay', follower_count: expect.any(Number), video_count: expect.any(Number) },
      error: { code: 'ok' },
    });
    const today = isoDay(new Date()).replace(/-/g, '');
    const from = isoDay(new Date(Date.now() - 27 * 24 * 3600 * 1000)).replace(/-/g, '');
    const videos = await research(
      'video/query/?fields=id,create_time,like_count,comment_count,share_count,view_count',
      token,
      {
        query: { and: [{ operation: 'EQ', field_name: 'username', field_values: ['kilnandclay'] }] },
        start_date: from,
        end_date: today,
        max_count: 20,
      },
    );
    expect(videos.status).toBe(200);
    expect(videos.json.data.videos.length).toBeGreaterThan(0);
    expect(videos.json.data.videos[0]).toEqual({
      id: expect.any(Number),
      create_time: expect.any(Number),
      like_count: expect.any(Number),
      comment_count: expect.any(Number),
      share_count: expect.any(Number),
      view_count: expect.any(Number),
    });
  });

  it("answers TikTok's error for an unknown user and a missing client token", async () => {
    const token = await clientToken();
    const missing = await research('user/info/?fields=display_name', token, { username: 'nobodyhere' });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({ code: 'user_not_found' });
    const refused = await research('user/info/?fields=display_name', 'clt.nope', { username: 'kilnandclay' });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('access_token_invalid');
  });

  it('lists the sample competitors for people trying the app', async () => {
    const list = await get(`${sandbox.url}/_sandbox/competitors`);
    expect(list.status).toBe(200);
    expect(list.json).toContainEqual(expect.objectContaining({ platform: 'tiktok', handle: 'kilnandclay' }));
  });
});
