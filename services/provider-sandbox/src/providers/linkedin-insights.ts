import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { addDays, DATA_EPOCH, dailyCount, dayRange, followerSeries, followersOn, isoDay } from '../generators';

// LinkedIn Community Management statistics of a company page: share statistics (impressions,
// clicks, reactions, comments, shares) and follower gains, per day over a time range given in epoch
// milliseconds. Counts follow dailyActivity of `linkedin-org:<id>`, the key networkSizes uses, and
// the follower gains are that key's followersOn history, so they add up to the follower count.

const DAY_MS = 24 * 3600 * 1000;
const ORGANIZATION_SCOPES = ['r_organization_admin', 'rw_organization_admin'];

function illegal(message: string): DataReply {
  return new DataReply(400, { status: 400, serviceErrorCode: 100, code: 'ILLEGAL_ARGUMENT', message });
}

interface Interval {
  granularity: 'DAY';
  start: number;
  end: number;
}

/** The time intervals, flat (`timeIntervals.timeRange.start=`) or Rest.li 2.0 (`timeIntervals=(timeRange:(start:…,end:…),timeGranularityType:DAY)`). */
function timeIntervals(query: Record<string, unknown>): Interval | undefined | DataReply {
  let granularity = query['timeIntervals.timeGranularityType'];
  let start = query['timeIntervals.timeRange.start'];
  let end = query['timeIntervals.timeRange.end'];
  const restli = query.timeIntervals;
  if (typeof restli === 'string') {
    granularity = /timeGranularityType:([A-Z]+)/.exec(restli)?.[1];
    start = /start:(\d+)/.exec(restli)?.[1];
    end = /end:(\d+)/.exec(restli)?.[1];
  }
  if (granularity === undefined && start === undefined && end === undefined) return undefined;
  if (granularity !== 'DAY')
    return illegal(
      `Invalid value for field timeIntervals.timeGranularityType: ${String(granularity)}. The sandbox supports DAY.`,
    );
  if (typeof start !== 'string' || !/^\d{1,13}$/.test(start))
    return illegal(`Invalid value for field timeIntervals.timeRange.start: ${String(start)}`);
  if (end !== undefined && (typeof end !== 'string' || !/^\d{1,13}$/.test(end)))
    return illegal(`Invalid value for field timeIntervals.timeRange.end: ${String(end)}`);
  const interval = {
    granularity: 'DAY' as const,
    start: Number(start),
    end: end === undefined ? Date.now() : Number(end),
  };
  if (interval.end <= interval.start)
    return illegal('timeIntervals.timeRange.end must be after timeIntervals.timeRange.start');
  return interval;
}

/** The organization asked for, once the finder and the person's admin role are checked. */
export function organization(ctx: DataContext, resource: string): string | DataReply {
  if (ctx.query.q !== 'organizationalEntity')
    return illegal(`Invalid finder: q must be organizationalEntity, got ${String(ctx.query.q)}`);
  const urn = ctx.query.organizationalEntity;
  const id = typeof urn === 'string' ? /^urn:li:organization:(\d{1,19})$/.exec(urn)?.[1] : undefined;
  if (!id) return illegal(`Invalid value for param organizationalEntity: ${String(urn)}`);
  if (!ctx.identity.linkedinOrganizations.some((org) => org.id === id))
    return new DataReply(403, {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: `Not enough permissions to access: ${resource}.FINDER-organizationalEntity.20240601 for urn:li:organization:${id}`,
    });
  return id;
}

/** The days whose start lies in [start, end), within the data (the epoch to today). */
function daysIn(interval: Interval): string[] {
  const first = isoDay(new Date(Math.ceil(interval.start / DAY_MS) * DAY_MS));
  const last = isoDay(new Date((Math.ceil(interval.end / DAY_MS) - 1) * DAY_MS));
  const from = first < DATA_EPOCH ? DATA_EPOCH : first;
  const today = isoDay(new Date());
  const to = last > today ? today : last;
  return from <= to ? dayRange(from, to) : [];
}

