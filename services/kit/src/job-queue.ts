import { DelayedError, Queue, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Logger } from './logger';
import { createRedisClient, type RedisClient } from './redis';
import { JOB_ATTEMPTS, jobBackoff, jobBackoffStrategy } from './retry-backoff';

/**
 * A BullMQ queue and (where this process runs it) its worker (docs/architecture.md, Jobs and webhooks): idempotent job ids
 * are the caller's, retries back off with the product's one back-off (retry-backoff.ts: exponential from
 * 1 s, capped at 30 s, with jitter), failed jobs are kept for a person to see.
 * Queue and worker each get their own node-redis connection (BullMQ blocks on the worker's; see
 * TOOLCHAIN: a connected client, not connection options).
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
  const connect = async () => {
    const client = createRedisClient(options.redisUrl, logger, { commandTimeoutMs: null });
    await client.connect();
    return client;
  };
  const queueClient = await connect();
  const queue = new Queue<Data, Result>(options.name, {
    connection: queueClient as never,
    prefix: options.prefix,
    defaultJobOptions: {
      attempts: JOB_ATTEMPTS,
      backoff: jobBackoff,
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
      ...options.defaultJobOptions,
    },
  });
  let worker: Worker<Data, Result> | undefined;
  let workerClient: RedisClient | undefined;
  if (options.runWorker) {
    workerClient = await connect();
    worker = new Worker<Data, Result>(options.name, options.process, {
      connection: workerClient as never,
      prefix: options.prefix,
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
      for (const client of [workerClient, queueClient]) if (client?.isOpen) await client.quit().catch(() => undefined);
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
