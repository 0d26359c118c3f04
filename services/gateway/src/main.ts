import { createLogger, type Logger } from '@scp/service-kit/logger';
import { closeRedis, connectInBackground, createRedisClient } from '@scp/service-kit/redis';
import { closeOnSignals, exitOnStartupError, serve } from '@scp/service-kit/run';
import { createGateway } from './app';
import { loadGatewayConfig } from './config';

async function main(): Promise<void> {
  let logger: Logger | undefined;
  try {
    const config = loadGatewayConfig();
    const log = createLogger({ name: 'gateway', level: config.logLevel });
    logger = log;
    const redis = createRedisClient(config.redisUrl, log);
    // Subscriptions wait on nothing: no command timeout on this connection.
    const subscriber = createRedisClient(config.redisUrl, log, { commandTimeoutMs: null });
    connectInBackground(redis);
    connectInBackground(subscriber);
    const { app, events } = createGateway({ config, logger: log, redis, subscriber });
    const running = await serve(app, {
      port: config.port,
      host: config.host,
      logger: log,
      beforeDrain: [() => events.closeAll()],
      afterDrain: [() => closeRedis(subscriber), () => closeRedis(redis)],
    });
    closeOnSignals(running, log);
    log.info({ url: running.url, publicOrigin: config.publicOrigin }, `gateway listening on ${running.url}`);
  } catch (err) {
    exitOnStartupError(err, logger, 'gateway');
  }
}

void main();
