import { AppError } from '@scp/service-kit/errors';
import type { DateSpan } from '@scp/shared/contracts/dashboard/analytics';
import type {
  AnalyticsToolName,
  AnalyticsToolRequest,
  AnalyticsToolResponse,
  AudienceHours,
  ContentPredictionResult,
  ExecutiveDashboardResult,
  PostPerformance,
  PostsPerformance,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import { analytics as analyticsConstants } from '@scp/shared/contracts/dashboard/dashboard-constants';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { readAudienceByHour, readEngagementSeries } from './analytics-model';
import type { StudioPosts } from '../neighbours/studio-posts';
import type { AnalyticsService } from './analytics-service';
import { pearson } from '@scp/shared/contracts/dashboard/health-score';

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Where each content type is published: what a prediction for it is based on. */
const PLATFORMS_FOR: Record<string, readonly PlatformKey[]> = {
  video: ['tiktok', 'instagram', 'facebook'],
  image: ['instagram', 'facebook', 'pinterest'],
  carousel: ['instagram', 'linkedin'],
  text: ['twitter', 'linkedin', 'facebook'],
};

/**
 * The Instagram accounts' followers online by hour over `span` (see audienceHoursSchema), as the
 * tools show it: rounded, with the busiest hour.
 */
async function audienceHoursOf(userId: string, span: DateSpan, accountIds: string[]): Promise<AudienceHours | null> {
  const audience = await readAudienceByHour(userId, span, accountIds);
  if (!audience) return null;
  const { hours } = audience;
  return {
    timeZone: 'UTC',
    hours: hours.map((count) => round(count, 1)),
    bestHour: hours.indexOf(Math.max(...hours)),
    hoursDataDays: audience.days,
    accounts: audience.accounts,
  };
}

const DAY_MS = 24 * 3600 * 1000;
const TOP_POSTS = 5;

/** Average engagement per post of each group, the groups in key order. */
function groupsOf<K extends number | string>(
  posts: PostPerformance[],
  keyOf: (post: PostPerformance) => K,
): Array<{ key: K; posts: number; averageEngagement: number }> {
  const groups = new Map<K, number[]>();
  for (const post of posts) groups.set(keyOf(post), [...(groups.get(keyOf(post)) ?? []), post.engagement]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, values]) => ({
      key,
      posts: values.length,
      averageEngagement: round(values.reduce((sum, value) => sum + value, 0) / values.length, 1),
    }));
}

/**
 * The owner's published posts of a content type over `span` with their own figures (issue 32,
 * After publishing), or why there are none to go by: none published with figures yet, or the
 * studio out of reach (the accounts' averages still answer then).
 */
async function postsPerformanceOf(
  studio: StudioPosts,
  userId: string,
  type: string,
  span: DateSpan,
): Promise<{ performance: PostsPerformance } | { reason: string }> {
  let published;
  try {
    published = await studio.published(
      userId,
      new Date(`${span.start}T00:00:00Z`),
      new Date(Date.parse(`${span.end}T00:00:00Z`) + DAY_MS),
    );
  } catch (err) {
    if (err instanceof AppError && err.status === 503)
      return { reason: 'The studio could not be reached, so your published posts were not read.' };
    throw err;
  }
  const posts: PostPerformance[] = published
    .filter((post) => post.contentType === type && post.figuresDay !== null)
    .map(({ contentType: _type, figuresDay: _day, ...post }) => ({
      ...post,
      engagement: (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0) + (post.saves ?? 0),
    }));
  const ranked = [...posts].sort(
    (a, b) => b.engagement - a.engagement || Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
  );
  const best = ranked[0];
  if (!best) return { reason: `No ${type} post published from ${span.start} to ${span.end} has figures yet.` };
  const total = posts.reduce((sum, post) => sum + post.engagement, 0);
  return {
    performance: {
      range: { start: span.start, end: span.end },
      posts: posts.length,
      averageEngagement: round(total / posts.length, 1),
      byPlatform: groupsOf(posts, (post) => post.platform)
        .map(({ key, ...group }) => ({ platform: key, ...group }))
        .sort((a, b) => b.averageEngagement - a.averageEngagement),
      byHour: groupsOf(posts, (post) => new Date(post.publishedAt).getUTCHours()).map(({ key, ...group }) => ({
        hour: key,
        ...group,
      })),
      byWeekday: groupsOf(posts, (post) => new Date(post.publishedAt).getUTCDay()).map(({ key, ...group }) => ({
        weekday: key,
        ...group,
      })),
      best,
      top: ranked.slice(0, TOP_POSTS),
    },
  };
}

