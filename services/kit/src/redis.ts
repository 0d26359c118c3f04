import { createClient, createCluster, createSentinel } from 'redis';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health';
import { redisTopology } from './redis-topology';

export type RedisClient = ReturnType<typeof createRedisClient>;

/** A command that takes longer than this fails, so a stalled Redis never stalls a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 700;
const CONNECT_TIMEOUT_MS = 700;
const MAX_RECONNECT_DELAY_MS = 2000;

/** The socket settings of every connection: bounded connect, reconnecting with a capped back-off. */
function socketOptions(tls: boolean) {
  return {
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    ...(tls ? { tls: true as const } : {}),
  };
}

/**
 * The node-redis options for REDIS_URL's topology (redis-topology.ts): createClient's for one
 * server, createSentinel's for a Sentinel master, createCluster's for a Cluster. Each data-node
 * connection fails fast while Redis is away (`disableOfflineQueue`) and bounds the wait before a
 * command is written (`commandOptions.timeout`; replies are bounded by the callers).
 */
export function nodeRedisOptions(url: string, options: { commandTimeoutMs?: number | null } = {}) {
  // 0 = no timeout (the subscriber connection, whose SUBSCRIBE waits on nothing).
  const timeout = options.commandTimeoutMs === null ? 0 : (options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS);
  const topology = redisTopology(url);
  const credentials = {
    ...(topology.username === undefined ? {} : { username: topology.username }),
    ...(topology.password === undefined ? {} : { password: topology.password }),
  };
  const node = {
    ...credentials,
    disableOfflineQueue: true,
    socket: socketOptions(topology.tls),
    commandOptions: { timeout },
  };
  if (topology.mode === 'standalone') {
    const standalone: StandaloneOptions = { url, ...node };
    return { mode: topology.mode, options: standalone };
  }
  if (topology.mode === 'sentinel') {
    return {
      mode: topology.mode,
      options: {
        name: topology.masterName,
        sentinelRootNodes: topology.sentinels,
        nodeClientOptions: { ...node, database: topology.database },
        sentinelClientOptions: { socket: socketOptions(topology.tls) },
        // Commands asked while the master is being rediscovered fail rather than wait.
        maxCommandRediscovers: 2,
      },
    };
  }
  return {
    mode: topology.mode,
    options: {
      rootNodes: topology.nodes.map(({ host, port }) => ({ socket: { host, port } })),
      defaults: node,
    },
  };
}

interface StandaloneOptions {
  url: string;
  username?: string;
  password?: string;
  disableOfflineQueue: boolean;
  socket: ReturnType<typeof socketOptions>;
  commandOptions: { timeout: number };
}

function createStandalone(options: StandaloneOptions) {
  return createClient(options);
}

/** One client type for all three (a union of node-redis's large generic types would swamp the type checker). */
type NodeRedisClient = ReturnType<typeof createStandalone>;

function createReplicated(built: ReturnType<typeof nodeRedisOptions>): unknown {
  return built.mode === 'sentinel'
    ? createSentinel(built.options as Parameters<typeof createSentinel>[0])
    : createCluster(built.options as Parameters<typeof createCluster>[0]);
}

/**
 * A node-redis connection to REDIS_URL's topology that fails fast while Redis is away instead of
 * queueing commands, keeps reconnecting in the background, and logs connection errors at most once
 * per outage instead of crashing the process. A Sentinel or Cluster connection answers the same
 * commands as a client (node-redis routes each by its key), so the callers take all three as one type.
 */
export function createRedisClient(url: string, logger: Logger, options: { commandTimeoutMs?: number | null } = {}) {
  const built = nodeRedisOptions(url, options);
  const client =
    built.mode === 'standalone'
      ? createStandalone(built.options)
      : (createReplicated(built) as unknown as NodeRedisClient);
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
