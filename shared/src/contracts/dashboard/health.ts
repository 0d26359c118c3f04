// zod/mini: the dashboard remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { healthStatuses, platformPerformance, type HealthStatus } from './dashboard-constants';

/**
 * The dashboard's health readings (states and transitions: "Demo data and health score", business constants: "Health score
 * (weighted reading)") and the platform performance score (states and transitions: labels, business constants: score), as the dashboard
 * service computes them (services/dashboard/src/analytics).
 */

export const healthStatusSchema = z.enum(healthStatuses.map((band) => band.status) as HealthStatus[]);

export const healthComponentKeys = ['followers', 'engagement', 'growth', 'revenue', 'diversification'] as const;
export type HealthComponentKey = (typeof healthComponentKeys)[number];

export const healthComponentSchema = z.object({
  key: z.enum(healthComponentKeys),
  /** Points earned, one decimal; at most `maxPoints`. */
  points: z.number(),
  maxPoints: z.number(),
  /** The value scored (followers, percent, sales, connected platforms). */
  input: z.number(),
  /** The value that earns `maxPoints`. */
  target: z.number(),
  /** True when `input` is the spec's default estimate rather than a measured value (growth only). */
  estimated: z.optional(z.boolean()),
  /** One sentence: what would raise this component most. */
  action: z.string(),
});
export type HealthComponent = z.infer<typeof healthComponentSchema>;

/** The weighted reading (business constants). */
export const healthReadingSchema = z.object({
  /** 0 to 100, one decimal. */
  score: z.number(),
  status: healthStatusSchema,
  statusLabel: z.string(),
  components: z.array(healthComponentSchema),
  /** At most 3: the actions of the components furthest below their maximum. */
  tips: z.array(z.string()),
  /** score × 0.9 + 10, clamped 5 to 95, one decimal. */
  benchmarkPercentile: z.number(),
});
export type HealthReading = z.infer<typeof healthReadingSchema>;

/** The simple reading (states and transitions). */
export const quickHealthReadingSchema = z.object({
  score: z.number(),
  /** The spec's fixed trend when the engagement rate is above 0, else null. */
  trend: z.nullable(z.number()),
});
export type QuickHealthReading = z.infer<typeof quickHealthReadingSchema>;

export type PlatformPerformanceLabel = (typeof platformPerformance.labels)[number]['label'];
export const platformPerformanceLabelSchema = z.enum(
  platformPerformance.labels.map((band) => band.label) as PlatformPerformanceLabel[],
);

export const platformPerformanceResultSchema = z.object({
  /** 0 to 100, one decimal. */
  score: z.number(),
  label: platformPerformanceLabelSchema,
  advice: z.array(z.string()),
});
export type PlatformPerformanceResult = z.infer<typeof platformPerformanceResultSchema>;

/** `GET /api/dashboard/health` (same query as the analytics): both readings of the owner's own data. */
export const healthResponseSchema = z.object({
  reading: healthReadingSchema,
  quick: quickHealthReadingSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
