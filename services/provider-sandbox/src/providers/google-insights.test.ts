import { shopOrders } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, startSandbox } from '../sandbox-client.test.helper';
import { resolveGaDate } from './google-insights';

const READONLY = 'openid email https://www.googleapis.com/auth/analytics.readonly';
let sandbox: RunningSandbox;
let alice: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  alice = (await connect(sandbox.url, 'google', 'alice', READONLY)).access;
});
afterAll(() => sandbox.stop());

async function runReport(property: string, body: unknown, token = alice) {
  return answer(
    await fetch(`${sandbox.url}/google/v1beta/properties/${property}:runReport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
}

const METRICS = [{ name: 'sessions' }, { name: 'conversions' }, { name: 'totalRevenue' }];

describe('GA4 Data API runReport', () => {
  it('reports daily sessions, conversions and revenue consistent with the shop’s orders', async () => {
    const report = await runReport('310000001', {
      dateRanges: [{ startDate: '2026-02-01', endDate: '2026-02-28' }],
      dimensions: [{ name: 'date' }],
      metrics: METRICS,
    });
    expect(report.status).toBe(200);
    expect(report.json.dimensionHeaders).toEqual([{ name: 'date' }]);
    expect(report.json.metricHeaders).toEqual([
      { name: 'sessions', type: 'TYPE_INTEGER' },
      { name: 'conversions', type: 'TYPE_INTEGER' },
      { name: 'totalRevenue', type: 'TYPE_CURRENCY' },
    ]);
    expect(report.json.rowCount).toBe(28);
    expect(report.json.metadata).toEqual({ currencyCode: 'USD', timeZone: 'America/New_York' });
    const first = report.json.rows[0];
    expect(first.dimensionValues).toEqual([{ value: '20260201' }]);
    const paid = shopOrders('alices-bakery.myshopify.com', '2026-02-01', '2026-02-01').filter(
      (order) => order.financial_status === 'paid',
    );
    expect(Number(first.metricValues[1].value)).toBe(paid.length);
    expect(Number(first.metricValues[2].value)).toBeCloseTo(
      paid.reduce((sum, order) => sum + Number(order.total_price), 0),
      2,
    );
    for (const row of report.json.rows) {
      const [sessions, conversions] = row.metricValues.map((value: { value: string }) => Number(value.value));
      if (conversions > 0) {
        expect(conversions / sessions).toBeGreaterThan(0.013);
        expect(conversions / sessions).toBeLessThan(0.037);
      }
    }
    const again = await runReport('310000001', {
      dateRanges: [{ startDate: '2026-02-01', endDate: '2026-02-28' }],
      dimensions: [{ name: 'date' }],
      metrics: METRICS,
    });
    expect(again.json.rows).toEqual(report.json.rows);
  });

  it('pages with limit and offset over 400 days, relative dates included', async () => {
    const body = {
      dateRanges: [{ startDate: '400daysAgo', endDate: 'yesterday' }],
      dimensions: [{ name: 'date' }],
      metrics: METRICS,
    };
    const all = await runReport('310000001', body);
    expect(all.json.rowCount).toBe(400);
    const page = await runReport('310000001', { ...body, limit: '100', offset: 300 });
    expect(page.json.rowCount).toBe(400);
    expect(page.json.rows).toEqual(all.json.rows.slice(300, 400));
    const total = await runReport('310000001', {
      dateRanges: [{ startDate: '7daysAgo', endDate: 'today' }],
      metrics: METRICS,
    });
    expect(total.json.rows).toHaveLength(1);
    expect(total.json.rows[0].dimensionValues).toEqual([]);
  });

  it('answers INVALID_ARGUMENT naming the field, and PERMISSION_DENIED for another person’s property', async () => {
    const bad = await runReport('310000001', {
      dateRanges: [{ startDate: 'last week', endDate: 'today' }],
      metrics: METRICS,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.status).toBe('INVALID_ARGUMENT');
    expect(bad.json.error.message).toMatch(/startDate/);
    const noRanges = await runReport('310000001', { metrics: METRICS });
    expect(noRanges.status).toBe(400);
    expect(noRanges.json.error.message).toMatch(/dateRanges/);
    const metric = await runReport('310000001', {
      dateRanges: [{ startDate: 'today', endDate: 'today' }],
      metrics: [{ name: 'bounces' }],
    });
    expect(metric.status).toBe(400);
    expect(metric.json.error.message).toMatch(/bounces/);
    const limit = await runReport('310000001', {
      dateRanges: [{ startDate: 'today', endDate: 'today' }],
      metrics: METRICS,
      limit: -1,
    });
    expect(limit.status).toBe(400);
    expect(limit.json.error.message).toMatch(/limit/);
    const reversed = await runReport('310000001', {
      dateRanges: [{ startDate: 'today', endDate: 'yesterday' }],
      metrics: METRICS,
    });
    expect(reversed.status).toBe(400);

    const bobsProperty = await runReport('310000002', {
      dateRanges: [{ startDate: 'today', endDate: 'today' }],
      metrics: METRICS,
    });
    expect(bobsProperty.status).toBe(403);
    expect(bobsProperty.json.error.status).toBe('PERMISSION_DENIED');

    const noScope = (await connect(sandbox.url, 'google', 'alice', 'openid email')).access;
    const refused = await runReport(
      '310000001',
      { dateRanges: [{ startDate: 'today', endDate: 'today' }], metrics: METRICS },
      noScope,
    );
    expect(refused.status).toBe(403);
    expect(refused.json.error.details[0].metadata.service).toBe('analyticsdata.googleapis.com');
  });

  it('resolves GA4 relative dates', () => {
    expect(resolveGaDate('today', '2026-03-01')).toBe('2026-03-01');
    expect(resolveGaDate('yesterday', '2026-03-01')).toBe('2026-02-28');
    expect(resolveGaDate('30daysAgo', '2026-03-01')).toBe('2026-01-30');
    expect(resolveGaDate('2026-02-30')).toBeUndefined();
  });
});
