import { createClient } from 'redis';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health';

export type RedisClient = ReturnType<typeof createRedisClient>;

/** A command that takes longer than this fails, so a stalled Redis never stalls a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 700;
const CONNECT_TIMEOUT_MS = 700;
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * A node-redis client that fails fast while Redis is away instead of queueing commands
 * (`disableOfflineQueue`), keeps reconnecting in the background, and logs connection errors
 * at most once per outage instead of crashing the process.
 */
export function createRedisClient(url: string, logger: Logger, options: { commandTimeoutMs?: number | null } = {}) {
  // 0 = no timeout (the subscriber connection, whose SUBSCRIBE waits on nothing).
  const timeout = options.commandTimeoutMs === null ? 0 : (options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
    // Only bounds the wait before a command is written; replies are bounded by the callers.
    commandOptions: { timeout },
  });
  let reported = false;
  client.on('error', (err: unknown) => {
    if (!reported) logger.warn({ err }, 'redis unavailable, reconnecting');
    reported = true;
  });
  client.on('ready', () => {
    if (reported) logger.info('redis reconnected');
    reported = false;
  });
  return client;
}

/**
 * Starts connecting without waiting for Redis: requests fail fast with 503 while it is away and
 * work again once it is back, so the process can boot before Redis does.
 */
export function connectInBackground(client: RedisClient): void {
  client.connect().catch(() => {
    // The reconnect strategy keeps trying; errors are reported by the 'error' listener.
  });
}

export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isOpen) {
    try {
      await client.close();
    } catch {
      client.destroy();
    }
  } else {
    try {
      client.destroy();
    } catch {
      // Already closed.
    }
  }
}

export function redisReadiness(client: RedisClient): ReadinessCheck {
  return { name: 'redis', check: () => client.ping() };
}
