import type { RequestHandler } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@scp/shared/contracts/messages';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { GatewayConfig } from './config';
import { sessionUserOf } from './session';

const LIMITER_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('rate limiter timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Per-user API rate limit (100 requests a minute by default), per client IP before sign-in,
 * counted in Redis so every gateway instance shares it. Redis away answers 503, never "unlimited".
 */
export function rateLimit(
  config: Pick<GatewayConfig, 'rateLimit'>,
  redis: RedisClient,
  logger: Logger,
): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: 'rl:api',
    points: config.rateLimit.points,
    duration: config.rateLimit.windowSeconds,
  });
  const setHeaders = (res: Parameters<RequestHandler>[1], state: RateLimiterRes): void => {
    res.setHeader('X-RateLimit-Limit', String(config.rateLimit.points));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.msBeforeNext / 1000)));
  };
  return async (req, res, next) => {
    const user = sessionUserOf(req);
    const key = user ? `user:${user.id}` : `ip:${req.ip ?? 'unknown'}`;
    try {
      setHeaders(res, await withTimeout(limiter.consume(key), LIMITER_TIMEOUT_MS));
      next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        setHeaders(res, rejection);
        const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        next(new AppError(429, 'RATE_LIMITED', messages.errors.rateLimited, undefined, { 'Retry-After': retryAfter }));
        return;
      }
      logger.warn({ err: rejection, reqId: req.id }, 'rate limiter unavailable');
      next(AppError.unavailable());
    }
  };
}
