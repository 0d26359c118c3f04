import type { DateSpan } from '@scp/shared/contracts/dashboard/analytics';
import type {
  AnalyticsToolName,
  AnalyticsToolRequest,
  AnalyticsToolResponse,
  AudienceHours,
  ContentPredictionResult,
  ExecutiveDashboardResult,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import type { CompetitorMatrixResult } from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import { LTV_TOOL_COHORTS, type CustomerLtvResult } from '@scp/shared/contracts/dashboard/customers';
import { analytics as analyticsConstants } from '@scp/shared/contracts/dashboard/dashboard-constants';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { readCustomerFigures } from '../customers/customer-figures';
import type { PostSalesService } from '../customers/post-sales';
import { readAudienceByHour, readEngagementSeries } from './analytics-model';
import type { AnalyticsService } from './analytics-service';
import type { CompetitorsService } from '../competitors/competitors-service';
import type { PostPerformanceService } from './post-performance';
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

/**
 * The six tools of calls, computed from the owner's synced rows through the same summary
 * the dashboard shows. Where the data a tool needs is not synced (competitors, a shop's customers),
 * it says so rather than making figures up.
 */
export function createAnalyticsTools(
  analytics: AnalyticsService,
  posts: PostPerformanceService,
  competitors?: Pick<CompetitorsService, 'fromSnapshots'>,
  postSales?: PostSalesService,
) {
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
      // Sales by post: the orders their tagged links brought, beside the correlation (which is no proof).
      const byPost = postSales
        ? await postSales.attribution(userId, summary.range.start, summary.range.end).catch(() => null)
        : null;
      return {
        available: true,
        dataUsed: [
          `shop revenue and platform engagement per day, ${summary.range.start} to ${summary.range.end}`,
          byPost
            ? `${byPost.orders} paid shop orders with their landing pages and the studio's published posts, ${summary.range.start} to ${summary.range.end}`
            : 'sales by post: the studio could not be asked for its posts',
        ],
        result: {
          posts: byPost,
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

    async get_competitor_matrix(userId) {
      const none = { available: false, dataUsed: [], result: null };
      if (!competitors) return { ...none, reason: competitorsTexts.matrixNone };
      // From the daily snapshots only: asking the assistant reads no platform.
      const answer = await competitors.fromSnapshots(userId);
      if (answer.competitors.length === 0) return { ...none, reason: competitorsTexts.matrixNone };
      const days = answer.competitors.flatMap((competitor) =>
        (competitor.figures?.followersTrend ?? []).map((point) => point.date),
      );
      if (days.length === 0) return { ...none, reason: competitorsTexts.matrixNoSnapshots };
      const start = days.reduce((a, b) => (a < b ? a : b));
      const end = days.reduce((a, b) => (a > b ? a : b));
      const result: CompetitorMatrixResult = {
        range: { start, end },
        competitors: answer.competitors.map((competitor) => ({
          platform: competitor.platform,
          handle: competitor.handle,
          name: competitor.name,
          snapshotDay: competitor.snapshotDay,
          followers: competitor.figures?.followers ?? null,
          followersChange: competitor.figures?.followersChange ?? null,
          postsPerWeek: competitor.figures?.postsPerWeek ?? null,
          avgEngagementPerPost: competitor.figures?.avgEngagementPerPost ?? null,
          topPost: competitor.figures?.topPosts[0] ?? null,
          problem: competitor.problem,
        })),
        own: answer.own.map((account) => ({
          platform: account.platform,
          accountId: account.accountId,
          name: account.name,
          followers: account.figures.followers,
          followersChange: account.figures.followersChange,
          postsPerWeek: account.figures.postsPerWeek,
          avgEngagementPerPost: account.figures.avgEngagementPerPost,
        })),
      };
      return {
        available: true,
        dataUsed: [
          `competitor snapshots, ${start} to ${end}`,
          "the owner's platform daily rows and published posts of the last 30 days",
        ],
        result,
      };
    },

    async predict_content_performance(userId, request) {
      const type = request.content_type ?? 'image';
      const summary = await analytics.summary(userId, range(30));
      const candidates = summary.platformBreakdown.filter((row) => (PLATFORMS_FOR[type] ?? []).includes(row.platform));
      // The owner's own published posts say more than the accounts' averages: they are used when there are any.
      const fromPosts = await posts.ofType(userId, type, summary.range);
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
      const [summary, customers] = await Promise.all([
        analytics.summary(userId, range(90)),
        readCustomerFigures(userId),
      ]);
      const orders = { orders90Days: summary.kpis.totalOrders, averageOrderValue: summary.kpis.averageOrderValue };
      const days = `shop daily rows, ${summary.range.start} to ${summary.range.end}`;
      if (!customers.hasData || !customers.range)
        return {
          available: false,
          reason:
            'No synced shop order names its customer yet, so lifetime value cannot be computed. Order figures follow.',
          dataUsed: [days],
          result: orders,
        };
      return {
        available: true,
        dataUsed: [
          `shop orders with the customers who placed them, ${customers.range.start} to ${customers.range.end}`,
          days,
        ],
        result: {
          ...customers,
          cohorts: customers.cohorts.slice(-LTV_TOOL_COHORTS),
          ...orders,
        } satisfies CustomerLtvResult,
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
