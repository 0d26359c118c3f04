import { addDays, followersOn, isoDay, onlineFollowersByHour, onlinePeakHour } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { get, startSandbox, withQuery } from '../sandbox-client.test.helper';

const SCOPES =
  'public_profile,pages_show_list,pages_read_engagement,read_insights,instagram_basic,instagram_manage_insights';
const PAGE = '101000000000001';
const IG = '17841400000000001';
const BOB_IG = '17841400000000002';
let sandbox: RunningSandbox;
let userToken: string;
let pageToken: string;
let bobToken: string;

const unix = (date: string) => String(Date.parse(`${date}T00:00:00Z`) / 1000);

beforeAll(async () => {
  sandbox = await startSandbox();
  userToken = (await connect(sandbox.url, 'meta', 'alice', SCOPES)).access;
  const accounts = await get(withQuery(`${sandbox.url}/meta/v23.0/me/accounts`, { access_token: userToken }));
  pageToken = accounts.json.data.find((page: { id: string }) => page.id === PAGE).access_token;
  bobToken = (await connect(sandbox.url, 'meta', 'bob', SCOPES)).access;
});
afterAll(() => sandbox.stop());

function insights(node: string, token: string, params: Record<string, string>) {
  return get(withQuery(`${sandbox.url}/meta/v23.0/${node}/insights`, { access_token: token, ...params }));
}

