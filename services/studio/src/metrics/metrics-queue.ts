import type { Job } from 'bullmq';
import type { ServiceDeps } from '@scp/service-kit/app';
import { createJobQueue, delayJob } from '@scp/service-kit/job-queue';
import type { Logger } from '@scp/service-kit/logger';
import { neighbourUrls, type StudioEnv } from '../config';
import { createPostMetricsClient, type PostMetricsClient } from '../neighbours/post-metrics-client';
import { dueAccounts, readAccountMetrics, utcDay, type MetricsAccountKey } from './read-account-metrics';

const QUEUE = 'post-metrics';
/** The day's read: finds the accounts due and queues one job each. */
export const DAILY_JOB = 'read-day';
/** One account's read: its targets' figures through settings, stored for the day. */
export const ACCOUNT_JOB = 'read-account';
const SCHEDULER_ID = 'post-metrics.daily';
/** Every day at 04:30 UTC, when the platforms have counted the day before. */
const DAILY_PATTERN = '30 4 * * *';

type MetricsJobData = MetricsAccountKey | Record<string, never>;

/** One job per account and day (BullMQ takes no ':' in an id): a second day's read of the account is another job. */
export function accountJobId(key: MetricsAccountKey): string {
  return `metrics.${key.day}.${key.userId}.${key.platform}.${key.accountId}`.replace(/:/g, '_');
}

/**
 * The daily read of published posts' figures as BullMQ jobs (docs/architecture.md, Jobs and
 * webhooks): a repeating job each day finds every account with a target that went out in the last
 * 30 days and queues one job per account, which reads its targets through settings; a platform's
 * wait delays that job without spending an attempt, an outage is retried with back-off.
 */
export async function createMetricsQueue(options: {
  redisUrl: string;
  /** Keys the queue's Redis keys with the service's database (parallel tests never take each other's jobs). */
  prefix: string;
  settings: PostMetricsClient;
  logger: Logger;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  const { queue, close } = await createJobQueue<MetricsJobData, string | number>({
    redisUrl: options.redisUrl,
    name: QUEUE,
    prefix: options.prefix,
    runWorker: true,
    // The jobs wait on settings and the platforms far more than on the CPU.
    concurrency: 4,
    logger: options.logger,
    process: async (job: Job<MetricsJobData>, token?: string) => {
      const at = now();
      if (job.name === DAILY_JOB) {
        const day = utcDay(at);
        const accounts = await dueAccounts(at);
        await queue.addBulk(
          accounts.map((account) => {
            const data = { ...account, day };
            return { name: ACCOUNT_JOB, data, opts: { jobId: accountJobId(data) } };
          }),
        );
        return accounts.length;
      }
      const done = await readAccountMetrics(options, job.data as MetricsAccountKey, at);
      if (done.outcome === 'wait' && token) await delayJob(job, token, done.waitMs);
      if (done.outcome === 'retry') throw new Error(done.words);
      return done.outcome;
    },
  });
  await queue.upsertJobScheduler(SCHEDULER_ID, { pattern: DAILY_PATTERN, tz: 'UTC' }, { name: DAILY_JOB, data: {} });
  return { queue, close };
}

export type MetricsQueue = Awaited<ReturnType<typeof createMetricsQueue>>;

/**
 * Starts the daily read in this process when it has Redis (never without in a deploy), and stops it
 * with the service.
 */
export function startMetricsReading(deps: ServiceDeps<StudioEnv>): Promise<MetricsQueue> | undefined {
  const { config, logger } = deps;
  if (!deps.redis) return undefined;
  const ready = createMetricsQueue({
    redisUrl: config.redisUrl,
    prefix: `bull-${config.mongodbDb}`,
    settings: createPostMetricsClient({
      urls: neighbourUrls(config.extra, config),
      privateKey: config.serviceTokenPrivateKey,
    }),
    logger,
  });
  ready.catch((err: unknown) => logger.error({ err }, 'post metrics queue failed to start'));
  deps.onClose?.(async () => {
    await (await ready.catch(() => undefined))?.close();
  });
  return ready;
}
