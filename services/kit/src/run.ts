import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ServiceDeps } from './app';
import { ConfigError, loadServiceConfig } from './config';
import { connectDatabase, disconnectDatabase, mongoReadiness } from './database';
import { createLogger } from './logger';
import { migrationsReadiness, type Migration } from './migrations';
import { closeRedis, connectInBackground, createRedisClient, redisReadiness } from './redis';
import type { ServiceName } from './service-names';

/** Open requests get this long to finish on shutdown before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /** Stops accepting, lets open requests finish (bounded), then runs the close hooks. Idempotent. */
  close: () => Promise<void>;
}

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Run right after the server stops accepting, e.g. to end long-lived streams. */
  beforeDrain?: Array<() => void | Promise<void>>;
  /** Run once requests have drained: close database and Redis connections. */
  afterDrain?: Array<() => void | Promise<void>>;
}

export async function serve(app: Express, options: ServeOptions): Promise<RunningServer> {
  const server = app.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle once their last response is sent: close them as they do.
      server.closeIdleConnections();
      const reaper = setInterval(() => server.closeIdleConnections(), 50);
      for (const hook of options.beforeDrain ?? []) await hook();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        closed,
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            server.closeAllConnections();
            resolve();
          }, DRAIN_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      clearInterval(reaper);
      for (const hook of options.afterDrain ?? []) await hook();
    })();
    return closing;
  };
  return {
    server,
    port,
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close,
  };
}

/** Each hook once, newest first; one that fails is logged and the others still run. */
export async function runCloseHooks(hooks: Array<() => Promise<void>>, logger: Logger): Promise<void> {
  for (const hook of [...hooks].reverse()) {
    try {
      await hook();
    } catch (err) {
      logger.error({ err }, 'a close hook failed');
    }
  }
}

/** SIGTERM/SIGINT close the server gracefully once; the process exits when that is done. */
export function closeOnSignals(running: { close: () => Promise<void> }, logger: Logger): void {
  const onSignal = (signal: NodeJS.Signals): void => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/** Prints a configuration problem without a stack trace and exits: the process must not start. */
export function exitOnStartupError(err: unknown, logger: Logger | undefined, processName: string): never {
  if (err instanceof ConfigError) {
    process.stderr.write(`${processName}: ${err.message}\n`);
  } else if (logger) {
    logger.fatal({ err }, 'failed to start');
  } else {
    process.stderr.write(
      `${processName} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
}

export interface RunServiceOptions<Extra extends z.ZodRawShape> {
  name: ServiceName;
  createApp: (deps: ServiceDeps<z.output<z.ZodObject<Extra>>>) => Express;
  /** The service's own environment variables, validated with the common ones. */
  extraConfig?: Extra;
  /**
   * The service's migrations: not run here (the migration Job or `npm run migrate` runs them), but
   * /readyz answers 503 until the database has them all (migrationsReadiness).
   */
  migrations?: readonly Migration[];
}

/**
 * A service's whole `main`: validated config, database, Redis (every service: the internal tokens'
 * replay check is shared by its instances there), HTTP, graceful shutdown.
 */
export async function runService<Extra extends z.ZodRawShape = Record<never, never>>(
  options: RunServiceOptions<Extra>,
): Promise<RunningServer> {
  let logger: Logger | undefined;
  try {
    const config = loadServiceConfig(options.name, options.extraConfig);
    const log = createLogger({ name: options.name, level: config.logLevel });
    logger = log;
    const connection = await connectDatabase(config, log);
    const readiness = [mongoReadiness(connection)];
    if (options.migrations) readiness.push(migrationsReadiness(connection, options.migrations));
    const redis = createRedisClient(config.redisUrl, log);
    connectInBackground(redis);
    readiness.push(redisReadiness(redis));
    const closeHooks: Array<() => Promise<void>> = [];
    const app = options.createApp({ config, logger: log, readiness, redis, onClose: (hook) => closeHooks.push(hook) });
    const running = await serve(app, {
      port: config.port,
      host: config.host,
      logger: log,
      afterDrain: [() => runCloseHooks(closeHooks, log), disconnectDatabase, () => closeRedis(redis)],
    });
    closeOnSignals(running, log);
    log.info({ url: running.url }, `${options.name} service listening on ${running.url}`);
    return running;
  } catch (err) {
    return exitOnStartupError(err, logger, options.name);
  }
}
