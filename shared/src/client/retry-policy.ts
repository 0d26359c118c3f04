import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { dataFetchRetry, monitoring } from '../contracts/app/app-constants';
import { recordSlowOperation } from './error-reporting';

/**
 * The spec's data-fetch retry policy (error catalogue: 'Data fetch retry policy' and business constants: 'Data cache'):
 * no retry on 401, 403, 404 or an "unauthorised" message; queries retry up to 3 times with an
 * exponential delay (1 s doubling, at most 30 s, random jitter per the 'Retry defaults');
 * mutations retry once after 1 s. Everything here is pure so the policy is testable without timers.
 */

export type RequestKind = 'query' | 'mutation';

/** What the policy needs to know about a failure: an HTTP status (if there was an answer) and its text. */
export interface FailureFacts {
  status: number | null;
  message: string;
}

const NO_RETRY_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);
const UNAUTHORISED_PATTERN = /unauthori[sz]ed/i;

/** True when retrying cannot help: the caller is not signed in, not allowed, or the thing does not exist. */
export function isPermanentFailure(failure: FailureFacts): boolean {
  if (failure.status !== null && NO_RETRY_STATUSES.has(failure.status)) return true;
  return UNAUTHORISED_PATTERN.test(failure.message);
}

/**
 * A write the server answered with a 4xx (other than 408 Request Timeout) was understood and refused:
 * sending it again cannot change the answer, shows the error a second later, and for sign-in would
 * count a second failed attempt against the account (429 throttling).
 */
export function isRefusedWrite(failure: FailureFacts): boolean {
  return failure.status !== null && failure.status >= 400 && failure.status < 500 && failure.status !== 408;
}

export function maxRetriesFor(kind: RequestKind): number {
  return kind === 'query' ? dataFetchRetry.queryMaxRetries : dataFetchRetry.mutationMaxRetries;
}

/**
 * Whether to retry after the `attempt`-th failure (1 = the first request failed). `maxRetries`: an
 * endpoint's own number (its `extraOptions.maxRetries`, e.g. the dashboard's 2), else the kind's.
 */
export function shouldRetry(
  kind: RequestKind,
  attempt: number,
  failure: FailureFacts,
  maxRetries: number = maxRetriesFor(kind),
): boolean {
  if (isPermanentFailure(failure)) return false;
  if (kind === 'mutation' && isRefusedWrite(failure)) return false;
  return attempt <= maxRetries;
}

/**
 * Delay before retry number `retry` (1-based). Queries: 1 s, 2 s, 4 s ... capped at 30 s, plus up
 * to 10 % random jitter (still capped) so many tabs that failed together do not retry in lockstep.
 * Mutations: a fixed 1 s. `random` is injectable for tests.
 */
export function retryDelayMs(kind: RequestKind, retry: number, random: () => number = Math.random): number {
  if (kind === 'mutation') return dataFetchRetry.mutationRetryDelayMs;
  const exponential = dataFetchRetry.initialDelayMs * dataFetchRetry.multiplier ** Math.max(0, retry - 1);
  const jitter = exponential * dataFetchRetry.jitterRatio * random();
  return Math.min(dataFetchRetry.maxDelayMs, Math.round(exponential + jitter));
}

/** Reads status and message out of a fetchBaseQuery error, including our `{ error: { code, message } }` body. */
export function failureFactsOf(error: FetchBaseQueryError): FailureFacts {
  if (typeof error.status === 'number') return { status: error.status, message: bodyMessage(error.data) };
  if (error.status === 'PARSING_ERROR') return { status: error.originalStatus, message: error.error };
  if (error.status === 'CUSTOM_ERROR') return { status: null, message: error.error };
  return { status: null, message: error.error };
}

function bodyMessage(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const inner = (data as { error: unknown }).error;
    if (typeof inner === 'object' && inner !== null && 'message' in inner) {
      const message = (inner as { message: unknown }).message;
      if (typeof message === 'string') return message;
    }
    if (typeof inner === 'string') return inner;
  }
  if (typeof data === 'string') return data;
  return '';
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export interface RetryRuntime {
  /** Resolves after `ms`, or rejects when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  random: () => number;
}

/**
 * The timers the app's api waits with. Exported so screen tests can skip the waits and still see every
 * retry the policy makes (`installFakeApi` in fake-api.test-helper.ts); the delays themselves are
 * proved with an injected runtime in retry-policy.test.ts.
 */
export const retryRuntime: RetryRuntime = {
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) {
        reject(new Error('Aborted'));
        return;
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    }),
  random: Math.random,
};

/**
 * Wraps a fetchBaseQuery-style base query with the policy above. RTK's own `retry` enhancer has
 * one backoff for queries and mutations alike, which the spec does not.
 */
export function withRetryPolicy(baseQuery: AppBaseQuery, runtime: RetryRuntime = retryRuntime): AppBaseQuery {
  return async (args, api, extraOptions) => {
    const kind: RequestKind = api.type;
    // An endpoint may set its own number of retries (`extraOptions: { maxRetries }`, the dashboard's 2).
    const maxRetries = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? maxRetriesFor(kind);
    for (let attempt = 1; ; attempt += 1) {
      const started = Date.now();
      const result = await baseQuery(args, api, extraOptions);
      const took = Date.now() - started;
      if (took > monitoring.slowOperationMs) recordSlowOperation(`${api.type} ${api.endpoint}`, took);
      if (!result.error) return result;
      if (api.signal.aborted || !shouldRetry(kind, attempt, failureFactsOf(result.error), maxRetries)) return result;
      try {
        await runtime.sleep(retryDelayMs(kind, attempt, runtime.random), api.signal);
      } catch {
        return result;
      }
    }
  };
}
