import { createHash } from 'node:crypto';
import { authServerMessages } from '@scp/shared/contracts/auth';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import {
  createRedisLimiter,
  isLimitReached,
  retryAfterHeader,
  type LimiterState,
} from '@scp/service-kit/redis-limiter';

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
  const limiter = createRedisLimiter({
    redis: options.redis,
    name: 'sign-in throttle',
    keyPrefix: 'rl:sign-in-failures',
    points: maxFailures,
    windowSeconds: options.windowSeconds,
  });
  const keyOf = (email: string, ip: string): string =>
    `${createHash('sha256').update(email).digest('base64url')}:${ip}`;
  const unavailable = (err: unknown): AppError => {
    logger.warn({ err }, 'sign-in throttle unavailable');
    return AppError.unavailable();
  };

  return {
    async assertAllowed(email, ip) {
      let state: LimiterState | null;
      try {
        state = await limiter.get(keyOf(email, ip));
      } catch (err) {
        throw unavailable(err);
      }
      if (state && state.consumedPoints >= maxFailures) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          authServerMessages.tooManySignInAttempts,
          undefined,
          retryAfterHeader(state),
        );
      }
    },
    async recordFailure(email, ip) {
      try {
        await limiter.consume(keyOf(email, ip));
      } catch (rejection) {
        // Over the limit already: the counter still went up, which is all a failure needs.
        if (isLimitReached(rejection)) return;
        throw unavailable(rejection);
      }
    },
    async reset(email, ip) {
      try {
        await limiter.delete(keyOf(email, ip));
      } catch (err) {
        // The sign-in itself succeeded; a stale counter only expires with its window.
        logger.warn({ err }, 'could not clear sign-in failures');
      }
    },
  };
}