/**
 * The six tools of calls, computed from the owner's synced rows through the same summary
 * the dashboard shows. Where the data a tool needs is not synced (competitors, customers), it says
 * so rather than making figures up.
 */
export function createAnalyticsTools(analytics: AnalyticsService, studio: StudioPosts) {
  const range = (days: number) => ({ startDate: `${days - 1}daysAgo`, endDate: 'today' });

  const tools: Record<
    AnalyticsToolName,
    (userId: string, request: AnalyticsToolRequest) => Promise<Omit<AnalyticsToolResponse, 'tool'>>
  > = {
    async get_executive_dashboard(userId, request) {
      const days = request.days ?? 30;
      const [summary, health] = await Promise.all([
        analytics.summary(userId, range(days)),
        analytics.health(userId, range(days)),
      ]);
      return {
        available: true,
        dataUsed: [`shop and platform daily rows, ${summary.range.start} to ${summary.range.end}`],
        result: {
          range: summary.range,
          comparison: summary.comparison,
          currency: summary.currency,
          shopConnected: summary.metadata.shopConnected,
          lastUpdated: summary.lastUpdated,
          kpis: summary.kpis,
          metrics: summary.metrics,
          health: { score: health.reading.score, status: health.reading.status, tips: health.reading.tips },
          topProducts: summary.topProducts,
          platforms: summary.platformBreakdown.map(
            ({ platform, accountId, followers, engagement, engagementRate, score, label }) => ({
              platform,
              accountId,
              followers,
              engagement,
              engagementRate,
              score,
              label,
            }),
          ),
          days: summary.trends.map(({ date, revenue, orders, engagement, reach }) => ({
            date,
            revenue,
            orders,
            engagement,
            reach,
          })),
        } satisfies ExecutiveDashboardResult,
      };
    },

    async analyze_revenue_attribution(userId, request) {
      const days = request.days ?? analyticsConstants.revenueAttributionDays;
      const summary = await analytics.summary(userId, range(days));
      if (!summary.metadata.shopConnected)
        return {
          available: false,
          reason: 'No shop is connected: there is no revenue to attribute.',
          dataUsed: [],
          result: null,
        };
      const revenue = new Map(summary.trends.map((point) => [point.date, point.revenue]));
      const series = await readEngagementSeries(userId, summary.range);
      const rows = series.map((account) => {
        const engagement = account.days.map((day) => day.engagement);
        const sales = account.days.map((day) => revenue.get(day.date) ?? 0);
        const correlation = pearson(engagement, sales);
        return {
          platform: account.platform,
          accountId: account.accountId,
          engagement: engagement.reduce((sum, value) => sum + value, 0),
          correlation,
        };
      });
      // Correlation is not causation: only accounts whose engagement moves with revenue get a
      // share, in proportion to their engagement; the rest of the revenue stays unattributed.
      const weights = rows.map((row) => Math.max(0, row.correlation ?? 0) * row.engagement);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const strongest = Math.max(0, ...rows.map((row) => row.correlation ?? 0));
      const attributed = round(strongest * 100, 1);
      return {
        available: true,
        dataUsed: [`shop revenue and platform engagement per day, ${summary.range.start} to ${summary.range.end}`],
        result: {
          method: 'Correlation of each account’s daily engagement with the shop’s daily revenue',
          revenue: summary.kpis.totalRevenue,
          platforms: rows.map((row, index) => ({
            ...row,
            correlation: row.correlation === null ? null : round(row.correlation),
            share: total > 0 ? round(((weights[index] ?? 0) / total) * attributed, 1) : 0,
          })),
          unattributedShare: round(100 - (total > 0 ? attributed : 0), 1),
        },
      };
    },

    async get_competitor_matrix() {
      return {
        available: false,
        reason: 'No competitors are recorded yet: add them during onboarding to compare against them.',
        dataUsed: [],
        result: null,
      };
    },

    async predict_content_performance(userId, request) {
      const type = request.content_type ?? 'image';
      const summary = await analytics.summary(userId, range(30));
      const candidates = summary.platformBreakdown.filter((row) => (PLATFORMS_FOR[type] ?? []).includes(row.platform));
      // The owner's own published posts say more than the accounts' averages: they are used when there are any.
      const fromPosts = await postsPerformanceOf(studio, userId, type, summary.range);
      const performance = 'performance' in fromPosts ? fromPosts.performance : undefined;
      if (candidates.length === 0 && !performance)
        return {
          available: false,
          reason: `No connected account publishes ${type} content yet.`,
          dataUsed: [],
          result: null,
        };
      // The audience is the same people whatever is posted, so its hours go with every content type.
      const audienceHours = await audienceHoursOf(
        userId,
        summary.range,
        summary.platformBreakdown.filter((row) => row.platform === 'instagram').map((row) => row.accountId),
      );
      const span = `${summary.range.start} to ${summary.range.end}`;
      return {
        available: true,
        dataUsed: [
          ...(performance ? [`${performance.posts} published ${type} posts with their latest figures, ${span}`] : []),
          `platform daily rows, ${span}`,
          ...(audienceHours ? [`Instagram followers online by hour, ${span}`] : []),
        ],
        result: {
          contentType: type,
          method: performance
            ? `Engagement per published ${type} post (likes, comments, shares and saves) by platform, hour and weekday, last 30 days; your accounts' average daily engagement beside it`
            : 'Average daily engagement of your accounts that carry this content type, last 30 days',
          ...(performance
            ? { basis: 'posts' as const, posts: performance }
            : { basis: 'accounts' as const, basisReason: 'reason' in fromPosts ? fromPosts.reason : undefined }),
          platforms: candidates
            .map((row) => ({
              platform: row.platform,
              accountId: row.accountId,
              expectedEngagement: round(row.engagement / summary.range.days, 1),
              engagementRate: row.engagementRate,
            }))
            .sort((a, b) => b.expectedEngagement - a.expectedEngagement),
          audienceHours,
        } satisfies ContentPredictionResult,
      };
    },

    async analyze_customer_ltv(userId) {
      const summary = await analytics.summary(userId, range(90));
      return {
        available: false,
        reason:
          'Customers are not synced from the shop yet, so lifetime value cannot be computed. Order figures follow.',
        dataUsed: [`shop daily rows, ${summary.range.start} to ${summary.range.end}`],
        result: { orders90Days: summary.kpis.totalOrders, averageOrderValue: summary.kpis.averageOrderValue },
      };
    },

    async generate_weekly_report(userId) {
      const [week, health] = await Promise.all([
        analytics.summary(userId, range(7)),
        analytics.health(userId, range(7)),
      ]);
      const best = [...week.trends].sort((a, b) => b.revenue - a.revenue)[0];
      return {
        available: true,
        dataUsed: [`shop and platform daily rows, ${week.range.start} to ${week.range.end}, and the 7 days before`],
        result: {
          period: week.range,
          revenue: week.metrics.revenue,
          orders: week.metrics.orders,
          averageOrderValue: week.metrics.aov,
          followers: week.kpis.totalFollowers,
          engagements: week.kpis.totalEngagements,
          bestDay: best && best.revenue > 0 ? { date: best.date, revenue: best.revenue } : null,
          topProduct: week.topProducts[0] ?? null,
          health: { score: health.reading.score, status: health.reading.status },
          tips: health.reading.tips,
        },
      };
    },
  };

  return {
    async run(name: AnalyticsToolName, userId: string, request: AnalyticsToolRequest): Promise<AnalyticsToolResponse> {
      return { tool: name, ...(await tools[name](userId, request)) };
    },
  };
}

export type AnalyticsTools = ReturnType<typeof createAnalyticsTools>;
