import express, { Router, type RequestHandler } from 'express';
import { monitoring } from '@scp/shared/contracts/app/app-constants';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import {
  errorReportLimits,
  errorReportSchema,
  storedErrorReportSchema,
  type ErrorReportList,
  type ErrorReportResponse,
  type StoredErrorReport,
} from '@scp/shared/contracts/app/error-report';
import { clientAddressKey } from '@scp/service-kit/client-address';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import { createRedisLimiter, isLimitReached, retryAfterHeader } from '@scp/service-kit/redis-limiter';
import type { GatewayConfig } from './config';
import { refuseCrossOrigin } from './security';

const REPORTS_KEY = 'error-reports';

/**
 * The browser's error reports (docs/architecture.md, Who owns what): accepted without a session (an error can happen
 * before or without a sign-in), from this app's pages only, small, validated field by field and
 * rate-limited per address. Each is logged and kept in a capped Redis list; the answer never
 * repeats what was sent.
 */
export function errorReportRoutes(
  config: Pick<GatewayConfig, 'allowedOrigins'>,
  redis: RedisClient,
  logger: Logger,
): Router {
  const router = Router();
  const limiter = createRedisLimiter({
    redis,
    name: 'error report limiter',
    keyPrefix: 'rl:error-report',
    points: errorReportLimits.perMinute,
    windowSeconds: 60,
  });
  const limit: RequestHandler = async (req, _res, next) => {
    try {
      await limiter.consume(`ip:${clientAddressKey(req.ip ?? 'unknown')}`);
      next();
    } catch (rejection) {
      if (isLimitReached(rejection)) {
        next(new AppError(429, 'RATE_LIMITED', appTexts.errors.rateLimited, undefined, retryAfterHeader(rejection)));
        return;
      }
      logger.warn({ err: rejection, reqId: req.id }, 'error report limiter unavailable');
      next(AppError.unavailable());
    }
  };

  router.post(
    monitoring.reportPath,
    refuseCrossOrigin(config),
    limit,
    express.json({ limit: errorReportLimits.bodyBytes, type: () => true }),
    async (req, res) => {
      const report = errorReportSchema.parse(req.body);
      const stored: StoredErrorReport = { ...report, receivedAt: new Date().toISOString() };
      logger.warn(
        {
          reqId: req.id,
          pattern: report.pattern.type,
          severity: report.pattern.severity,
          error: report.error.name,
          url: report.context.url,
        },
        'browser error report',
      );
      await redis
        .multi()
        .lPush(REPORTS_KEY, JSON.stringify(stored))
        .lTrim(REPORTS_KEY, 0, errorReportLimits.kept - 1)
        .exec();
      res.status(202).json({ received: true } satisfies ErrorReportResponse);
    },
  );
  return router;
}

/** Local mode only: the kept reports, newest first, for the development tab and for people. */
export function devErrorReportsApi(redis: RedisClient): Router {
  const router = Router();
  router.get('/dev/error-reports', async (_req, res) => {
    const raw = await redis.lRange(REPORTS_KEY, 0, errorReportLimits.kept - 1);
    const reports = raw.flatMap((line) => {
      const parsed = storedErrorReportSchema.safeParse(JSON.parse(line));
      return parsed.success ? [parsed.data] : [];
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ reports } satisfies ErrorReportList);
  });
  return router;
}