describe('Meta Graph insights', () => {
  it('answers a page’s daily impressions, engagements and fans (matching its fan count) for up to 93 days', async () => {
    const answer = await insights(PAGE, pageToken, {
      metric: 'page_impressions,page_post_engagements,page_fans',
      period: 'day',
      since: unix('2026-01-01'),
      until: unix('2026-04-04'),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.map((metric: { name: string }) => metric.name)).toEqual([
      'page_impressions',
      'page_post_engagements',
      'page_fans',
    ]);
    const [impressions, , fans] = answer.json.data;
    expect(impressions).toMatchObject({
      period: 'day',
      title: 'Daily Total Impressions',
      id: `${PAGE}/insights/page_impressions/day`,
    });
    expect(impressions.values).toHaveLength(93);
    expect(impressions.values[0]).toEqual({ value: expect.any(Number), end_time: '2026-01-02T07:00:00+0000' });
    expect(fans.values[9]).toEqual({
      value: followersOn(`meta-page:${PAGE}`, '2026-01-10'),
      end_time: '2026-01-11T07:00:00+0000',
    });
    expect(new URL(answer.json.paging.next).searchParams.get('since')).toBe(unix('2026-04-04'));
    const again = await get(answer.json.paging.previous);
    expect(again.status).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const current = await insights(PAGE, pageToken, { metric: 'page_fans', period: 'day' });
    expect(current.json.data[0].values.at(-1).value).toBe(
      followersOn(
        `meta-page:${PAGE}`,
        new Date(Date.parse(`${today}T00:00:00Z`) - 86400000).toISOString().slice(0, 10),
      ),
    );
  });

  it('answers an Instagram account’s daily reach and follower gains, at most 30 days a call', async () => {
    const answer = await insights(IG, userToken, {
      metric: 'reach,impressions,accounts_engaged,follower_count',
      period: 'day',
      since: unix('2025-12-01'),
      until: unix('2025-12-31'),
    });
    expect(answer.status).toBe(200);
    const follower = answer.json.data[3];
    expect(follower.values).toHaveLength(30);
    expect(follower.values[4].value).toBe(
      followersOn(`instagram:${IG}`, '2025-12-05') - followersOn(`instagram:${IG}`, '2025-12-04'),
    );
    const tooLong = await insights(IG, userToken, {
      metric: 'reach',
      period: 'day',
      since: unix('2025-12-01'),
      until: unix('2026-01-01'),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error).toMatchObject({ code: 100, type: 'OAuthException' });
  });

  it('answers an Instagram account’s followers online in each hour of the last 30 days, busiest in its evening hour', async () => {
    const today = isoDay(new Date());
    const online = async (node: string, token: string) => {
      // Sixty days asked: Meta keeps this metric for 30 days, so the older ones are left out, not refused.
      const answer = await insights(node, token, {
        metric: 'online_followers',
        period: 'lifetime',
        since: unix(addDays(today, -60)),
        until: unix(addDays(today, 1)),
      });
      expect(answer.status).toBe(200);
      return answer.json.data[0];
    };
    const alice = await online(IG, userToken);
    expect(alice).toMatchObject({
      name: 'online_followers',
      period: 'lifetime',
      title: 'Online Followers',
      id: `${IG}/insights/online_followers/lifetime`,
    });
    expect(alice.values).toHaveLength(30);
    expect(alice.values[0].end_time).toBe(`${addDays(today, -28)}T07:00:00+0000`);
    expect(alice.values.at(-1).end_time).toBe(`${addDays(today, 1)}T07:00:00+0000`);
    const day = addDays(today, -3);
    const { value } = alice.values.find((entry: { end_time: string }) => entry.end_time.startsWith(addDays(day, 1)));
    expect(Object.keys(value)).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour)));
    const key = `instagram:${IG}`;
    expect(Object.values(value)).toEqual(onlineFollowersByHour(key, day, followersOn(key, day)));

    const busiest = (counts: Record<string, number>) =>
      Object.values(counts).indexOf(Math.max(...Object.values(counts)));
    const peak = onlinePeakHour(key);
    expect(peak).toBeGreaterThanOrEqual(18);
    expect(peak).toBeLessThanOrEqual(21);
    for (const entry of alice.values) expect(busiest(entry.value)).toBe(peak);
    // Another account peaks at another hour, so a suggested time can be told apart from a fixed one.
    const bob = await online(BOB_IG, bobToken);
    expect(new Set(bob.values.map((entry: { value: Record<string, number> }) => busiest(entry.value)))).toEqual(
      new Set([onlinePeakHour(`instagram:${BOB_IG}`)]),
    );
    expect(onlinePeakHour(`instagram:${BOB_IG}`)).not.toBe(peak);

    // Both ends older than the 30 days kept: nothing to answer, and no error.
    const old = await insights(IG, userToken, {
      metric: 'online_followers',
      period: 'lifetime',
      since: unix(addDays(today, -50)),
      until: unix(addDays(today, -40)),
    });
    expect(old.status).toBe(200);
    expect(old.json.data[0].values).toEqual([]);
  });

  it.each([
    ['online_followers', 'day'],
    ['online_followers', undefined],
    ['reach', 'lifetime'],
    ['reach,online_followers', 'lifetime'],
    ['online_followers', 'week'],
  ])('refuses Instagram %s with period %s as Graph does (code 100)', async (metric, period) => {
    const answer = await insights(IG, userToken, { metric, ...(period ? { period } : {}) });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 100, type: 'OAuthException' });
  });

  it('refuses a range over 93 days, an unknown metric and a user token on page insights with Graph errors', async () => {
    const long = await insights(PAGE, pageToken, {
      metric: 'page_impressions',
      since: unix('2026-01-01'),
      until: unix('2026-04-05'),
    });
    expect(long.status).toBe(400);
    expect(long.json.error.code).toBe(100);
    const lifetime = await insights(PAGE, pageToken, { metric: 'page_fans', period: 'lifetime' });
    expect(lifetime.status).toBe(400);
    expect(lifetime.json.error.message).toBe('(#100) period must be one of the following values: day');
    const unknown = await insights(PAGE, pageToken, { metric: 'page_nonsense' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe(100);
    const badSince = await insights(PAGE, pageToken, { metric: 'page_impressions', since: 'last tuesday' });
    expect(badSince.status).toBe(400);
    const farFuture = await insights(PAGE, pageToken, {
      metric: 'page_impressions',
      since: '999999999000',
      until: '999999999999',
    });
    expect(farFuture.status).toBe(400);
    const user = await insights(PAGE, userToken, { metric: 'page_impressions' });
    expect(user.status).toBe(400);
    expect(user.json.error.code).toBe(190);
    const node = await get(withQuery(`${sandbox.url}/meta/v23.0/${PAGE}`, { access_token: pageToken, fields: 'name' }));
    expect(node.json.name).toBe("Alice's Bakery");
  });
});
