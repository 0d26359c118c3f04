import * as z from 'zod/mini';
import { platformKeys } from '../integrations/integrations-constants';
import { analyticsSummarySchema } from './analytics';

/**
 * The six analytics tools (dashboard §7 Analytics), `POST /api/dashboard/tools/:tool`, which the
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
