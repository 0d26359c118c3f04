import request from 'supertest';
import { monitoring } from '@scp/shared/contracts/app/app-constants';
import { errorReportLimits, type ErrorReport } from '@scp/shared/contracts/app/error-report';
import { createLogger } from '@scp/service-kit/logger';
import { closeRedis, createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import { gatewayFixture, PUBLIC_ORIGIN } from './harness.test.util';

const fx = gatewayFixture();
let redis: RedisClient;

beforeAll(async () => {
  redis = createRedisClient(fx.redis.url, createLogger({ name: 'test', level: 'silent' }));
  await redis.connect();
});
afterAll(async () => {
  await closeRedis(redis);
});
beforeEach(async () => {
  await redis.flushAll();
});

const report: ErrorReport = {
  error: { name: 'TypeError', message: "Cannot read properties of null (reading 'id')" },
  pattern: { type: 'null_reference', severity: 'medium', recoverable: true, autoRetry: true },
  context: { url: `${PUBLIC_ORIGIN}/settings/profile`, userAgent: 'Mozilla/5.0', component: 'ProfileTab' },
  timestamp: '2026-11-25T10:00:00.000Z',
};

/** A report as the browser sends it: anonymous, from a page of the app. */
const send = (body: unknown, ip = '203.0.113.10') =>
  request(fx.gw.url)
    .post(monitoring.reportPath)
    .set('Origin', PUBLIC_ORIGIN)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'application/json')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

async function kept(): Promise<unknown[]> {
  return (await redis.lRange('error-reports', 0, -1)).map((line) => JSON.parse(line));
}

describe('browser error reports', () => {
  it('accepts a report without a session, keeps it, and answers without repeating it', async () => {
    const res = await send(report);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    expect(res.text).not.toContain('Cannot read');
    expect(await kept()).toEqual([{ ...report, receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
  });

  it('refuses what is not a report with 400 naming the field, and keeps nothing', async () => {
    const bad: unknown[] = [
      {},
      { ...report, error: { ...report.error, stack: 'at evil (http://x/y.js:1:1)' } },
      { ...report, pattern: { ...report.pattern, type: 'made_up' } },
      { ...report, pattern: { ...report.pattern, severity: 'apocalyptic' } },
      { ...report, context: { ...report.context, url: 'x'.repeat(errorReportLimits.urlMax + 1) } },
      { ...report, timestamp: 'yesterday' },
      { ...report, extra: '<script>alert(1)</script>' },
      '{"error":',
      [report],
    ];
    for (const body of bad) {
      const res = await send(body);
      expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
      expect(res.text).not.toContain('<script>');
      expect(res.text).not.toContain('at evil');
    }
    const unknownType = await send({ ...report, pattern: { ...report.pattern, type: 'made_up' } });
    expect(unknownType.body.error.field).toBe('pattern.type');
    expect(await kept()).toEqual([]);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await send({ ...report, error: { ...report.error, message: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(await kept()).toEqual([]);
  });

  it('refuses a report posted from another site', async () => {
    const res = await request(fx.gw.url)
      .post(monitoring.reportPath)
      .set('Origin', 'https://elsewhere.example')
      .send(report);
    expect(res.status).toBe(403);
    expect(await kept()).toEqual([]);
  });

  it(`answers 429 past ${errorReportLimits.perMinute} reports a minute from one address; others still get through`, async () => {
    for (let n = 0; n < errorReportLimits.perMinute; n += 1)
      expect((await send(report, '198.51.100.7')).status).toBe(202);
    const flooded = await send(report, '198.51.100.7');
    expect(flooded.status).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
    expect((await send(report, '198.51.100.8')).status).toBe(202);
  });

  it(`keeps only the newest ${errorReportLimits.kept}`, async () => {
    const older = Array.from({ length: errorReportLimits.kept + 5 }, (_, n) =>
      JSON.stringify({ ...report, error: { ...report.error, message: `old ${n}` }, receivedAt: report.timestamp }),
    );
    await redis.lPush('error-reports', older);
    expect((await send(report, '192.0.2.1')).status).toBe(202);
    const list = await kept();
    expect(list).toHaveLength(errorReportLimits.kept);
    expect((list[0] as ErrorReport).error.message).toBe(report.error.message);
  });

  it('lists the kept reports, newest first, on the local-mode dev endpoint', async () => {
    await send({ ...report, error: { ...report.error, message: 'first' } });
    await send({ ...report, error: { ...report.error, message: 'second' } });
    const res = await request(fx.gw.url).get('/api/dev/error-reports');
    expect(res.status).toBe(200);
    expect(res.body.reports.map((stored: ErrorReport) => stored.error.message)).toEqual(['second', 'first']);
  });
});
