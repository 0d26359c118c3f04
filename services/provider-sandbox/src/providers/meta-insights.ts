import { randomBytes } from 'node:crypto';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import {
  addDays,
  DATA_EPOCH,
  dailyCount,
  dayRange,
  followerSeries,
  isoDay,
  onlineFollowersByHour,
} from '../generators';
import { metaPostInsights } from './meta-post-insights';

// Graph API insights of a Facebook Page (`/<page-id>/insights`, page token) and of an Instagram
// professional account (`/<ig-user-id>/insights`), one value a day. Counts follow dailyActivity of
// the account key the profile endpoints use (`meta-page:<id>`, `instagram:<id>`), and the follower
// numbers are that key's followersOn history. Instagram's online_followers is a lifetime metric
// whose daily value is an object of 24 hourly counts, kept by Meta for the last 30 days only.

const DAY_S = 24 * 3600;
const PAGE_MAX_DAYS = 93;
const INSTAGRAM_MAX_DAYS = 30;

type Period = 'day' | 'lifetime';

interface MetricSpec {
  title: string;
  description: string;
  /** The one period Graph serves the metric for; day unless said. */
  period?: Period;
  /** How many days back Graph keeps it (today included); unset: the whole history. */
  keptDays?: number;
  /** Daily value for a day; `followers` holds followersOn for the day before and the day. */
  value(key: string, date: string, followers: { before: number; on: number }): number | Record<string, number>;
}

const periodOf = (spec: MetricSpec): Period => spec.period ?? 'day';

const PAGE_METRICS: Record<string, MetricSpec> = {
  page_impressions: {
    title: 'Daily Total Impressions',
    description: 'Daily: The number of times any content from your Page or about your Page entered a person’s screen.',
    value: (key, date) => dailyCount(key, 'page_impressions', date, 1400),
  },
  page_impressions_unique: {
    title: 'Daily Total Reach',
    description:
      'Daily: The number of people who had any content from your Page or about your Page enter their screen.',
    value: (key, date) => Math.round(dailyCount(key, 'page_impressions', date, 1400) * 0.62),
  },
  page_post_engagements: {
    title: 'Daily Post Engagements',
    description:
      'Daily: The number of times people have engaged with your posts through reactions, comments, shares and more.',
    value: (key, date) => dailyCount(key, 'page_post_engagements', date, 85),
  },
  page_views_total: {
    title: 'Daily Total views count per Page',
    description: 'Daily: The number of times a Page’s profile has been viewed by logged in and logged out people.',
    value: (key, date) => dailyCount(key, 'page_views_total', date, 60),
  },
  page_fans: {
    title: 'Lifetime Total Likes',
    description: 'Lifetime: The total number of people who have liked your Page.',
    value: (_key, _date, followers) => followers.on,
  },
  page_follows: {
    title: 'Lifetime Total Follows',
    description: 'Lifetime: The total number of people who follow your Page.',
    value: (_key, _date, followers) => followers.on,
  },
};

const INSTAGRAM_METRICS: Record<string, MetricSpec> = {
  reach: {
    title: 'Reach',
    description: 'Total number of times the Business Account’s media objects have been uniquely viewed',
    value: (key, date) => dailyCount(key, 'reach', date, 900),
  },
  impressions: {
    title: 'Impressions',
    description: 'Total number of times the Business Account’s media objects have been viewed',
    value: (key, date) => Math.round(dailyCount(key, 'reach', date, 900) * 1.7),
  },
  accounts_engaged: {
    title: 'Accounts engaged',
    description: 'The number of accounts that have interacted with your content, including in ads.',
    value: (key, date) => dailyCount(key, 'accounts_engaged', date, 70),
  },
  profile_views: {
    title: 'Profile Views',
    description: 'Total number of users who have viewed the Business Account’s profile within the specified period',
    value: (key, date) => dailyCount(key, 'profile_views', date, 45),
  },
  website_clicks: {
    title: 'Website Clicks',
    description: 'Total number of taps on the website link in the Business Account’s profile',
    value: (key, date) => dailyCount(key, 'website_clicks', date, 12),
  },
  follower_count: {
    title: 'Follower Count',
    description: 'Total number of unique accounts following this profile (daily: the net new followers of the day)',
    value: (_key, _date, followers) => followers.on - followers.before,
  },
  online_followers: {
    title: 'Online Followers',
    description: 'Total number of this profile’s followers that were online during the specified range',
    period: 'lifetime',
    keptDays: 30,
    // Keys are the hours of the day in the account's time zone (the sandbox's accounts are on UTC).
    value: (key, date, followers) =>
      Object.fromEntries(onlineFollowersByHour(key, date, followers.on).map((count, hour) => [String(hour), count])),
  },
};

function graphError(message: string, code: number, status = 400, extra: Record<string, unknown> = {}): DataReply {
  return new DataReply(status, {
    error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: randomBytes(9).toString('base64url') },
  });
}

/** since/until as Graph takes them: unix seconds or a date (YYYY-MM-DD); undefined = absent, null = unreadable. */
function timeParam(value: unknown): number | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return null;
  if (/^\d{1,10}$/.test(value)) return Number(value); // up to 2286, as Graph's strtotime
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(time) ? null : time / 1000;
  }
  return null;
}

