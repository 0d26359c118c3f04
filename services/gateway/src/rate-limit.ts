import type { Request, RequestHandler, Response } from 'express';
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

/** How many session cookies a gateway remembers the user of (the oldest is forgotten first). */
export const KNOWN_SESSIONS_MAX = 10_000;

/** A count started before the session was read, for the key the request was expected to have. */
interface EarlyCount {
  key: string;
  counted: Promise<LimiterState>;
}

export interface RateLimit {
  /**
   * Mounted right before the session: starts the count for the key the request will most likely
   * have, so that it and the session's read go to Redis together (one round trip, not two).
   */
  start: RequestHandler;
  /** Mounted after the session: the count for the request's real key decides (429 past the limit). */
  enforce: RequestHandler;
}

/** The raw value of the named cookie (the first one, as the session middleware reads it). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Per-user API rate limit (100 requests a minute by default), per client IP before sign-in,
 * counted in Redis so every gateway instance shares it. Redis away answers 503, never "unlimited".
 *
 * The count's key is the session's user, known only once the session is read from Redis. Rather
 * than wait for that read, `start` counts for the user this gateway last saw with the same
 * session cookie (a signed session id never changes user: sign-in makes a new one), or for the
 * client address when there is no session cookie, in the same round trip as the session's read.
 * The remembered user is only a guess: `enforce` checks it against the session just read, and when
 * it was wrong (signed out or ended on any replica meanwhile) gives the point back and counts the
 * request for its real key, so every count stays exactly what it was without the guess.
 */
export function rateLimit(
  config: Pick<GatewayConfig, 'rateLimit' | 'session'>,
  redis: RedisClient,
  logger: Logger,
): RateLimit {
  const limiter = createRedisLimiter({
    redis,
    name: 'rate limiter',
    keyPrefix: 'rl:api',
    points: config.rateLimit.points,
    windowSeconds: config.rateLimit.windowSeconds,
  });
  const early = new WeakMap<Request, EarlyCount>();
  /** Session cookie -> the count's key of its signed-in user, as last read from Redis. */
  const known = new Map<string, string>();
  const remember = (cookie: string, key: string): void => {
    if (known.get(cookie) === key) return;
    known.delete(cookie);
    if (known.size >= KNOWN_SESSIONS_MAX) known.delete(known.keys().next().value as string);
    known.set(cookie, key);
  };
  const addressKey = (req: Request): string => `ip:${clientAddressKey(req.ip ?? 'unknown')}`;
  const setHeaders = (res: Response, state: LimiterState): void => {
    res.setHeader('X-RateLimit-Limit', String(config.rateLimit.points));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(state.msBeforeNext / 1000)));
  };
  /** A point counted for the wrong key goes back (also when that key was over its limit: it was still counted). */
  const giveBack = (count: EarlyCount, req: Request): void => {
    void count.counted
      .then(
        () => true,
        (rejection: unknown) => isLimitReached(rejection),
      )
      .then((wasCounted) => (wasCounted ? limiter.reward(count.key) : undefined))
      .catch((err: unknown) =>
        logger.warn({ err, reqId: req.id }, 'rate limiter: a point counted ahead not given back'),
      );
  };

  const start: RequestHandler = (req, _res, next) => {
    if (!WEBHOOK_PATH.test(req.path)) {
      const cookie = cookieValue(req.headers.cookie, config.session.cookieName);
      const key = cookie === undefined ? addressKey(req) : known.get(cookie);
      if (key !== undefined) {
        const counted = limiter.consume(key);
        // Settled by `enforce`; a request that ends before it (session unavailable) must not leave
        // an unhandled rejection behind.
        counted.catch(() => undefined);
        early.set(req, { key, counted });
      }
    }
    next();
  };

  const enforce: RequestHandler = async (req, res, next) => {
    const ahead = early.get(req);
    early.delete(req);
    // Platforms' webhooks (docs/architecture.md, Jobs and webhooks) come from a few platform addresses in bursts and are
    // authenticated by their signatures; refusing them would only make the platform resend. The
    // services bound the work instead (the responder queues a page's excess over 200 a minute).
    if (WEBHOOK_PATH.test(req.path)) {
      next();
      return;
    }
    const user = sessionUserOf(req);
    const key = user ? `user:${user.id}` : addressKey(req);
    const cookie = cookieValue(req.headers.cookie, config.session.cookieName);
    if (cookie !== undefined) {
      if (user) remember(cookie, key);
      else known.delete(cookie);
    }
    let counted: Promise<LimiterState>;
    if (ahead?.key === key) {
      counted = ahead.counted;
    } else {
      if (ahead) giveBack(ahead, req);
      counted = limiter.consume(key);
    }
    try {
      setHeaders(res, await counted);
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

  return { start, enforce };
}
