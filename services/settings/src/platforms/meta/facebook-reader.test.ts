import { addDays, todayUtc } from '../reader-support';
import { callPlatform, connectAccount, dailyReaderContract, useSandbox } from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

describe('Facebook page reader', () => {
  dailyReaderContract('facebook', fixture, async (url, account, date) => {
    const body = await callPlatform(
      `${url}/meta/v23.0/${account.accountId}/insights?metric=page_fans,page_impressions,page_post_engagements&period=day&since=${date}&until=${addDays(date, 1)}`,
      account.accessToken,
    );
    const value = (name: string) =>
      body.data.find((metric: { name: string }) => metric.name === name).values[0].value as number;
    return {
      followers: value('page_fans'),
      impressions: value('page_impressions'),
      engagement: value('page_post_engagements'),
    };
  });

  it('ends on the page’s current like count', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'facebook');
    const today = todayUtc();
    const from = addDays(today, -2);
    const rows = await readers.facebook!.readDaily(account, from, today);
    const page = await callPlatform(`${url}/meta/v23.0/${account.accountId}?fields=fan_count`, account.accessToken);
    expect(rows.at(-1)?.metrics.followers).toBe(page.fan_count);
  });
});
