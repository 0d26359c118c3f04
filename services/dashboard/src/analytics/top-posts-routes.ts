import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { TOP_POSTS_DAYS, type TopPostsResponse } from '@scp/shared/contracts/dashboard/top-posts';
import type { PostPerformanceService } from './post-performance';

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The engagement tab's Top posts: the owner's most engaging published posts of the last 30 days. */
export function registerTopPostsRoutes(router: Router, posts: PostPerformanceService): void {
  router.get('/top-posts', async (req, res) => {
    const userId = userIdOf(req);
    const now = Date.now();
    const span = { start: dayOf(now - (TOP_POSTS_DAYS - 1) * DAY_MS), end: dayOf(now) };
    res.json((await posts.top(userId, span)) satisfies TopPostsResponse);
  });
}
