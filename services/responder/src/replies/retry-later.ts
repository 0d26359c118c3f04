import { AppError } from '@scp/service-kit/errors';

/**
 * The job should run again later: after the wait Meta asked for (a 429 with `Retry-After`, in whole
 * seconds), else with the queue's backoff. It is the kit's error, so it reads like any other refusal.
 */
export function retryLater(reason: string, delayMs?: number): AppError {
  if (delayMs === undefined) return AppError.unavailable(reason);
  return new AppError(429, 'RATE_LIMITED', reason, undefined, {
    'Retry-After': String(Math.ceil(delayMs / 1000)),
  });
}

/** The wait a job's error asks for, in milliseconds; undefined when it asks for none. */
export function retryDelayOf(err: unknown): number | undefined {
  const seconds = err instanceof AppError ? err.headers?.['Retry-After'] : undefined;
  return seconds === undefined ? undefined : Number(seconds) * 1000;
}
