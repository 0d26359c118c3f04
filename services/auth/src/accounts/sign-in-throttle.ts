import { createHash } from 'node:crypto';
import { authServerMessages } from '@scp/shared/contracts/auth/auth-api';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import { clientAddressKey } from '@scp/service-kit/client-address';
import { createRedisLimiter, isLimitReached, retryAfterHeader } from '@scp/service-kit/redis-limiter';

export interface SignInThrottle {
  /**
   * Counts this attempt for the email from this address BEFORE the password is checked, so
   * parallel guesses cannot all pass before the first failure is counted. Throws 429 (with
   * Retry-After) once the limit is used up; 503 when Redis is away.
   */
  countAttempt(email: string, ip: string): Promise<void>;
  /** The password was right: forgets the failures of this email from this address, this attempt's too. */
  forget(email: string, ip: string): Promise<void>;
}

/**
 * Failed sign-ins per (email, client address) in Redis (security requirement 7): every attempt is
 * counted atomically (one Redis increment) before the password check and refunded when the password
 * was right, so at most `maxFailures` wrong passwords are ever checked within the window, however
 * many arrive at once. Keyed by the pair, so an attacker cannot lock the owner out from another
 * address; an IPv6 client counts per /64 (`clientAddressKey`). The email is hashed in the key:
 * Redis holds no addresses. Redis away is a 503, never an unthrottled sign-in.
 */
export function createSignInThrottle(options: {
  redis: RedisClient;
  logger: Logger;
  maxFailures: number;
  windowSeconds: number;
}): SignInThrottle {
  const { logger } = options;
  const limiter = createRedisLimiter({
    redis: options.redis,
    name: 'sign-in throttle',
    keyPrefix: 'rl:sign-in-failures',
    points: options.maxFailures,
    windowSeconds: options.windowSeconds,
  });
  const keyOf = (email: string, ip: string): string =>
    `${createHash('sha256').update(email).digest('base64url')}:${clientAddressKey(ip)}`;

  return {
    async countAttempt(email, ip) {
      try {
        await limiter.consume(keyOf(email, ip));
      } catch (rejection) {
        if (isLimitReached(rejection)) {
          throw new AppError(
            429,
            'RATE_LIMITED',
            authServerMessages.tooManySignInAttempts,
            undefined,
            retryAfterHeader(rejection),
          );
        }
        logger.warn({ err: rejection }, 'sign-in throttle unavailable');
        throw AppError.unavailable();
      }
    },
    async forget(email, ip) {
      try {
        await limiter.delete(keyOf(email, ip));
      } catch (err) {
        // The sign-in itself succeeded; a stale counter only expires with its window.
        logger.warn({ err }, 'could not clear sign-in failures');
      }
    },
  };
}
