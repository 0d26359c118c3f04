import * as z from 'zod/mini';
import { platformKeys } from '../settings/integrations-constants';
import { analyticsSummarySchema } from './analytics';

/**
 * The six analytics tools (calls: Analytics), `POST /api/dashboard/tools/:tool`, which the
 * assistant calls with the owner's session. Each is computed from the owner's synced data and says
 * which data it used; a tool whose data does not exist yet says so (`available: false`) instead of
 * inventing figures.
 */
export const analyticsToolNames = [
  'get_executive_dashboard',
  'analyze_revenue_attribution',
  'get_competitor_matrix',
  'predict_content_performance',
  'analyze_customer_ltv',
  'generate_weekly_report',
] as const;
export type AnalyticsToolName = (typeof analyticsToolNames)[number];

export const contentTypes = ['image', 'video', 'carousel', 'text'] as const;

/** The tools' parameters (the spec's defaults: 30 days). */
export const analyticsToolRequestSchema = z.strictObject({
  days: z.optional(z.int().check(z.minimum(1, 'At least 1 day.'), z.maximum(365, 'At most 365 days.'))),
  content_type: z.optional(z.enum(contentTypes)),
});
export type AnalyticsToolRequest = z.infer<typeof analyticsToolRequestSchema>;

export const analyticsToolResponseSchema = z.object({
  tool: z.enum(analyticsToolNames),
  available: z.boolean(),
  /** Why the tool has nothing to say yet (only when not available). */
  reason: z.optional(z.string()),
  /** The collections and days the answer was computed from. */
  dataUsed: z.array(z.string()),
  result: z.unknown(),
});
export type AnalyticsToolResponse = z.infer<typeof analyticsToolResponseSchema>;

export const attributionRowSchema = z.object({
  platform: z.enum(platformKeys),
  accountId: z.string(),
  engagement: z.number(),
  /** Pearson r of the account's daily engagement with the shop's daily revenue; null with too little data. */
  correlation: z.nullable(z.number()),
  /** Share of revenue attributed (positive correlations weighted by engagement), percent. */
  share: z.number(),
});

/** Why a paid order could not be placed on one of the owner's posts. */
export const unplacedReasons = ['untagged', 'no_visit', 'visit_not_read', 'other_campaign', 'unknown_post'] as const;
export type UnplacedReason = (typeof unplacedReasons)[number];

/**
 * `analyze_revenue_attribution`'s sales by post: the period's paid orders whose first visit landed
 * on a link tagged with one of the owner's posts, by post and account; which orders it used, and
 * which it could not place and why (no tags, no visit recorded, a visit synced before landing pages
 * were read, another campaign's tags, or a post id that is none of the owner's posts). The lists
 * name at most 50 orders each; the counts cover them all.
 */
export const postAttributionSchema = z.object({
  method: z.string(),
  orders: z.int(),
  revenue: z.number(),
  placedOrders: z.int(),
  placedRevenue: z.number(),
  posts: z.array(
    z.object({
      postId: z.string(),
      /** The platform the link was published on (its utm_source) and the post's account there, when it went out there. */
      platform: z.string(),
      accountId: z.nullable(z.string()),
      excerpt: z.string(),
      orders: z.int(),
      revenue: z.number(),
    }),
  ),
  used: z.array(
    z.object({
      order: z.string(),
      total: z.number(),
      postId: z.string(),
      platform: z.string(),
      accountId: z.nullable(z.string()),
    }),
  ),
  unplaced: z.object({
    untagged: z.int(),
    no_visit: z.int(),
    visit_not_read: z.int(),
    other_campaign: z.int(),
    unknown_post: z.int(),
    orders: z.array(
      z.object({
        order: z.string(),
        total: z.number(),
        reason: z.enum(unplacedReasons),
        utmContent: z.nullable(z.string()),
      }),
    ),
  }),
});
export type PostAttribution = z.infer<typeof postAttributionSchema>;

const summaryShape = analyticsSummarySchema.shape;

/**
 * `get_executive_dashboard`'s result: the dashboard's figures for the last `days` (with the period
 * before for the changes), one point a day, and each connected account's standing.
 */
export const executiveDashboardResultSchema = z.object({
  range: summaryShape.range,
  comparison: summaryShape.comparison,
  currency: z.string(),
  shopConnected: z.boolean(),
  lastUpdated: z.nullable(z.string()),
  kpis: summaryShape.kpis,
  metrics: summaryShape.metrics,
  health: z.object({ score: z.number(), status: z.string(), tips: z.array(z.string()) }),
  topProducts: summaryShape.topProducts,
  platforms: z.array(
    z.object({
      platform: z.enum(platformKeys),
      accountId: z.string(),
      followers: z.number(),
      engagement: z.number(),
      engagementRate: z.number(),
      score: z.number(),
      label: z.string(),
    }),
  ),
  days: z.array(
    z.object({ date: z.string(), revenue: z.number(), orders: z.number(), engagement: z.number(), reach: z.number() }),
  ),
});
export type ExecutiveDashboardResult = z.infer<typeof executiveDashboardResultSchema>;