function insights(ctx: DataContext): unknown {
  const nodeId = ctx.params.nodeId ?? '';
  const postInsights = metaPostInsights(ctx, nodeId);
  if (postInsights !== undefined) return postInsights;
  const pages = ctx.token.data.pageId
    ? ctx.identity.facebookPages.filter((page) => page.id === ctx.token.data.pageId)
    : ctx.token.scopes.includes('pages_show_list')
      ? ctx.identity.facebookPages
      : [];
  const page = ctx.identity.facebookPages.find((candidate) => candidate.id === nodeId);
  const igPage = pages.find((candidate) => candidate.instagram?.id === nodeId);
  let kind: 'page' | 'instagram';
  if (page && pages.includes(page)) {
    if (ctx.token.data.pageId !== page.id)
      return graphError('(#190) This method must be called with a Page Access Token', 190);
    if (!ctx.token.scopes.includes('read_insights') || !ctx.token.scopes.includes('pages_read_engagement'))
      return graphError(
        '(#200) Requires the read_insights and pages_read_engagement permissions to access insights.',
        200,
        403,
      );
    kind = 'page';
  } else if (igPage) {
    if (!ctx.token.scopes.includes('instagram_manage_insights') || !ctx.token.scopes.includes('instagram_basic'))
      return graphError('(#10) Application does not have permission for this action', 10, 403);
    kind = 'instagram';
  } else {
    return graphError(
      `Unsupported get request. Object with ID '${nodeId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      100,
      400,
      { type: 'GraphMethodException', error_subcode: 33 },
    );
  }

  const specs = kind === 'page' ? PAGE_METRICS : INSTAGRAM_METRICS;
  const maxDays = kind === 'page' ? PAGE_MAX_DAYS : INSTAGRAM_MAX_DAYS;
  const key = kind === 'page' ? `meta-page:${nodeId}` : `instagram:${nodeId}`;
  const metricParam = ctx.query.metric;
  if (typeof metricParam !== 'string' || !metricParam.trim())
    return graphError('(#100) The parameter metric is required', 100);
  const metrics = metricParam.split(',').map((name) => name.trim());
  for (const name of metrics)
    if (!specs[name])
      return graphError(
        `(#100) metric[${metrics.indexOf(name)}] must be one of the following values: ${Object.keys(specs).join(', ')}`,
        100,
      );
  const period = ctx.query.period ?? 'day';
  const periods = [...new Set(Object.values(specs).map(periodOf))];
  if (typeof period !== 'string' || !(periods as string[]).includes(period))
    return graphError(`(#100) period must be one of the following values: ${periods.join(', ')}`, 100);
  // A call serves one period: a metric of the other one is refused, as Graph refuses a mixed call.
  const misfits = metrics.filter((name) => periodOf(specs[name] as MetricSpec) !== period);
  const [misfit] = misfits;
  if (misfit !== undefined) {
    const wanted = periodOf(specs[misfit] as MetricSpec);
    return graphError(
      `(#100) The following metrics (${misfits.join(', ')}) should be specified with parameter period=${wanted}`,
      100,
    );
  }
  const since = timeParam(ctx.query.since);
  const until = timeParam(ctx.query.until);
  if (since === null) return graphError('(#100) The parameter since must be a unix timestamp or a date', 100);
  if (until === null) return graphError('(#100) The parameter until must be a unix timestamp or a date', 100);
  const nowDay = Date.parse(`${isoDay(new Date())}T00:00:00Z`) / 1000;
  // Without since/until Graph answers the last two days.
  const end = until ?? nowDay;
  const start = since ?? end - 2 * DAY_S;
  if (start >= end) return graphError('(#100) The since parameter must be before the until parameter', 100);
  // Graph answers only the days it keeps: an older since is moved up to the oldest of them, not refused.
  const keptDays = Math.min(...metrics.map((name) => specs[name]?.keptDays ?? Infinity));
  const kept = Number.isFinite(keptDays) ? Math.min(end, Math.max(start, nowDay - (keptDays - 1) * DAY_S)) : start;
  if (end - kept > maxDays * DAY_S)
    return graphError(
      kind === 'page'
        ? `(#100) There cannot be more than ${maxDays} days (${maxDays * DAY_S} s) between since and until`
        : `(#100) The time range cannot exceed ${maxDays} days`,
      100,
    );

  // Days whose start lies in [since, until); each value's end_time is the next day at 07:00 UTC (Pacific midnight).
  const first = isoDay(new Date(Math.ceil(kept / DAY_S) * DAY_S * 1000));
  const last = isoDay(new Date((Math.ceil(end / DAY_S) - 1) * DAY_S * 1000));
  const from = first < DATA_EPOCH ? DATA_EPOCH : first;
  const to = last > isoDay(new Date()) ? isoDay(new Date()) : last;
  const days = from <= to ? dayRange(from, to) : [];
  const followers = days.length ? followerSeries(key, addDays(from, -1), to) : [];
  const data = metrics.map((name) => {
    const spec = specs[name] as MetricSpec;
    return {
      name,
      period,
      values: days.map((date, index) => ({
        value: spec.value(key, date, {
          before: followers[index]?.followers ?? 0,
          on: followers[index + 1]?.followers ?? 0,
        }),
        end_time: `${addDays(date, 1)}T07:00:00+0000`,
      })),
      title: spec.title,
      description: spec.description,
      id: `${nodeId}/insights/${name}/${period}`,
    };
  });
  const span = end - start;
  const link = (from: number, to: number) => {
    const url = new URL(`${ctx.publicUrl}/meta/${ctx.params.version ?? 'v23.0'}/${nodeId}/insights`);
    url.searchParams.set('access_token', ctx.token.value);
    url.searchParams.set('metric', metrics.join(','));
    url.searchParams.set('period', period);
    url.searchParams.set('since', String(from));
    url.searchParams.set('until', String(to));
    return url.toString();
  };
  return { data, paging: { previous: link(start - span, start), next: link(end, end + span) } };
}

export function registerMetaInsights(): void {
  // One path for both node kinds; the permissions differ (page: read_insights + pages_read_engagement
  // with a page token; Instagram: instagram_basic + instagram_manage_insights), so the handler checks them.
  registerDataEndpoint('meta', 'GET', '/:version/:nodeId/insights', insights);
}
