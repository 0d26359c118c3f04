import type { BackoffOptions, BackoffStrategy } from 'bullmq';
import { retryDefaults } from '@scp/shared/contracts/app/app-constants';

/**
 * The product's one retry back-off ('Retry defaults' of the business constants: initial 1 s, multiplier 2,
 * at most 30 s, random jitter), for every job queue (docs/decisions/jobs-on-bullmq.md) and the kit's
 * platform calls. BullMQ's own exponential back-off has no cap: a job's fifth retry would wait 16 s, its
 * tenth over 8 minutes; and its jitter is off unless each queue remembers to ask for it.
 */

/** Up to this share of a delay is taken off at random, so jobs that failed together do not retry together. */
export const RETRY_JITTER_RATIO = 0.25;

/** Tries of a job: the first and `retryDefaults.maxRetries` retries. */
export const JOB_ATTEMPTS = retryDefaults.maxRetries + 1;

/**
 * The wait before retry number `retry` (1 = the first retry): 1 s, 2 s, 4 s ... capped at 30 s, then
 * up to a quarter of it taken off at random (never above the cap, never below 3/4 of the step).
 * `random` is injectable for tests.
 */
export function retryBackoffMs(retry: number, random: () => number = Math.random): number {
  const steps = Math.max(0, Math.floor(retry) - 1);
  const exponential = retryDefaults.initialDelayMs * retryDefaults.multiplier ** steps;
  const capped = Math.min(retryDefaults.maxDelayMs, exponential);
  return Math.round(retryDefaults.jitter ? capped * (1 - RETRY_JITTER_RATIO * random()) : capped);
}

/** The job option naming the back-off below: `{ attempts: JOB_ATTEMPTS, backoff: jobBackoff }`. */
export const jobBackoff = { type: 'product-retry' } as const satisfies BackoffOptions;

/** BullMQ's custom back-off (a worker's `settings.backoffStrategy`): `attemptsMade` is 1 after the first failure. */
export const jobBackoffStrategy: BackoffStrategy = (attemptsMade) => retryBackoffMs(attemptsMade);
