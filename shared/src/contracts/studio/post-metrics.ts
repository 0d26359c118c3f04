import * as z from 'zod/mini';
import { postMetricsSchema } from '../settings/publishing-internal';
import { postPlatforms } from './studio-constants';

/**
 * After publishing (issue 32): each published target's likes, comments, shares, saves, reach and
 * clicks, read from its platform through settings once a day for its first 30 days and kept one
 * row per target per day. A figure is null where the platform has no such figure (settings'
 * publishing-internal.ts `postMetricsSchema` says which and what reach means per platform).
 */

/** How many days after it went out a target's figures are read. */
export const METRICS_READ_DAYS = 30;

/** The figures of one read, with the UTC day it counts for and when it was made. */
export const metricsReadingSchema = z.object({
  ...postMetricsSchema.shape,
  /** The UTC day (YYYY-MM-DD) the read belongs to: one per target and day. */
  day: z.string(),
  /** When it was read (ISO instant); the figures are lifetime totals up to then. */
  readAt: z.string(),
});
export type MetricsReading = z.infer<typeof metricsReadingSchema>;

/** A target's latest figures, as the post's answer carries them (`post.metrics`). */
export const targetMetricsSchema = z.object({
  ...metricsReadingSchema.shape,
  platform: z.enum(postPlatforms),
  accountId: z.string(),
});
export type TargetMetrics = z.infer<typeof targetMetricsSchema>;

/** `GET /api/studio/posts/:postId/metrics`: each published target's daily series, oldest day first. */
export const postMetricsSeriesResponseSchema = z.object({
  postId: z.string(),
  targets: z.array(
    z.object({
      platform: z.enum(postPlatforms),
      accountId: z.string(),
      /** When the target went out (ISO instant): its figures are read for METRICS_READ_DAYS from then. */
      publishedAt: z.nullable(z.string()),
      days: z.array(metricsReadingSchema),
    }),
  ),
});
export type PostMetricsSeriesResponse = z.infer<typeof postMetricsSeriesResponseSchema>;
