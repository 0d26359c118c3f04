import { Router, type Express } from 'express';
import { createBaseApp } from '@scp/service-kit/app';
import { errorMiddleware, notFoundHandler } from '@scp/service-kit/error-middleware';
import { AppError } from '@scp/service-kit/errors';
import { healthRouter } from '@scp/service-kit/health';
import type { Logger } from '@scp/service-kit/logger';
import { redisReadiness, type RedisClient } from '@scp/service-kit/redis';
import { redisReplayGuard } from '@scp/service-kit/replay-guard';
import { apiDocs } from './api-docs/api-docs-routes';
import type { GatewayConfig } from './config';
import { devMailboxApi, devMailboxPage } from './dev-mailbox';
import { devErrorReportsApi, errorReportRoutes } from './error-reports';
import { UserEventHub } from './events';
import { frontEnd, spaFallback } from './front-end';
import { forwardToServices } from './proxy';
import { rateLimit } from './rate-limit';
import { refuseUnroutableTargets } from './request-target';
import { apiCors, oauthReturnOpenerPolicy, refuseCrossOrigin, securityHeaders } from './security';
import { createSessionMiddleware, sessionUserOf, UserSessionIndex } from './session';
import { sessionRoutes } from './session-routes';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Sessions and rate limits. */
  redis: RedisClient;
  /** A second connection in subscriber mode for the event streams. */
  subscriber: RedisClient;
}

export interface Gateway {
  app: Express;
  events: UserEventHub;
}

/**
 * The gateway: static front end and health need no Redis; every /api request passes CORS, the
 * cross-origin check, the session (Redis), the rate limit, then is answered here (session, events,
 * dev mailbox) or forwarded to its service.
 */
export function createGateway(deps: GatewayDeps): Gateway {
  const { config, logger } = deps;
  const app = createBaseApp({ logger, trustProxy: config.trustProxy });
  const events = new UserEventHub(deps.subscriber, deps.redis, logger, config.sseHeartbeatMs);
  const userSessions = new UserSessionIndex(deps.redis, config.session.maxAgeSeconds, logger);

  app.use(securityHeaders(config));
  app.use(oauthReturnOpenerPolicy);
  app.use(refuseUnroutableTargets());
  app.use(healthRouter([redisReadiness(deps.redis)]));
  if (config.localMode) app.use(devMailboxPage(config, logger));
  app.use(errorReportRoutes(config, deps.redis, logger));
  app.use(apiDocs(config));
  app.use(frontEnd(config));

  const api = Router();
  api.use(apiCors(config));
  api.use(refuseCrossOrigin(config));
  const limit = rateLimit(config, deps.redis, logger);
  // The count starts right before the session's read so both go to Redis in one round trip.
  api.use(limit.start);
  api.use(createSessionMiddleware(config, deps.redis, logger));
  api.use(limit.enforce);
  api.use(sessionRoutes(config, userSessions));
  api.get('/events', async (req, res) => {
    const user = sessionUserOf(req);
    if (!user) throw AppError.unauthenticated('Not signed in.');
    await events.open(res, user.id, req.session.expiresAt ?? Date.now(), req.sessionID);
  });
  if (config.localMode) api.use(devMailboxApi(config, logger));
  if (config.localMode) api.use(devErrorReportsApi(deps.redis));
  api.use(forwardToServices(config, logger, userSessions, redisReplayGuard(deps.redis, 'gateway')));
  api.use(notFoundHandler);
  app.use('/api', api);

  app.use(spaFallback(config));
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  return { app, events };
}
