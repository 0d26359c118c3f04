import { followersOn } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { get, startSandbox, withQuery } from '../sandbox-client.test.helper';

const ORG = 'urn:li:organization:90000001';
let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await connect(sandbox.url, 'linkedin', 'alice')).access;
});
afterAll(() => sandbox.stop());

const ms = (date: string) => String(Date.parse(`${date}T00:00:00Z`));

function stats(resource: string, params: Record<string, string | undefined>) {
  return get(
    withQuery(`${sandbox.url}/linkedin/v2/${resource}`, {
      q: 'organizationalEntity',
      organizationalEntity: ORG,
      ...params,
    }),
    {
      Authorization: `Bearer ${token}`,
    },
  );
}

const DAILY = (start: string, end: string) => ({
  'timeIntervals.timeGranularityType': 'DAY',
  'timeIntervals.timeRange.start': ms(start),
  'timeIntervals.timeRange.end': ms(end),
});

describe('LinkedIn organization statistics', () => {
  it('answers daily share statistics', async () => {
    const answer = await stats('organizationalEntityShareStatistics', DAILY('2025-11-01', '2025-11-08'));
    expect(answer.status).toBe(200);
    expect(answer.json.elements).toHaveLength(7);
    expect(answer.json.elements[0]).toEqual({
      organizationalEntity: ORG,
      timeRange: { start: Number(ms('2025-11-01')), end: Number(ms('2025-11-02')) },
      totalShareStatistics: {
        impressionCount: expect.any(Number),
        uniqueImpressionsCount: expect.any(Number),
        clickCount: expect.any(Number),
        likeCount: expect.any(Number),
        commentCount: expect.any(Number),
        shareCount: expect.any(Number),
        engagement: expect.any(Number),
      },
    });
    const restli = await stats('organizationalEntityShareStatistics', {
      timeIntervals: `(timeRange:(start:${ms('2025-11-01')},end:${ms('2025-11-08')}),timeGranularityType:DAY)`,
    });
    expect(restli.json.elements).toEqual(answer.json.elements);
  });

  it('answers daily follower gains that add up to the networkSizes follower count', async () => {
    const answer = await stats('organizationalEntityFollowerStatistics', DAILY('2026-06-01', '2026-07-01'));
    expect(answer.json.elements).toHaveLength(30);
    const gained = answer.json.elements.reduce(
      (sum: number, day: { followerGains: { organicFollowerGain: number } }) =>
        sum + day.followerGains.organicFollowerGain,
      0,
    );
    expect(gained).toBe(
      followersOn('linkedin-org:90000001', '2026-06-30') - followersOn('linkedin-org:90000001', '2026-05-31'),
    );
    expect(answer.json.elements[0].followerGains.paidFollowerGain).toBe(0);
  });

  it('refuses bad parameters with 400 and another company with 403', async () => {
    const month = await stats('organizationalEntityShareStatistics', {
      ...DAILY('2025-11-01', '2025-11-08'),
      'timeIntervals.timeGranularityType': 'WEEK',
    });
    expect(month.status).toBe(400);
    expect(month.json.code).toBe('ILLEGAL_ARGUMENT');
    const backwards = await stats('organizationalEntityShareStatistics', DAILY('2025-11-08', '2025-11-01'));
    expect(backwards.status).toBe(400);
    const huge = await stats('organizationalEntityShareStatistics', {
      ...DAILY('2025-11-01', '2025-11-08'),
      'timeIntervals.timeRange.end': '999999999999999',
    });
    expect(huge.status).toBe(400);
    const badUrn = await stats('organizationalEntityFollowerStatistics', { organizationalEntity: 'acme' });
    expect(badUrn.status).toBe(400);
    const other = await stats('organizationalEntityFollowerStatistics', {
      organizationalEntity: 'urn:li:organization:90000002',
    });
    expect(other.status).toBe(403);
  });
});
