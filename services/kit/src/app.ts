import express, { Router, type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { ServiceConfig } from './config';
import { failFastWhileStoreDown } from './database';
import { errorMiddleware, notFoundHandler } from './error-middleware';
import { healthRouter, type ReadinessCheck } from './health';
import { requireInternalToken } from './internal-token';
import { requestLogger } from './logger';
import type { RedisClient } from './redis';
import { memoryReplayGuard, redisReplayGuard } from './replay-guard';
import { keepRawBody } from './raw-body';
import { requestId } from './request-id';
import { requireServiceToken } from './service-token';

export type ServiceApp = Express;

/** What a service's app is built from; runService makes it, tests make it with startTestService. */
export interface ServiceDeps<Extra = unknown> {
  config: ServiceConfig & { extra: Extra };
  logger: Logger;
  /** MongoDB (and Redis when the service uses it): what /readyz checks. */
  readiness: ReadinessCheck[];
  redis?: RedisClient;
  /** Registers work to stop before the database and Redis close (job workers, queues). */
  onClose?: (hook: () => Promise<void>) => void;
}

/** The part every HTTP process shares, the gateway included: no X-Powered-By, request ids, logs. */
export function createBaseApp(options: { logger: Logger; trustProxy: boolean | number | string }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.use(requestId);
  app.use(requestLogger(options.logger));
  return app;
}

/**
 * A domain service: health endpoints open, the internal API behind service tokens, everything else
 * behind the gateway's internal token, JSON
 * bodies up to the configured limit, the service's routes under `/api/<name>` (services see the
 * same path the browser called), then 404 and the error middleware.
 */
export function createServiceApp(
  deps: ServiceDeps,
  routes?: (router: Router) => void,
  /** `/internal/<name>/*`: other services' calls (docs/architecture.md, Between services), never reachable through the gateway. */
  internalRoutes?: (router: Router) => void,
): Express {
  const { config, logger } = deps;
  const app = createBaseApp({ logger, trustProxy: config.trustProxy });
  const replayGuard = deps.redis ? redisReplayGuard(deps.redis, config.name) : memoryReplayGuard();
  app.use(helmet());
  app.use(healthRouter(deps.readiness));
  app.use(failFastWhileStoreDown);
  if (internalRoutes) {
    const internal = Router();
    internal.use(requireServiceToken({ audience: config.name, callers: config.serviceCallerKeys, replayGuard }));
    internal.use(express.json({ limit: config.bodyLimit }));
    internalRoutes(internal);
    internal.use(notFoundHandler);
    app.use(`/internal/${config.name}`, internal);
  }
  app.use(
    requireInternalToken({
      publicKey: config.internalTokenPublicKey,
      audience: config.name,
      replayGuard,
    }),
  );
  app.use(express.json({ limit: config.bodyLimit, verify: keepRawBody }));
  const router = Router();
  routes?.(router);
  app.use(`/api/${config.name}`, router);
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  return app;
}
