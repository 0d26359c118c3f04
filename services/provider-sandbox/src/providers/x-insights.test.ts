import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { get, startSandbox, withQuery } from '../sandbox-client.test.helper';

const ALICE_X = '1600000000000000001';
let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await connect(sandbox.url, 'x', 'alice', 'users.read tweet.read')).access;
});
afterAll(() => sandbox.stop());

function tweets(params: Record<string, string | undefined>, user = ALICE_X) {
  return get(withQuery(`${sandbox.url}/x/2/users/${user}/tweets`, params), { Authorization: `Bearer ${token}` });
}

describe('X user timeline', () => {
  it('pages a time window newest first with public metrics', async () => {
    const window = { start_time: '2026-01-01T00:00:00Z', end_time: '2026-02-01T00:00:00Z' };
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const page = await tweets({
        ...window,
        max_results: '10',
        pagination_token: next,
        'tweet.fields': 'created_at,public_metrics',
      });
      expect(page.status).toBe(200);
      for (const tweet of page.json.data ?? []) {
        expect(tweet.created_at >= window.start_time && tweet.created_at < window.end_time).toBe(true);
        expect(tweet.public_metrics).toEqual({
          retweet_count: expect.any(Number),
          reply_count: expect.any(Number),
          like_count: expect.any(Number),
          quote_count: expect.any(Number),
          bookmark_count: expect.any(Number),
          impression_count: expect.any(Number),
        });
        seen.push(tweet.created_at);
      }
      expect(page.json.meta.result_count).toBe(page.json.data?.length ?? 0);
      next = page.json.meta.next_token;
      pages += 1;
    } while (next && pages < 20);
    expect(pages).toBeGreaterThan(1);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
    const plain = await tweets({ ...window, max_results: '5' });
    expect(Object.keys(plain.json.data[0]).sort()).toEqual(['edit_history_tweet_ids', 'id', 'text']);
  });

  it('refuses max_results outside 5..100 and a bad time with 400', async () => {
    const tooMany = await tweets({ max_results: '101' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.title).toBe('Invalid Request');
    expect(tooMany.json.errors[0].parameters).toEqual({ max_results: ['101'] });
    const badTime = await tweets({ start_time: 'yesterday' });
    expect(badTime.status).toBe(400);
    const badToken = await tweets({ pagination_token: '!!' });
    expect(badToken.status).toBe(400);
    const unknown = await tweets({}, '1600000000000009999');
    expect(unknown.status).toBe(200);
    expect(unknown.json.errors[0].title).toBe('Not Found Error');
  });
});
