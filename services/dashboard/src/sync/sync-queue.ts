import { Queue, Worker, type Job } from 'bullmq';
import type { Logger } from '@scp/service-kit/logger';
import { createRedisClient, type RedisClient } from '@scp/service-kit/redis';
import type { SyncResult, SyncService } from './sync-service';

const QUEUE = 'platform-sync';
const JOB = 'sync-user';
const WEBHOOK_JOB = 'shopify-webhook';

export interface SyncJobData {
  userId: string;
  only?: { platform: string; accountId: string };
}

/** A stored platform webhook to process (its event id). */
export interface WebhookJobData {
  eventId: string;
}

/**
 * Syncs run as BullMQ jobs (DESIGN.md §13): one repeating schedule per user (every SYNC_INTERVAL),
 * jobs deduplicated by id so a user is never synced twice at once, retried with the spec's backoff,
 * failed ones kept for a person to see. Queue and worker each have their own Redis connection
 * (BullMQ blocks on the worker's).
 */
export async function createSyncQueue(options: {
  redisUrl: string;
  /**
   * Keys the queue's Redis keys: the jobs belong with the database they write to (production:
   * `dashboard`; each test service its own, so parallel tests sharing a Redis never take each other's jobs).
   */
  prefix: string;
  sync: SyncService;
  intervalMs: number;
  runWorker: boolean;
  /** Processes a stored Shopify webhook (read when a job runs). */
  processWebhook: (eventId: string) => Promise<void>;
  logger: Logger;
}) {
  const { sync, logger } = options;
  const connect = async () => {
    const client = createRedisClient(options.redisUrl, logger, { commandTimeoutMs: null });
    await client.connect();
    return client;
  };
  const queueClient = await connect();
  const queue = new Queue<SyncJobData | WebhookJobData, SyncResult | void>(QUEUE, {
    connection: queueClient as never,
    prefix: options.prefix,
    defaultJobOptions: {
      attempts: 4,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    },
  });
  let worker: Worker<SyncJobData | WebhookJobData, SyncResult | void> | undefined;
  let workerClient: RedisClient | undefined;
  if (options.runWorker) {
    workerClient = await connect();
    worker = new Worker<SyncJobData | WebhookJobData, SyncResult | void>(
      QUEUE,
      async (job: Job<SyncJobData | WebhookJobData>) => {
        if (job.name === WEBHOOK_JOB) return options.processWebhook((job.data as WebhookJobData).eventId);
        const data = job.data as SyncJobData;
        const result = await sync.syncUser(data.userId, data.only);
        // A schedule outlives the accounts it was made for: drop it once there is nothing to sync.
        if (job.repeatJobKey && !(await sync.hasAccounts(data.userId))) {
          await queue.removeJobScheduler(scheduleId(data.userId));
        }
        return result;
      },
      { connection: workerClient as never, prefix: options.prefix, concurrency: 1 },
    );
    worker.on('failed', (job, err) => logger.warn({ err, jobId: job?.id }, 'sync job failed'));
    worker.on('error', (err) => logger.error({ err }, 'sync worker error'));
  }

  const scheduleId = (userId: string) => `sync.${userId}`;

  return {
    queue,
    /** Syncs the user every interval from now on; an `every` schedule runs its first job at once. */
    async schedule(userId: string): Promise<void> {
      await queue.upsertJobScheduler(
        scheduleId(userId),
        { every: options.intervalMs },
        { name: JOB, data: { userId } },
      );
    },
    /** A stored webhook's processing, once per event. */
    async enqueueWebhook(eventId: string): Promise<void> {
      await queue.add(WEBHOOK_JOB, { eventId }, { jobId: `webhook.${eventId}`.replace(/:/g, '_') });
    },
    async close(): Promise<void> {
      await worker?.close();
      await queue.close();
      for (const client of [workerClient, queueClient]) if (client?.isOpen) await client.quit().catch(() => undefined);
    },
  };
}

export type SyncQueue = Awaited<ReturnType<typeof createSyncQueue>>;
