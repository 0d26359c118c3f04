import { AppError } from '@scp/service-kit/errors';
import { isoDay } from '@scp/shared/contracts/dashboard/analytics';
import {
  audienceHoursLimits,
  type AudienceHoursQuery,
  type AudienceHoursResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import { readAudienceByHour } from './analytics-model';
import type { AnalyticsService } from './analytics-service';
import type { PostPerformanceService } from './post-performance';

const DAY_MS = 24 * 3600 * 1000;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * When posting on a platform does best for the owner, by UTC hour, for the studio's 'Best time':
 * the owner's own posts there once enough of them have figures, else (Instagram only) the followers
 * online by hour, else nothing and why. Never hours made up from neither.
 */
export function createAudienceHours(deps: {
  analytics: AnalyticsService;
  posts: PostPerformanceService;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  /** The connected Instagram accounts' followers online by hour over the last 30 days, as the assistant's tools read them. */
  async function instagramHours(userId: string) {
    const summary = await deps.analytics.summary(userId, { range: 'last_30_days', comparison: 'none' });
    const accountIds = summary.platformBreakdown
      .filter((row) => row.platform === 'instagram')
      .map((row) => row.accountId);
    return readAudienceByHour(userId, summary.range, accountIds);
  }

  return {
    async of(userId: string, { platform }: AudienceHoursQuery): Promise<AudienceHoursResponse> {
      const { postsDays, minPosts, minHours } = audienceHoursLimits;
      const span = { start: isoDay(now() - (postsDays - 1) * DAY_MS), end: isoDay(now()) };
      // The studio (which owns the posts) out of reach: the followers' hours may still answer on
      // Instagram; without them its 503 stands rather than a 'too few posts' that may be untrue.
      let unreadable: AppError | undefined;
      const fromPosts = await deps.posts.byHourOn(userId, platform, span).catch((err: unknown) => {
        if (!(err instanceof AppError && err.status === 503)) throw err;
        unreadable = err;
        return { posts: 0, hoursWithPosts: 0, hours: [] };
      });
      const answer = { platform, posts: fromPosts.posts, audienceDays: 0 };
      if (fromPosts.posts >= minPosts && fromPosts.hoursWithPosts >= minHours)
        return { ...answer, basis: 'posts', hours: fromPosts.hours, reason: null };
      const audience = platform === 'instagram' ? await instagramHours(userId) : null;
      if (audience)
        return {
          ...answer,
          basis: 'audience',
          hours: audience.hours.map(round),
          audienceDays: audience.days,
          reason: null,
        };
      if (unreadable) throw unreadable;
      return {
        ...answer,
        basis: null,
        hours: null,
        reason: platform === 'instagram' ? 'no_audience_hours' : 'few_posts',
      };
    },
  };
}

export type AudienceHours = ReturnType<typeof createAudienceHours>;