function shareStatistics(key: string, date: string) {
  const impressionCount = dailyCount(key, 'share-impressions', date, 420);
  const clickCount = dailyCount(key, 'share-clicks', date, 14);
  const likeCount = dailyCount(key, 'share-likes', date, 9);
  const commentCount = dailyCount(key, 'share-comments', date, 2);
  const shareCount = dailyCount(key, 'share-shares', date, 1);
  return {
    impressionCount,
    uniqueImpressionsCount: Math.round(impressionCount * 0.68),
    clickCount,
    likeCount,
    commentCount,
    shareCount,
    engagement: impressionCount ? (clickCount + likeCount + commentCount + shareCount) / impressionCount : 0,
  };
}

const range = (date: string) => ({
  start: Date.parse(`${date}T00:00:00Z`),
  end: Date.parse(`${date}T00:00:00Z`) + DAY_MS,
});

export function registerLinkedinInsights(): void {
  registerDataEndpoint(
    'linkedin',
    'GET',
    '/v2/organizationalEntityShareStatistics',
    (ctx) => {
      const id = organization(ctx, 'organizationalEntityShareStatistics');
      if (id instanceof DataReply) return id;
      const interval = timeIntervals(ctx.query);
      if (interval instanceof DataReply) return interval;
      const urn = `urn:li:organization:${id}`;
      const key = `linkedin-org:${id}`;
      if (!interval) {
        // Lifetime totals: the sum over the whole history.
        const totals = dayRange(DATA_EPOCH, isoDay(new Date())).map((date) => shareStatistics(key, date));
        const sum = (field: keyof ReturnType<typeof shareStatistics>) =>
          totals.reduce((acc, day) => acc + day[field], 0);
        const impressionCount = sum('impressionCount');
        const engaged = sum('clickCount') + sum('likeCount') + sum('commentCount') + sum('shareCount');
        return {
          paging: { count: 10, start: 0, links: [] },
          elements: [
            {
              organizationalEntity: urn,
              totalShareStatistics: {
                impressionCount,
                uniqueImpressionsCount: sum('uniqueImpressionsCount'),
                clickCount: sum('clickCount'),
                likeCount: sum('likeCount'),
                commentCount: sum('commentCount'),
                shareCount: sum('shareCount'),
                engagement: impressionCount ? engaged / impressionCount : 0,
              },
            },
          ],
        };
      }
      return {
        paging: { count: 10, start: 0, links: [] },
        elements: daysIn(interval).map((date) => ({
          organizationalEntity: urn,
          timeRange: range(date),
          totalShareStatistics: shareStatistics(key, date),
        })),
      };
    },
    { scopes: [ORGANIZATION_SCOPES] },
  );

  registerDataEndpoint(
    'linkedin',
    'GET',
    '/v2/organizationalEntityFollowerStatistics',
    (ctx) => {
      const id = organization(ctx, 'organizationalEntityFollowerStatistics');
      if (id instanceof DataReply) return id;
      const interval = timeIntervals(ctx.query);
      if (interval instanceof DataReply) return interval;
      const urn = `urn:li:organization:${id}`;
      const key = `linkedin-org:${id}`;
      if (!interval) {
        // Lifetime: the follower count (networkSizes' number) in LinkedIn's breakdown shape.
        const total = followersOn(key, isoDay(new Date()));
        return {
          paging: { count: 10, start: 0, links: [] },
          elements: [
            {
              organizationalEntity: urn,
              followerCountsByAssociationType: [
                { followerCounts: { organicFollowerCount: total, paidFollowerCount: 0 } },
              ],
            },
          ],
        };
      }
      const days = daysIn(interval);
      const series = days.length ? followerSeries(key, addDays(days[0] as string, -1), days.at(-1) as string) : [];
      return {
        paging: { count: 10, start: 0, links: [] },
        elements: days.map((date, index) => ({
          organizationalEntity: urn,
          timeRange: range(date),
          followerGains: {
            organicFollowerGain: (series[index + 1]?.followers ?? 0) - (series[index]?.followers ?? 0),
            paidFollowerGain: 0,
          },
        })),
      };
    },
    { scopes: [ORGANIZATION_SCOPES] },
  );
}