/**
 * When the owner's Instagram audience is online (its online_followers, the one platform here that
 * reports followers by hour), over the days synced in the last 30: what a posting time is suggested
 * from. Each account's followers online in an hour are averaged over the days it has figures for,
 * then the accounts are added up.
 */
export const audienceHoursSchema = z.object({
  /** The hours are UTC hours; the owner's own time zone is for whoever shows them. */
  timeZone: z.literal('UTC'),
  /** 24 numbers, hour 0 first: the average followers online in that hour, one decimal. */
  hours: z.array(z.number()).check(z.length(24)),
  /** The busiest hour (0 to 23); the earliest of equals. */
  bestHour: z.int().check(z.minimum(0), z.maximum(23)),
  /** How many days the averages come from (days with figures from at least one account). */
  hoursDataDays: z.int().check(z.minimum(1)),
  /** How many Instagram accounts had figures. */
  accounts: z.int().check(z.minimum(1)),
});
export type AudienceHours = z.infer<typeof audienceHoursSchema>;

/** What a content prediction is computed from: the owner's published posts' own figures, or the accounts' daily averages. */
export const predictionBases = ['posts', 'accounts'] as const;
export type PredictionBasis = (typeof predictionBases)[number];

const postFigure = z.nullable(z.number());

/**
 * One published post on one account with its latest figures as the studio read them. Its engagement
 * is its likes, comments, shares and saves added up (a figure the platform does not report counts 0).
 */
export const postPerformanceSchema = z.object({
  postId: z.string(),
  platform: z.enum(platformKeys),
  accountId: z.string(),
  /** When it went out (ISO instant). */
  publishedAt: z.string(),
  excerpt: z.string(),
  permalink: z.nullable(z.string()),
  engagement: z.number(),
  likes: postFigure,
  comments: postFigure,
  shares: postFigure,
  saves: postFigure,
  reach: postFigure,
  clicks: postFigure,
});
export type PostPerformance = z.infer<typeof postPerformanceSchema>;

/** Average engagement per post of a group (a platform, a UTC hour, a UTC weekday) and how many posts it holds. */
const postGroupShape = { posts: z.int().check(z.minimum(1)), averageEngagement: z.number() };

/**
 * The published posts' own figures (issue 32, After publishing): the owner's posts of the content
 * type published in the period that have figures, engagement per post by platform, by hour and by
 * weekday of publishing (UTC), the best post and the top ones.
 */
export const postsPerformanceSchema = z.object({
  /** The period's first and last day (YYYY-MM-DD, UTC) the posts went out in. */
  range: z.object({ start: z.string(), end: z.string() }),
  /** How many posts (one per account it went out to) the figures come from. */
  posts: z.int().check(z.minimum(1)),
  averageEngagement: z.number(),
  byPlatform: z.array(z.object({ platform: z.enum(platformKeys), ...postGroupShape })),
  /** Only the hours (0 to 23, UTC) a post went out in. */
  byHour: z.array(z.object({ hour: z.int().check(z.minimum(0), z.maximum(23)), ...postGroupShape })),
  /** Only the weekdays (0 Sunday to 6 Saturday, UTC) a post went out on. */
  byWeekday: z.array(z.object({ weekday: z.int().check(z.minimum(0), z.maximum(6)), ...postGroupShape })),
  best: postPerformanceSchema,
  /** The most engaging posts, best first (at most 5). */
  top: z.array(postPerformanceSchema),
});
export type PostsPerformance = z.infer<typeof postsPerformanceSchema>;

/** `predict_content_performance`'s result. */
export const contentPredictionResultSchema = z.object({
  contentType: z.enum(contentTypes),
  method: z.string(),
  /**
   * 'posts' when the prediction comes from the owner's published posts of this content type and
   * their figures (`posts`); 'accounts' when there are none (or the studio was out of reach) and it
   * comes from the accounts' daily averages (`platforms`) alone. Absent in answers from before.
   */
  basis: z.optional(z.enum(predictionBases)),
  /** Why the accounts' averages were used, when they were. */
  basisReason: z.optional(z.string()),
  /** The published posts' own figures; only with basis 'posts'. */
  posts: z.optional(postsPerformanceSchema),
  /** The accounts that carry the content type, the highest expected engagement first (their daily averages, whatever the basis). */
  platforms: z.array(
    z.object({
      platform: z.enum(platformKeys),
      accountId: z.string(),
      /** Average daily engagement over the last 30 days. */
      expectedEngagement: z.number(),
      engagementRate: z.number(),
    }),
  ),
  /** Null when no Instagram account has hourly figures yet. */
  audienceHours: z.nullable(audienceHoursSchema),
});
export type ContentPredictionResult = z.infer<typeof contentPredictionResultSchema>;
