/**
 * The business constants of the dashboard, the health score and analytics (screens and routes, states and transitions, business constants).
 * Durations are in milliseconds unless the name says otherwise.
 * "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { HOUR, MEGABYTE, MINUTE } from '../app/time-units';

export const dashboard = {
  healthRingAnimationMs: 2500,
  sparklinePoints: 7,
  /** Progress-bar maxima of the Performance tab. */
  performanceBarMax: { conversionRate: 10, clickThroughRate: 10, returnOnAdSpend: 5 },
  performanceBarSegments: 3,
  demoDataDefault: true,
  demoHealthScore: 96,
  queryStaleMs: 5 * MINUTE,
  refreshIntervalMs: 5 * MINUTE,
  queryRetries: 2,
  syncIntervalMs: 5 * MINUTE,
  chartSpanDays: 30,
} as const;

/** Health status bands: the lowest score of each band, best first. */
export const healthStatuses = [
  { status: 'excellent', min: 85 },
  { status: 'good', min: 70 },
  { status: 'warning', min: 50 },
  { status: 'critical', min: Number.NEGATIVE_INFINITY },
] as const;
export type HealthStatus = (typeof healthStatuses)[number]['status'];

/** The simple health model (states and transitions). */
export const healthScoreSimple = {
  base: 50,
  engagement: { multiplier: 5, max: 25 },
  tiktokGrowth: { multiplier: 3, max: 15 },
  correlationMax: 10,
  min: 0,
  max: 100,
  /** Trend shown when the engagement rate is above 0. */
  fixedTrend: 4.2,
} as const;

/** The weighted health model (business constants). Percentages are in percent units (5.5 = 5.5 %). */
export const healthScoreWeighted = {
  followers: { weight: 0.25, target: 20000 },
  engagement: { weight: 0.35, targetPercent: 5.5 },
  growth: { weight: 0.2, targetPercent: 5, defaultEstimatePercent: 2.5 },
  revenue: { weight: 0.2, salesForCap: 10000, capPoints: 50 },
  diversification: { pointsPerPlatform: 1.5, maxPoints: 5 },
  maxTips: 3,
  benchmark: { multiplier: 0.9, offset: 10, min: 5, max: 95 },
} as const;

/** Platform performance score (business constants) and its labels (states and transitions). */
export const platformPerformance = {
  followers: { maxPoints: 40, atValue: 10000 },
  engagement: { maxPoints: 30, atValue: 1000 },
  followerGrowth: { maxPoints: 30, pointsPerPercent: 3 },
  ecommerceSales: { maxPoints: 50, atValue: 10000 },
  scoreWhenNoPartContributes: 25,
  scoreWhenNoData: 0,
  labels: [
    { label: 'Excellent', min: 80 },
    { label: 'Good', min: 60 },
    { label: 'Fair', min: 40 },
    { label: 'Poor', min: Number.NEGATIVE_INFINITY },
  ],
  advice: {
    engagementExcellentAbovePercent: 3,
    engagementGoodAbovePercent: 1,
    growthFlaggedBelowPercent: 1,
    averageOrderValueBelow: 50,
    conversionBelowPercent: 2,
  },
} as const;

export const analyticsDateRanges = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_12_months',
] as const;
export type AnalyticsDateRange = (typeof analyticsDateRanges)[number];

export const analytics = {
  defaultDateRange: 'last_30_days' as AnalyticsDateRange,
  defaultComparisonMode: 'previous_period',
  tabs: ['overview', 'deep-dive'],
  pageSize: 100,
  maxPerBatch: 1000,
  maxDateBuckets: 365,
  maxPlatformAccounts: 50,
  memoryWarningBytes: [100 * MEGABYTE, 200 * MEGABYTE],
  queryStaleMs: 5 * MINUTE,
  queryCacheMs: 10 * MINUTE,
  queryRetries: 2,
  topProductsLimit: 5,
  /** Ad spend is assumed to be this share of revenue when unknown (for ROAS). */
  adSpendFallbackShare: 0.15,
  currency: 'USD',
  currencyDecimals: 0,
  compactThousand: 1000,
  compactMillion: 1000000,
  /** 'all' means from this date to today. */
  allTimeStartDate: '2020-01-01',
  revenueAttributionDays: 30,
  competitorMatrixDays: 30,
} as const;

/** How fresh a cached analytics answer must be for its reader: high the freshest (business constants: cache priority). */
export const analyticsCachePriorities = ['high', 'medium', 'low'] as const;
export type AnalyticsCachePriority = (typeof analyticsCachePriorities)[number];

/** Cache lifetime by date range (7 days or fewer real-time, up to 30 daily, else historical) and priority. */
export const analyticsCacheTtlMs = {
  realtime: { maxRangeDays: 7, high: 2 * MINUTE, medium: 5 * MINUTE, low: 10 * MINUTE },
  daily: { maxRangeDays: 30, high: 15 * MINUTE, medium: 30 * MINUTE, low: 60 * MINUTE },
  historical: { high: 2 * HOUR, medium: 6 * HOUR, low: 24 * HOUR },
} as const;

/**
 * Connection snapshot (entities, states and transitions): valid 30 s, built under a per-user lock taken in up to 3
 * attempts with 200 ms then 400 ms between them. The values live with the account-id rules it applies.
 */
export { connectionSnapshot } from '../settings/integrations-constants';
