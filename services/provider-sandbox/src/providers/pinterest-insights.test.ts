import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { get, startSandbox, withQuery } from '../sandbox-client.test.helper';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await connect(sandbox.url, 'pinterest', 'alice')).access;
});
afterAll(() => sandbox.stop());

function analytics(params: Record<string, string>) {
  return get(withQuery(`${sandbox.url}/pinterest/v5/user_account/analytics`, params), {
    Authorization: `Bearer ${token}`,
  });
}

describe('Pinterest user account analytics', () => {
  it('answers daily metrics and a summary for up to 90 days, far back in the history too', async () => {
    const answer = await analytics({
      start_date: '2025-09-01',
      end_date: '2025-11-29',
      metric_types: 'IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK,ENGAGEMENT',
    });
    expect(answer.status).toBe(200);
    const { daily_metrics: daily, summary_metrics: summary } = answer.json.all;
    expect(daily).toHaveLength(90);
    expect(daily[0]).toEqual({
      date: '2025-09-01',
      data_status: 'READY',
      metrics: {
        IMPRESSION: expect.any(Number),
        SAVE: expect.any(Number),
        PIN_CLICK: expect.any(Number),
        OUTBOUND_CLICK: expect.any(Number),
        ENGAGEMENT: expect.any(Number),
      },
    });
    expect(summary.IMPRESSION).toBe(
      daily.reduce((sum: number, day: { metrics: { IMPRESSION: number } }) => sum + day.metrics.IMPRESSION, 0),
    );
    const again = await analytics({ start_date: '2025-09-10', end_date: '2025-09-10', metric_types: 'IMPRESSION' });
    expect(again.json.all.daily_metrics[0].metrics).toEqual({ IMPRESSION: daily[9].metrics.IMPRESSION });
  });

  it('refuses more than 90 days, bad dates and unknown metrics with 400', async () => {
    const long = await analytics({ start_date: '2025-09-01', end_date: '2025-11-30' });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ code: 1, message: expect.stringMatching(/90 days/) });
    expect((await analytics({ start_date: '2025-02-30', end_date: '2025-03-01' })).status).toBe(400);
    expect((await analytics({ end_date: '2025-03-01' })).status).toBe(400);
    expect((await analytics({ start_date: '0001-01-01', end_date: '9999-12-31' })).status).toBe(400);
    expect((await analytics({ start_date: '2025-03-01', end_date: '2025-03-02', metric_types: 'CLICKS' })).status).toBe(
      400,
    );
  });
});
