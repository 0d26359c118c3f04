import { callPlatform, dailyReaderContract, useSandbox } from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

describe('Pinterest reader', () => {
  dailyReaderContract('pinterest', fixture, async (url, account, date) => {
    const body = await callPlatform(
      `${url}/pinterest/v5/user_account/analytics?start_date=${date}&end_date=${date}&metric_types=IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK,ENGAGEMENT`,
      account.accessToken,
    );
    const metrics = body.all.daily_metrics[0].metrics;
    return {
      impressions: metrics.IMPRESSION,
      saves: metrics.SAVE,
      clicks: metrics.PIN_CLICK + metrics.OUTBOUND_CLICK,
      engagement: metrics.ENGAGEMENT,
    };
  });
});
