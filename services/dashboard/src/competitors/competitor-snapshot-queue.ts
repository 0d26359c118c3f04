import type { Logger } from '@scp/service-kit/logger';
import { createJobQueue } from '@scp/service-kit/job-queue';
import type { CompetitorSnapshots } from './competitor-snapshots';

const QUEUE = 'competitor-snapshots';
const JOB = 'snapshot-competitors';
const SCHEDULE = 'competitor-snapshots.daily';
/** Early in the UTC day, so the day's snapshot is there when owners look. */
const DAILY_PATTERN = '10 0 * * *';

/**
 * The daily snapshot of every competitor, as a BullMQ job like the sync's (docs/architecture.md,
 * Jobs and webhooks): one schedule for the whole service, each run taking today's snapshot of the
 * competitors that have none with figures yet, so a run repeated the same day adds nothing.
 */
export async function createCompetitorSnapshotQueue(options: {
  redisUrl: string;
  prefix: string;
  snapshots: CompetitorSnapshots;
  runWorker: boolean;
  logger: Logger;
}) {
  const { queue, close } = await createJobQueue<Record<string, never>, { taken: number }>({
    redisUrl: options.redisUrl,
    name: QUEUE,
    prefix: options.prefix,
    runWorker: options.runWorker,
    logger: options.logger,
    process: async () => ({ taken: await options.snapshots.takeMissing({ retryFailed: true }) }),
  });
  await queue.upsertJobScheduler(SCHEDULE, { pattern: DAILY_PATTERN, tz: 'UTC' }, { name: JOB, data: {} });
  return {
    queue,
    /** A run now (besides the daily one), once at a time. */
    async runNow(): Promise<void> {
      await queue.add(JOB, {}, { jobId: `${JOB}.${Date.now()}` });
    },
    close,
  };
}

export type CompetitorSnapshotQueue = Awaited<ReturnType<typeof createCompetitorSnapshotQueue>>;
