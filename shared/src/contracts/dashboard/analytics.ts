// zod/mini: the dashboard remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { platformKeys } from '../settings/integrations-constants';
import { analytics, analyticsDateRanges } from './dashboard-constants';

/**
 * The owner's analytics (entities: "Dashboard analytics result", validation rules: date inputs, calls: reads, business constants),
 * under `/api/dashboard/analytics`, computed from the synced daily rows.
 */

const DAY_MS = 24 * 3600 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_AGO = /^(\d{1,4})daysAgo$/;

/** A date input as the spec accepts it: `30daysAgo`, `today`, `all` or YYYY-MM-DD. */
export const dateInputSchema = z.string().check(
  z.refine(
    (value) =>
      value === 'today' ||
      value === 'all' ||
      DAYS_AGO.test(value) ||
      // A real calendar day: Date.parse alone takes 2026-02-30 as March 2.
      (ISO_DAY.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        isoDay(Date.parse(`${value}T00:00:00Z`)) === value),
    'Use YYYY-MM-DD, today, all or NdaysAgo.',
  ),
);

export const comparisonModes = ['previous_period', 'none'] as const;

/**
 * `GET /api/dashboard/analytics?range=&startDate=&endDate=&comparison=`: a named range (default
 * last 30 days), or startDate/endDate (both, or startDate alone up to today).
 */
