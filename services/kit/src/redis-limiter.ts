import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClient } from './redis';

/** A limiter call slower than this counts as Redis away: the caller answers 503, never "unlimited". */
export const LIMITER_TIMEOUT_MS = 500;

/** Rejects with `Error(message)` when `promise` has not settled within `ms`; the timer never outlives it. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A counter's state: points used and left, and when the window ends. */
export type LimiterState = RateLimiterRes;

/** A counter per key in Redis, shared by every instance; each call bounded by LIMITER_TIMEOUT_MS. */
export interface RedisLimiter {
  /** The key's state, or null when it has no points used in the current window. */
  get(key: string): Promise<LimiterState | null>;
  /** Uses one point; rejects with the state (see `isLimitReached`) when none is left. */
  consume(key: string): Promise<LimiterState>;
  /** Gives one point back (a point consumed for a key that turned out not to be the caller's). */
  reward(key: string): Promise<LimiterState>;
  delete(key: string): Promise<boolean>;
}

/**
 * A fixed-window counter in Redis. Redis not ready rejects at once (`rejectIfRedisNotReady`) and a
 * slow Redis times out, so callers fail closed; a timeout rejects with `${name} timed out`.
 */
export function createRedisLimiter(options: {
  redis: RedisClient;
  /** Names the counter in logs ("rate limiter", "sign-in throttle"). */
  name: string;
  keyPrefix: string;
  points: number;
  windowSeconds: number;
}): RedisLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: options.redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.windowSeconds,
  });
  const bounded = <T>(promise: Promise<T>): Promise<T> =>
    withTimeout(promise, LIMITER_TIMEOUT_MS, `${options.name} timed out`);
  return {
    get: (key) => bounded(limiter.get(key)),
    consume: (key) => bounded(limiter.consume(key)),
    reward: (key) => bounded(limiter.reward(key)),
    delete: (key) => bounded(limiter.delete(key)),
  };
}

/** True for a `consume` rejection that means "no points left" (anything else is Redis failing). */
export function isLimitReached(rejection: unknown): rejection is LimiterState {
  return rejection instanceof RateLimiterRes;
}

/** The Retry-After header for a limited request: whole seconds until the window ends, at least 1. */
export function retryAfterHeader(state: LimiterState): { 'Retry-After': string } {
  return { 'Retry-After': String(Math.max(1, Math.ceil(state.msBeforeNext / 1000))) };
}
