import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import { dashboardInternalPaths, type AudienceHoursResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { bestTimesResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { studioWithNeighbours } from '../neighbours/neighbours-fixture.test.util';

// GET /api/studio/best-times?platform=&timeZone=&days=: the editor's 'Best time', the next hours on
// the owner's wall clock from the hours the dashboard reads (a real HTTP server stands in for its
// internal API and answers per owner; the dashboard's own tests cover where the hours come from).

const hoursOf = (counts: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => counts[hour] ?? 0);
const readOf = new Map<string, AudienceHoursResponse>();
const fx = studioWithNeighbours({
  dashboard: (call) => readOf.get(call.userId ?? ''),
});
const { dashboard } = fx;

const list = (userId: string | undefined, query: string) =>
  callService(fx.app, 'studio', 'get', `/best-times${query}`, { userId });
const newUserId = () => new Types.ObjectId().toHexString();

describe('GET /api/studio/best-times', () => {
  const alice = newUserId();
  const bob = newUserId();
  const carol = newUserId();
  beforeAll(() => {
    // Alice's Instagram posts did well at 18:00 UTC only.
    readOf.set(alice, {
      platform: 'instagram',
      basis: 'posts',
      hours: hoursOf({ 18: 50 }),
      posts: 12,
      audienceDays: 0,
      reason: null,
    });
    // Bob's followers are online at seven hours, hour 6 barely: not one of the day's six busiest.
    readOf.set(bob, {
      platform: 'instagram',
      basis: 'audience',
      hours: hoursOf({ 0: 100, 1: 90, 2: 80, 3: 70, 4: 60, 5: 50, 6: 1 }),
      posts: 2,
      audienceDays: 30,
      reason: null,
    });
    // Carol has too few posts on TikTok, which has no synced audience hours.
    readOf.set(carol, {
      platform: 'tiktok',
      basis: null,
      hours: null,
      posts: 3,
      audienceDays: 0,
      reason: 'few_posts',
    });
  });

  it("answers the next best hours on the owner's wall clock, asked of the dashboard as 'studio'", async () => {
    const before = Date.now();
    const answer = await list(alice, '?platform=instagram&timeZone=Asia%2FKolkata&days=3');
    expect(answer.status).toBe(200);
    const body = bestTimesResponseSchema.parse(answer.body);
    expect(body).toMatchObject({
      platform: 'instagram',
      timeZone: 'Asia/Kolkata',
      basis: 'posts',
      posts: 12,
      reason: null,
    });
    // 18:00 UTC is 23:30 in India: once a day over three days, in the future, in time order.
    expect(body.times).toHaveLength(3);
    for (const time of body.times) {
      expect(time.at).toMatch(/T18:00:00\.000Z$/);
      expect(time.local).toMatch(/T23:30$/);
      expect(Date.parse(time.at)).toBeGreaterThan(before);
    }
    expect([...body.times].sort((a, b) => a.at.localeCompare(b.at))).toEqual(body.times);
    expect(dashboard.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `${dashboardInternalPaths.audienceHours}?platform=instagram`,
      caller: 'studio',
      userId: alice,
    });
  });

  it('suggests at most three a local day, among the busiest hours only, seven days when not asked', async () => {
    const answer = await list(bob, '?platform=instagram&timeZone=UTC');
    expect(answer.status).toBe(200);
    const { times, basis } = bestTimesResponseSchema.parse(answer.body);
    expect(basis).toBe('audience');
    const days = new Map<string, number>();
    for (const time of times) days.set(time.local.slice(0, 10), (days.get(time.local.slice(0, 10)) ?? 0) + 1);
    expect(Math.max(...days.values())).toBe(3);
    expect(days.size).toBeGreaterThanOrEqual(7);
    expect(days.size).toBeLessThanOrEqual(8);
    // Of a whole day the three busiest hours; today, what is left of the six busiest (never hour 6,
    // however few are left).
    const [, ...wholeDays] = [...days.keys()];
    for (const day of wholeDays.slice(0, 6))
      expect(times.filter((time) => time.local.startsWith(day)).map((time) => time.local.slice(11))).toEqual([
        '00:00',
        '01:00',
        '02:00',
      ]);
    expect(times.every((time) => /T0[0-5]:00$/.test(time.local))).toBe(true);
    expect(Date.parse(times.at(-1)!.at)).toBeLessThan(Date.now() + 7 * 24 * 3600 * 1000);
  });

  it('answers no times and the reason when there are no hours, never made up', async () => {
    const answer = await list(carol, '?platform=tiktok&timeZone=Europe%2FBerlin');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      platform: 'tiktok',
      timeZone: 'Europe/Berlin',
      basis: null,
      times: [],
      posts: 3,
      reason: 'few_posts',
    });
  });

  it('refuses an unknown platform, time zone or number of days with a 400 naming it, and asks the dashboard nothing', async () => {
    const before = dashboard.calls.length;
    const refused: Array<[string, string]> = [
      ['?timeZone=UTC', 'platform'],
      ['?platform=shopify&timeZone=UTC', 'platform'],
      ['?platform=instagram', 'timeZone'],
      ['?platform=instagram&timeZone=Mars%2FOlympus', 'timeZone'],
      ['?platform=instagram&timeZone=UTC&days=0', 'days'],
      ['?platform=instagram&timeZone=UTC&days=15', 'days'],
      ['?platform=instagram&timeZone=UTC&days=1.5', 'days'],
      ['?platform=instagram&timeZone=UTC&days=soon', 'days'],
      ['?platform=instagram&platform=tiktok&timeZone=UTC', 'platform'],
    ];
    for (const [query, field] of refused) {
      const answer = await list(alice, query);
      expect([query, answer.status, answer.body.error?.field]).toEqual([query, 400, field]);
    }
    expect((await list(alice, '?platform=instagram&timeZone=Mars%2FOlympus')).body.error.message).toBe(
      studioTexts.errors.unknownTimeZone,
    );
    expect((await list(alice, '?platform=instagram&timeZone=UTC&perDay=5')).status).toBe(400);
    expect(dashboard.calls.length).toBe(before);
  });

  it('needs a session, and answers 503 saying so when the dashboard is away', async () => {
    expect((await list(undefined, '?platform=instagram&timeZone=UTC')).status).toBe(401);
    dashboard.mode = 'down';
    const away = await list(alice, '?platform=instagram&timeZone=UTC');
    expect(away.status).toBe(503);
    expect(away.body.error.message).toBe(studioTexts.errors.bestTimesUnavailable);
  });
});
