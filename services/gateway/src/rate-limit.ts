import type { RequestHandler } from 'express';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { clientAddressKey } from '@scp/service-kit/client-address';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import {
  createRedisLimiter,
  isLimitReached,
  retryAfterHeader,
  type LimiterState,
} from '@scp/service-kit/redis-limiter';
import type { GatewayConfig } from './config';
import { sessionUserOf } from './session';

/** The platforms' webhooks, by their path below /api: not rate-limited (see below). */
export const WEBHOOK_PATH = /^\/[a-z]+\/webhooks\/[a-z-]+$/;

/**
 * Per-user API rate limit (100 requests a minute by default), per client IP before sign-in,
 * counted in Redis so every gateway instance shares it. Redis away answers 503, never "unlimited".
 */
export function rateLimit(
  config: Pick<GatewayConfig, 'rateLimit'>,
  redis: RedisClient,
  logger: Logger,
): RequestHandler {
  const limiter = createRedisLimiter({
    redis,
    name: 'rate limiter',
    keyPrefix: 'rl:api',
    points: config.rateLimit.points,
    windowSeconds: config.rateLimit.windowSeconds,
  });
  const setHeaders = (res: Parameters<RequestHandler>[1], state: LimiterState): void => {
    res.setHeader('X-RateLimit-Limit', String(config.rateLimit.points));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.msBeforeNext / 1000)));
  };
  return async (req, res, next) => {
    // Platforms' webhooks (docs/architecture.md, Jobs and webhooks) come from a few platform addresses in bursts and are
    // authenticated by their signatures; refusing them would only make the platform resend. The
    // services bound the work instead (the responder queues a page's excess over 200 a minute).
    if (WEBHOOK_PATH.test(req.path)) {
      next();
      return;
    }
    const user = sessionUserOf(req);
    const key = user ? `user:${user.id}` : `ip:${clientAddressKey(req.ip ?? 'unknown')}`;
    try {
      setHeaders(res, await limiter.consume(key));
      next();
    } catch (rejection) {
      if (isLimitReached(rejection)) {
        setHeaders(res, rejection);
        next(new AppError(429, 'RATE_LIMITED', appTexts.errors.rateLimited, undefined, retryAfterHeader(rejection)));
        return;
      }
      logger.warn({ err: rejection, reqId: req.id }, 'rate limiter unavailable');
      next(AppError.unavailable());
    }
  };
}
