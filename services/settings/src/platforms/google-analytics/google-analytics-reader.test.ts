import { connectAccount, callPlatform, dailyReaderContract, useSandbox } from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

describe('Google Analytics reader', () => {
  dailyReaderContract('google-analytics', fixture, async (url, account, date) => {
    const body = await callPlatform(
      `${url}/google/v1beta/properties/${account.accountId}:runReport`,
      account.accessToken,
      {
        method: 'POST',
        body: {
          dateRanges: [{ startDate: date, endDate: date }],
          metrics: [{ name: 'sessions' }, { name: 'keyEvents' }, { name: 'totalRevenue' }],
        },
      },
    );
    const [sessions, conversions, revenue] = body.rows[0].metricValues.map((value: { value: string }) =>
      Number(value.value),
    );
    return { sessions, conversions, revenue };
  });

  it('refuses a property that is not the person’s', async () => {
    const { url, readers } = fixture();
    const account = await connectAccount(url, 'google-analytics');
    const failure = await readers['google-analytics']!.readDaily(
      { ...account, accountId: '999999999' },
      '2025-01-01',
      '2025-01-02',
    ).catch((error: unknown) => error);
    // GA answers 403 PERMISSION_DENIED for a property the token cannot read: the owner must reconnect.
    expect(failure).toMatchObject({ name: 'PlatformFailure', kind: 'rejected' });
  });
});
