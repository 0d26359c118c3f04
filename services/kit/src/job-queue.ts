import { DelayedError, Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { Logger } from './logger';
import { createRedisClient } from './redis';
import { hashTagged, redisTopology, type RedisNode } from './redis-topology';
import { JOB_ATTEMPTS, jobBackoff, jobBackoffStrategy } from './retry-backoff';

const RECONNECT_DELAY_MAX_MS = 2000;
const reconnectDelay = (attempts: number) => Math.min(50 * 2 ** attempts, RECONNECT_DELAY_MAX_MS);

/**
 * The ioredis connection options BullMQ gets on a Sentinel or a Cluster (docs/decisions/redis-topologies.md):
 * BullMQ 6's node-redis adapter does not support a Cluster, ioredis (its own client) supports both.
 * `maxRetriesPerRequest: null` is what BullMQ requires of a worker's blocking connection; the
 * connection is made lazily, by BullMQ.
 */
export function queueConnectionOptions(
  url: string,
):
  | { mode: 'standalone' }
  | { mode: 'sentinel'; options: RedisOptions }
  | { mode: 'cluster'; nodes: RedisNode[]; options: ClusterOptions } {
  const topology = redisTopology(url);
  if (topology.mode === 'standalone') return { mode: 'standalone' };
  const credentials = {
    ...(topology.username === undefined ? {} : { username: topology.username }),
    ...(topology.password === undefined ? {} : { password: topology.password }),
    ...(topology.tls ? { tls: {} } : {}),
  };
  const common = { maxRetriesPerRequest: null, lazyConnect: true, enableReadyCheck: true } as const;
  if (topology.mode === 'sentinel') {
    return {
      mode: 'sentinel',
      options: {
        ...common,
        ...credentials,
        sentinels: topology.sentinels,
        name: topology.masterName,
        db: topology.database,
        ...(topology.tls ? { enableTLSForSentinelMode: true } : {}),
        sentinelRetryStrategy: reconnectDelay,
        retryStrategy: reconnectDelay,
      },
    };
  }
  return {
    mode: 'cluster',
    nodes: topology.nodes,
    options: {
      lazyConnect: true,
      enableReadyCheck: true,
      clusterRetryStrategy: reconnectDelay,
      redisOptions: { ...credentials, maxRetriesPerRequest: null },
    },
  };
}

/** A connection for one queue or worker: node-redis on one server, ioredis on a Sentinel or Cluster. */
async function queueConnection(url: string, logger: Logger) {
  const built = queueConnectionOptions(url);
  if (built.mode === 'standalone') {
    const client = createRedisClient(url, logger, { commandTimeoutMs: null });
    await client.connect();
    return {
      connection: client as never,
      close: async () => {
        if (client.isOpen) await client.quit().catch(() => undefined);
      },
    };
  }
  const client = built.mode === 'sentinel' ? new Redis(built.options) : new Cluster(built.nodes, built.options);
  let reported = false;
  client.on('error', (err: unknown) => {
    if (!reported) logger.warn({ err }, 'redis unavailable, reconnecting');
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return {
    connection: client as never,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * A BullMQ queue and (where this process runs it) its worker (docs/architecture.md, Jobs and webhooks): idempotent job ids
 * are the caller's, retries back off with the product's one back-off (retry-backoff.ts: exponential from
 * 1 s, capped at 30 s, with jitter), failed jobs are kept for a person to see.
 * Queue and worker each get their own connection (BullMQ blocks on the worker's; see
 * docs/toolchain.md: a connected client, not connection options). The prefix is a hash tag
 * (`{bull-auth}`), so every key of a queue is in one Cluster slot, as BullMQ's Lua scripts need.
 */
export async function createJobQueue<Data, Result>(options: {
  redisUrl: string;
  name: string;
  /**
   * Keys the queue's Redis keys: the jobs belong with the database they write to (production: the
   * service's; each test service its own, so parallel tests sharing a Redis never take each other's jobs).
   */
  prefix: string;
  runWorker: boolean;
  /** `token`: the worker's lock on the job, for moving it (e.g. `moveToDelayed` when a platform asks for a wait). */
  process: (job: Job<Data>, token?: string) => Promise<Result>;
  concurrency?: number;
  defaultJobOptions?: JobsOptions;
  logger: Logger;
}) {
  const { logger } = options;
  const prefix = hashTagged(options.prefix);
  const queueConnectionHandle = await queueConnection(options.redisUrl, logger);
  const queue = new Queue<Data, Result>(options.name, {
    connection: queueConnectionHandle.connection,
    prefix,
    defaultJobOptions: {
      attempts: JOB_ATTEMPTS,
      backoff: jobBackoff,
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
      ...options.defaultJobOptions,
    },
  });
  let worker: Worker<Data, Result> | undefined;
  let workerConnection: Awaited<ReturnType<typeof queueConnection>> | undefined;
  if (options.runWorker) {
    workerConnection = await queueConnection(options.redisUrl, logger);
    worker = new Worker<Data, Result>(options.name, options.process, {
      connection: workerConnection.connection,
      prefix,
      concurrency: options.concurrency ?? 1,
      settings: { backoffStrategy: jobBackoffStrategy },
    });
    worker.on('failed', (job, err) => logger.warn({ err, jobId: job?.id, queue: options.name }, 'job failed'));
    worker.on('error', (err) => logger.error({ err, queue: options.name }, 'worker error'));
  }
  return {
    queue,
    async close(): Promise<void> {
      await worker?.close();
      await queue.close();
      for (const handle of [workerConnection, queueConnectionHandle]) await handle?.close();
    },
  };
}

/**
 * Puts a running job back to wait `delayMs` without spending one of its attempts (a platform's 429
 * asks for a wait, not a failure). Call it from `process` with the worker's token; it throws what
 * BullMQ expects to be thrown then.
 */
export async function delayJob(job: Job, token: string, delayMs: number): Promise<never> {
  await job.moveToDelayed(Date.now() + delayMs, token);
  throw new DelayedError();
}