export const analyticsQuerySchema = z.strictObject({
  range: z.optional(z.enum(analyticsDateRanges)),
  startDate: z.optional(dateInputSchema),
  endDate: z.optional(dateInputSchema),
  comparison: z.optional(z.enum(comparisonModes)),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A date input as YYYY-MM-DD (UTC), `all` being the spec's 2020-01-01. */
export function normalizeDateInput(value: string, today: string): string {
  if (value === 'today') return today;
  if (value === 'all') return analytics.allTimeStartDate;
  const ago = DAYS_AGO.exec(value);
  if (ago) return isoDay(Date.parse(`${today}T00:00:00Z`) - Number(ago[1]) * DAY_MS);
  return value;
}

export interface DateSpan {
  start: string;
  end: string;
  days: number;
}

export function spanOf(start: string, end: string): DateSpan {
  return { start, end, days: Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1 };
}

/**
 * The days a query covers, inclusive, and the period before it of the same length (for the
 * comparison). Undefined when the start is after the end.
 */
export function resolveDateRange(
  query: AnalyticsQuery,
  today: string,
): { current: DateSpan; previous: DateSpan | null } | undefined {
  const todayTime = Date.parse(`${today}T00:00:00Z`);
  let start: string;
  let end: string;
  if (query.startDate) {
    start = normalizeDateInput(query.startDate, today);
    end = query.endDate ? normalizeDateInput(query.endDate, today) : today;
  } else {
    const range = query.range ?? analytics.defaultDateRange;
    const back = { today: 0, yesterday: 1, last_7_days: 6, last_30_days: 29, last_90_days: 89, last_12_months: 364 }[
      range
    ];
    start = isoDay(todayTime - back * DAY_MS);
    end = range === 'yesterday' ? start : today;
  }
  if (start > end) return undefined;
  const current = spanOf(start, end);
  const comparison = query.comparison ?? analytics.defaultComparisonMode;
  const previous =
    comparison === 'none'
      ? null
      : spanOf(
          isoDay(Date.parse(`${start}T00:00:00Z`) - current.days * DAY_MS),
          isoDay(Date.parse(`${start}T00:00:00Z`) - DAY_MS),
        );
  return { current, previous };
}

const metricWithTrend = z.object({
  value: z.number(),
  /** Percent change against the previous period; null without a comparison or a previous value. */
  trend: z.nullable(z.number()),
});

const dateSpanSchema = z.object({ start: z.string(), end: z.string(), days: z.int() });

export const platformBreakdownSchema = z.object({
  platform: z.enum(platformKeys),
  accountId: z.string(),
  followers: z.number(),
  followerGrowth: z.nullable(z.number()),
  reach: z.number(),
  impressions: z.number(),
  engagement: z.number(),
  views: z.number(),
  /** engagement / followers, in percent (entities). */
  engagementRate: z.number(),
  /** The platform performance score (business constants) and its label (states and transitions). */
  score: z.number(),
  label: z.enum(['Excellent', 'Good', 'Fair', 'Poor']),
  advice: z.array(z.string()),
});
export type PlatformBreakdown = z.infer<typeof platformBreakdownSchema>;

/** The shop (every shop of the owner added up) scored like the other platforms, with its advice (business constants). */
export const shopPerformanceSchema = z.object({
  platform: z.literal('shopify'),
  sales: z.number(),
  orders: z.number(),
  averageOrderValue: z.number(),
  /** Orders per 100 sessions; null without a Google Analytics property (the advice says so). */
  conversionRate: z.nullable(z.number()),
  score: z.number(),
  label: z.enum(['Excellent', 'Good', 'Fair', 'Poor']),
  advice: z.array(z.string()),
});
export type ShopPerformance = z.infer<typeof shopPerformanceSchema>;

export const trendPointSchema = z.object({
  date: z.string(),
  revenue: z.number(),
  orders: z.number(),
  aov: z.number(),
  conversionRate: z.nullable(z.number()),
  roas: z.nullable(z.number()),
  reach: z.number(),
  engagement: z.number(),
  followers: z.number(),
  impressions: z.number(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const analyticsSummarySchema = z.object({
  range: dateSpanSchema,
  comparison: z.nullable(dateSpanSchema),
  currency: z.string(),
  kpis: z.object({
    totalSales: z.number(),
    totalOrders: z.number(),
    averageOrderValue: z.number(),
    totalRevenue: z.number(),
    /** Orders per 100 sessions; null without a Google Analytics property. */
    conversionRate: z.nullable(z.number()),
    totalFollowers: z.number(),
    avgEngagementRate: z.number(),
    totalReach: z.number(),
    totalImpressions: z.number(),
    totalEngagements: z.number(),
    /** Clicks per 100 impressions on the platforms that report clicks; null when none does. */
    clickThroughRate: z.nullable(z.number()),
  }),
  metrics: z.object({
    revenue: metricWithTrend,
    orders: metricWithTrend,
    aov: metricWithTrend,
    conversionRate: z.object({ value: z.nullable(z.number()), trend: z.nullable(z.number()) }),
    /** Revenue / ad spend; no ad platform is synced yet, so the spend is 15 % of revenue (said here). */
    roas: z.object({ value: z.nullable(z.number()), trend: z.nullable(z.number()), adSpendEstimated: z.boolean() }),
  }),
  /** One point a day, the last 365 days of the range at most. */
  trends: z.array(trendPointSchema),
  platformBreakdown: z.array(platformBreakdownSchema),
  /** Null when no shop is connected. */
  shop: z.nullable(shopPerformanceSchema),
  topProducts: z.array(z.object({ productTitle: z.string(), totalSales: z.number(), rank: z.int() })),
  /** The newest day any synced row has; null before the first sync. */
  lastUpdated: z.nullable(z.string()),
  metadata: z.object({
    shopConnected: z.boolean(),
    /** The platforms of the accounts connected now (every synced one while settings is out of reach). */
    platforms: z.array(z.enum(platformKeys)),
    /** How many accounts are connected now (the connection snapshot's, states and transitions). */
    connectedAccounts: z.int().check(z.minimum(0)),
    cached: z.boolean(),
  }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/**
 * What a screen shows when the summary cannot be read (error catalogue: "Dashboard summary failures
 * return zeroed metrics"): the range asked, every figure 0 or unknown, no series. Shown beside the
 * failure's reason, never as the owner's figures.
 */
export function zeroedSummary(query: AnalyticsQuery, now = Date.now()): AnalyticsSummary {
  const today = isoDay(now);
  const range = resolveDateRange(query, today) ?? resolveDateRange({}, today);
  const current = range?.current ?? { start: today, end: today, days: 1 };
  const zero = { value: 0, trend: null };
  return {
    range: current,
    comparison: range?.previous ?? null,
    currency: analytics.currency,
    kpis: {
      totalSales: 0,
      totalOrders: 0,
      averageOrderValue: 0,
      totalRevenue: 0,
      conversionRate: null,
      totalFollowers: 0,
      avgEngagementRate: 0,
      totalReach: 0,
      totalImpressions: 0,
      totalEngagements: 0,
      clickThroughRate: null,
    },
    metrics: {
      revenue: zero,
      orders: zero,
      aov: zero,
      conversionRate: { value: null, trend: null },
      roas: { value: null, trend: null, adSpendEstimated: true },
    },
    trends: [],
    platformBreakdown: [],
    shop: null,
    topProducts: [],
    lastUpdated: null,
    metadata: { shopConnected: false, platforms: [], cached: false, connectedAccounts: 0 },
  };
}
