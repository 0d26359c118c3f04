import * as z from 'zod/mini';
import { postPerformanceSchema } from './analytics-tools';

/** How many days back the dashboard's Top posts look (the dashboard's own period). */
export const TOP_POSTS_DAYS = 30;

/**
 * `GET /api/dashboard/top-posts`: the owner's most engaging published posts of the last
 * TOP_POSTS_DAYS days (UTC), best first, at most 5, each account a post went out to on its own, with
 * their latest figures as the studio read them. Empty when none went out with figures yet.
 */
export const topPostsResponseSchema = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  posts: z.array(postPerformanceSchema),
});
export type TopPostsResponse = z.infer<typeof topPostsResponseSchema>;
