import type { Job } from 'bullmq';
import type { Logger } from '@scp/service-kit/logger';
import { createJobQueue } from '@scp/service-kit/job-queue';
import type { SyncResult, SyncService } from './sync-service';

const QUEUE = 'platform-sync';
const JOB = 'sync-user';
const WEBHOOK_JOB = 'shopify-webhook';

export interface SyncJobData {
  userId: string;
  only?: { platform: string; accountId: string };
}

/** A stored platform webhook to process (the id it is stored under). */
export interface WebhookJobData {
  storedId: string;
}

/**
 * Syncs run as BullMQ jobs (docs/architecture.md, Jobs and webhooks): one repeating schedule per user (every SYNC_INTERVAL),
 * jobs deduplicated by id so a user is never synced twice at once (the kit's job queue: retries,
 * failed jobs kept).
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
  processWebhook: (storedId: string) => Promise<void>;
  logger: Logger;
}) {
  const { sync } = options;
  const { queue, close } = await createJobQueue<SyncJobData | WebhookJobData, SyncResult | void>({
    redisUrl: options.redisUrl,
    name: QUEUE,
    prefix: options.prefix,
    runWorker: options.runWorker,
    logger: options.logger,
    process: async (job: Job<SyncJobData | WebhookJobData>) => {
      if (job.name === WEBHOOK_JOB) return options.processWebhook((job.data as WebhookJobData).storedId);
      const data = job.data as SyncJobData;
      const result = await sync.syncUser(data.userId, data.only);
      if (job.repeatJobKey && !(await sync.hasAccounts(data.userId))) {
        await queue.removeJobScheduler(scheduleId(data.userId));
      }
      return result;
    },
  });

  const scheduleId = (userId: string) => `sync.${userId}`;

  return {
    queue,
    /**
     * Syncs the user every interval from now on. A new `every` schedule runs its first job at once,
     * unless the accounts just connected are being synced now (its first run would repeat that
     * work): it then starts one interval later. A schedule that exists keeps its next run.
     */
    async schedule(userId: string, { syncingNow = false }: { syncingNow?: boolean } = {}): Promise<void> {
      await queue.upsertJobScheduler(
        scheduleId(userId),
        {
          every: options.intervalMs,
          ...(syncingNow ? { startDate: Date.now() + options.intervalMs } : {}),
        },
        { name: JOB, data: { userId } },
      );
    },
    /** A stored webhook's processing, once per event. */
    async enqueueWebhook(storedId: string): Promise<void> {
      await queue.add(WEBHOOK_JOB, { storedId }, { jobId: `webhook.${storedId}` });
    },
    close,
  };
}

export type SyncQueue = Awaited<ReturnType<typeof createSyncQueue>>;
