import { addDays, todayUtc } from '../reader-support';
import {
  callPlatform,
  connectAccount,
  dailyReaderContract,
  expectFailure,
  revokeTokens,
  useSandbox,
} from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

async function insights(url: string, igId: string, token: string, metrics: string, since: string, until: string) {
  const body = await callPlatform(
    `${url}/meta/v23.0/${igId}/insights?metric=${metrics}&period=day&since=${since}&until=${until}`,
    token,
  );
  return (name: string) =>
    (body.data.find((metric: { name: string }) => metric.name === name).values as { value: number }[]).map(
      (entry) => entry.value,
    );
}

describe('Instagram reader', () => {
  dailyReaderContract('instagram', fixture, async (url, account, date) => {
    const values = await insights(
      url,
      account.accountId,
      account.accessToken,
      'reach,impressions,accounts_engaged',
      date,
      addDays(date, 1),
    );
    // The day's follower count: today's followers_count minus the gains of the days after it.
    const profile = await callPlatform(
      `${url}/meta/v23.0/${account.accountId}?fields=followers_count`,
      account.accessToken,
    );
    const today = new Date().toISOString().slice(0, 10);
    let later = 0;
    for (let since = addDays(date, 1); since <= today; since = addDays(since, 30)) {
      const until = addDays(since, 30) > addDays(today, 1) ? addDays(today, 1) : addDays(since, 30);
      later += (await insights(url, account.accountId, account.accessToken, 'follower_count', since, until))(
        'follower_count',
      ).reduce((sum, gain) => sum + gain, 0);
    }
    return {
      followers: profile.followers_count - later,
      reach: values('reach')[0],
      impressions: values('impressions')[0],
      engagement: values('accounts_engaged')[0],
    };
  });

  it('ends on the profile’s current followers_count', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'instagram');
    const today = todayUtc();
    const from = addDays(today, -2);
    const rows = await readers.instagram!.readDaily(account, from, today);
    const profile = await callPlatform(
      `${url}/meta/v23.0/${account.accountId}?fields=followers_count`,
      account.accessToken,
    );
    expect(rows.at(-1)?.metrics.followers).toBe(profile.followers_count);
  });

  it('reads the followers online by hour of the 30 days Instagram keeps, as its own answer gives them', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'instagram');
    const today = todayUtc();
    // A first sync asks for its whole history: only the last 30 days exist for this metric.
    const rows = await readers.instagram!.readHourly!(account, addDays(today, -399), today);
    expect(rows.map((row) => row.date)).toEqual(Array.from({ length: 30 }, (_, index) => addDays(today, index - 29)));
    const body = await callPlatform(
      `${url}/meta/v23.0/${account.accountId}/insights?metric=online_followers&period=lifetime&since=${addDays(today, -29)}&until=${addDays(today, 1)}`,
      account.accessToken,
    );
    const answered = body.data[0].values as Array<{ value: Record<string, number> }>;
    expect(rows.map((row) => row.hours)).toEqual(answered.map((entry) => Object.values(entry.value)));
    for (const row of rows) expect(row.hours).toHaveLength(24);

    expect(await readers.instagram!.readHourly!(account, addDays(today, -60), addDays(today, -31))).toEqual([]);
    await revokeTokens(url, 'meta');
    await expectFailure(readers.instagram!.readHourly!(account, addDays(today, -2), today), 'rejected');
  });
});
