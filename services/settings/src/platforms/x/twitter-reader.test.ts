import { addDays } from '../reader-support';
import {
  callPlatform,
  connectAccount,
  dailyReaderContract,
  expectFailure,
  useSandbox,
} from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

type Metrics = {
  retweet_count: number;
  reply_count: number;
  like_count: number;
  quote_count: number;
  impression_count: number;
};

describe('X reader', () => {
  dailyReaderContract('twitter', fixture, async (url, account, date) => {
    const query = new URLSearchParams({
      max_results: '100',
      start_time: `${date}T00:00:00Z`,
      end_time: `${addDays(date, 1)}T00:00:00Z`,
      'tweet.fields': 'public_metrics',
    });
    const body = await callPlatform(
      `${url}/x/2/users/${account.accountId}/tweets?${query.toString()}`,
      account.accessToken,
    );
    const posts = ((body.data ?? []) as { public_metrics: Metrics }[]).map((post) => post.public_metrics);
    const sum = (pick: (metrics: Metrics) => number) => posts.reduce((total, metrics) => total + pick(metrics), 0);
    const likes = sum((m) => m.like_count);
    const shares = sum((m) => m.retweet_count + m.quote_count);
    const comments = sum((m) => m.reply_count);
    return {
      impressions: sum((m) => m.impression_count),
      likes,
      shares,
      comments,
      engagement: likes + shares + comments,
    };
  });

  it('follows next_token through a range of several hundred posts, each counted once', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'twitter');
    const from = '2024-06-01';
    const to = '2025-05-31';
    const rows = await readers.twitter!.readDaily(account, from, to);
    // The platform's own count of the posts, paged by the test in small pages.
    let impressions = 0;
    let posts = 0;
    let token: string | undefined;
    do {
      const query = new URLSearchParams({
        max_results: '37',
        start_time: `${from}T00:00:00Z`,
        end_time: `${addDays(to, 1)}T00:00:00Z`,
        'tweet.fields': 'public_metrics',
        ...(token ? { pagination_token: token } : {}),
      });
      const body = await callPlatform(
        `${url}/x/2/users/${account.accountId}/tweets?${query.toString()}`,
        account.accessToken,
      );
      for (const post of (body.data ?? []) as { public_metrics: Metrics }[]) {
        impressions += post.public_metrics.impression_count;
        posts += 1;
      }
      token = body.meta.next_token;
    } while (token);
    expect(posts).toBeGreaterThan(100);
    expect(rows.reduce((total, row) => total + (row.metrics.impressions ?? 0), 0)).toBe(impressions);
  });

  it('refuses an unknown user id (X’s 200 with only errors)', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'twitter');
    await expectFailure(
      readers.twitter!.readDaily({ ...account, accountId: '1234' }, '2025-01-01', '2025-01-02'),
      'refused',
    );
  });
});
