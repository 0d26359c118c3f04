import { createHash } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { authServerMessages } from '@scp/shared/contracts/auth';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';

const LIMITER_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('sign-in throttle timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export interface SignInThrottle {
  /** Throws 429 (with Retry-After) when this email from this address has failed too often; 503 when Redis is away. */
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful sign-in forgets the failures of this email from this address. */
  reset(email: string, ip: string): Promise<void>;
}

/**
 * Failed sign-ins per (email, client address) in Redis (security requirement 7): after
 * `maxFailures` within the window the password is no longer even checked. Keyed by the pair, so
 * an attacker cannot lock the owner out from another address. The email is hashed in the key:
 * Redis holds no addresses. Redis away is a 503, never an unthrottled sign-in.
 */
export function createSignInThrottle(options: {
  redis: RedisClient;
  logger: Logger;
  maxFailures: number;
  windowSeconds: number;
}): SignInThrottle {
  const { maxFailures, logger } = options;
  const limiter = new RateLimiterRedis({
    storeClient: options.redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: 'rl:sign-in-failures',
    points: maxFailures,
    duration: options.windowSeconds,
  });
  const keyOf = (email: string, ip: string): string =>
    `${createHash('sha256').update(email).digest('base64url')}:${ip}`;
  const unavailable = (err: unknown): AppError => {
    logger.warn({ err }, 'sign-in throttle unavailable');
    return AppError.unavailable();
  };

  return {
    async assertAllowed(email, ip) {
      let state: RateLimiterRes | null;
      try {
        state = await withTimeout(limiter.get(keyOf(email, ip)), LIMITER_TIMEOUT_MS);
      } catch (err) {
        throw unavailable(err);
      }
      if (state && state.consumedPoints >= maxFailures) {
        const retryAfter = String(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
        throw new AppError(429, 'RATE_LIMITED', authServerMessages.tooManySignInAttempts, undefined, {
          'Retry-After': retryAfter,
        });
      }
    },
    async recordFailure(email, ip) {
      try {
        await withTimeout(limiter.consume(keyOf(email, ip)), LIMITER_TIMEOUT_MS);
      } catch (rejection) {
        // Over the limit already: the counter still went up, which is all a failure needs.
        if (rejection instanceof RateLimiterRes) return;
        throw unavailable(rejection);
      }
    },
    async reset(email, ip) {
      try {
        await withTimeout(limiter.delete(keyOf(email, ip)), LIMITER_TIMEOUT_MS);
      } catch (err) {
        // The sign-in itself succeeded; a stale counter only expires with its window.
        logger.warn({ err }, 'could not clear sign-in failures');
      }
    },
  };
}
