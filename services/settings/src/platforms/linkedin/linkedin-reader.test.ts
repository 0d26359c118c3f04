import { addDays, todayUtc } from '../reader-support';
import { callPlatform, connectAccount, dailyReaderContract, useSandbox } from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

function statisticsUrl(url: string, resource: string, orgId: string, from: string, to: string) {
  const query = new URLSearchParams({
    q: 'organizationalEntity',
    organizationalEntity: `urn:li:organization:${orgId}`,
    'timeIntervals.timeGranularityType': 'DAY',
    'timeIntervals.timeRange.start': String(Date.parse(`${from}T00:00:00Z`)),
    'timeIntervals.timeRange.end': String(Date.parse(`${addDays(to, 1)}T00:00:00Z`)),
  });
  return `${url}/linkedin/v2/${resource}?${query.toString()}`;
}

async function followerCount(url: string, orgId: string, token: string): Promise<number> {
  const size = await callPlatform(
    `${url}/linkedin/v2/networkSizes/${encodeURIComponent(`urn:li:organization:${orgId}`)}?edgeType=CompanyFollowedByMember`,
    token,
  );
  return size.firstDegreeSize;
}

describe('LinkedIn reader', () => {
  dailyReaderContract('linkedin', fixture, async (url, account, date) => {
    const shares = await callPlatform(
      statisticsUrl(url, 'organizationalEntityShareStatistics', account.accountId, date, date),
      account.accessToken,
    );
    const stats = shares.elements[0].totalShareStatistics;
    // The day's follower count: the current count minus the gains of the days after it.
    const later = await callPlatform(
      statisticsUrl(url, 'organizationalEntityFollowerStatistics', account.accountId, addDays(date, 1), todayUtc()),
      account.accessToken,
    );
    const gained = later.elements.reduce(
      (sum: number, element: { followerGains: { organicFollowerGain: number; paidFollowerGain: number } }) =>
        sum + element.followerGains.organicFollowerGain + element.followerGains.paidFollowerGain,
      0,
    );
    return {
      followers: (await followerCount(url, account.accountId, account.accessToken)) - gained,
      impressions: stats.impressionCount,
      clicks: stats.clickCount,
      likes: stats.likeCount,
      comments: stats.commentCount,
      shares: stats.shareCount,
      engagement: stats.clickCount + stats.likeCount + stats.commentCount + stats.shareCount,
    };
  });

  it('ends on the page’s current follower count', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'linkedin');
    const today = todayUtc();
    const rows = await readers.linkedin!.readDaily(account, addDays(today, -2), today);
    expect(rows.at(-1)?.metrics.followers).toBe(await followerCount(url, account.accountId, account.accessToken));
  });
});
