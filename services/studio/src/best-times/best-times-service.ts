import { AppError } from '@scp/service-kit/errors';
import { bestTimesFrom } from '@scp/shared/contracts/studio/best-times';
import type { BestTimesQuery, BestTimesResponse } from '@scp/shared/contracts/studio/studio-api';
import { bestTimeLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { Neighbours } from '../neighbours/neighbours';

/**
 * Only the day's busiest hours stay candidates (the rest count 0): late in the day the hours left
 * today are otherwise suggested however quiet they are.
 */
export function busiestOnly(hours: readonly number[], keep: number = bestTimeLimits.busiestHours): number[] {
  const threshold = [...hours].sort((a, b) => b - a)[keep - 1] ?? 0;
  return hours.map((value) => (value >= threshold ? value : 0));
}

/**
 * 'Best time': the next hours to post on a platform, on the owner's wall clock, from the hours the
 * dashboard reads (the owner's own posts there, or the Instagram followers online). The dashboard
 * out of reach is a 503 that says so; no hours there is no times and the dashboard's reason.
 */
export function createBestTimesService(deps: { neighbours: Pick<Neighbours, 'audienceHours'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(userId: string, query: BestTimesQuery): Promise<BestTimesResponse> {
      const { platform, timeZone, days = bestTimeLimits.defaultDays } = query;
      const read = await deps.neighbours.audienceHours(userId, platform).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 503)
          throw AppError.unavailable(studioTexts.errors.bestTimesUnavailable);
        throw err;
      });
      const times = read.hours
        ? bestTimesFrom(busiestOnly(read.hours), timeZone, now(), { days, perDay: bestTimeLimits.perDay })
        : [];
      return { platform, timeZone, basis: read.basis, times, posts: read.posts, reason: read.reason };
    },
  };
}

export type BestTimesService = ReturnType<typeof createBestTimesService>;
