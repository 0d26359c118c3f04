import { AppError } from '@scp/service-kit/errors';
import { createJobQueue, delayJob } from '@scp/service-kit/job-queue';
import type { Logger } from '@scp/service-kit/logger';
import { JOB_ATTEMPTS } from '@scp/service-kit/retry-backoff';
import { MINUTE } from '@scp/shared/contracts/app/time-units';
import type { PostDocument, PostTargetRecord } from '../posts/post-model';
import type { TargetPublisher } from './publish-target';
import { duePosts, type TargetKey } from './target-claims';

const QUEUE = 'post-publishing';
const JOB = 'publish-target';
const SWEEP_JOB = 'sweep-due';
/**
 * How often the due posts are looked over, and the most queued per sweep: a post whose job was lost
 * (its queueing failed after the post was written) still goes out, at most this late.
 */
const SWEEP_EVERY_MS = MINUTE;
const SWEEP_LIMIT = 1000;

/**
 * One job per post and account at the post's instant: `publish.<postId>.<platform>.<accountId>.<ms>`
 * (BullMQ takes no ':' in an id). A post moved to another instant gets new jobs; an old one that
 * still runs finds the post moved and does nothing. `round` names a Retry of a failed target.
 */
export function publishJobId(key: Omit<TargetKey, 'userId'>, round?: number): string {
  const id = `publish.${key.postId}.${key.platform}.${key.accountId}.${key.scheduledAt}`.replace(/:/g, '_');
  return round === undefined ? id : `${id}.retry${round}`;
}

function keyOf(post: PostDocument, target: PostTargetRecord, scheduledAt: Date): TargetKey {
  return {
    postId: String(post._id),
    userId: post.userId,
    platform: target.platform,
    accountId: target.accountId,
    scheduledAt: scheduledAt.getTime(),
  };
}

/** The jobs a post needs: one per account still to publish, while it is scheduled or going out. */
function jobsOf(post: PostDocument | null): TargetKey[] {
  if (!post?.scheduledAt || (post.status !== 'scheduled' && post.status !== 'publishing')) return [];
  const at = post.scheduledAt;
  return post.targets.filter((target) => target.result.state === 'pending').map((target) => keyOf(post, target, at));
}

/**
 * The studio's publishing jobs (docs/architecture.md, Jobs and webhooks; decisions/jobs-on-bullmq.md),
 * run in the service's own process: a delayed job per post and account at its instant; a platform's
 * wait delays the job without spending an attempt; no answer or a 5xx is retried with the product's
 * back-off, the kit's for every queue (retry-backoff.ts: 'Retry defaults', capped at 30 s, with jitter).
 */
export async function createPublishQueue(options: {
  redisUrl: string;
  /** Keys the queue's Redis keys with the service's database (parallel tests never take each other's jobs). */
  prefix: string;
  publishTarget: TargetPublisher;
  logger: Logger;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  const attempts = JOB_ATTEMPTS;
  const { queue, close } = await createJobQueue<TargetKey | Record<string, never>, string>({
    redisUrl: options.redisUrl,
    name: QUEUE,
    prefix: options.prefix,
    runWorker: true,
    // The jobs wait on settings and the platforms far more than on the CPU.
    concurrency: 8,
    logger: options.logger,
    process: async (job, token) => {
      if (job.name === SWEEP_JOB) return `queued ${await sweep()}`;
      const done = await options.publishTarget(job.data as TargetKey, {
        finalAttempt: job.attemptsMade + 1 >= attempts,
      });
      if ((done.outcome === 'wait' || done.outcome === 'busy') && token) await delayJob(job, token, done.waitMs);
      if (done.outcome === 'retry') throw new Error(done.words);
      return done.outcome === 'recorded' ? done.state : done.outcome;
    },
  });

  const add = async (key: TargetKey, round?: number) => {
    const delay = Math.max(0, key.scheduledAt - now().getTime());
    await queue.add(JOB, key, { jobId: publishJobId(key, round), ...(delay > 0 ? { delay } : {}) });
  };

  /** Queues the jobs of every due post (ids already queued are kept): how many posts it looked at. */
  async function sweep(): Promise<number> {
    const due = await duePosts(now(), SWEEP_LIMIT);
    for (const post of due) for (const key of jobsOf(post)) await add(key);
    return due.length;
  }
  // A repeating job, so one process sweeps at a time; its first run is at once (a restart's catch-up).
  await queue.upsertJobScheduler('publish-sweep', { every: SWEEP_EVERY_MS }, { name: SWEEP_JOB, data: {} });

  return {
    queue,
    sweep,
    /**
     * A post was scheduled, moved, changed, cancelled or deleted: the jobs it no longer needs go (one
     * already running finds the post moved), the ones it needs are queued (an id queued already is kept).
     */
    async changed(previous: PostDocument | null, next: PostDocument | null): Promise<void> {
      const wanted = jobsOf(next);
      const keep = new Set(wanted.map((key) => publishJobId(key)));
      for (const key of jobsOf(previous)) {
        const id = publishJobId(key);
        if (!keep.has(id)) await queue.remove(id).catch(() => 0);
      }
      for (const key of wanted) await add(key);
    },
    /** The owner's Retry of a failed target: a job of its own, at once. */
    async retry(post: PostDocument, target: PostTargetRecord): Promise<void> {
      if (!post.scheduledAt) return;
      await add(keyOf(post, target, post.scheduledAt), target.result.attempts);
    },
    close,
  };
}

export type PublishQueue = Awaited<ReturnType<typeof createPublishQueue>>;

/** The publishing jobs as the posts see them: refused with a 503 when this process has no queue (no Redis). */
export interface PostJobs {
  /** Throws 503 unless jobs can be queued now (before a post is scheduled or published). */
  ready(): Promise<void>;
  changed(previous: PostDocument | null, next: PostDocument | null): Promise<void>;
  retry(post: PostDocument, target: PostTargetRecord): Promise<void>;
}

export function postJobs(queueReady: Promise<PublishQueue> | undefined): PostJobs {
  const queue = async () => {
    const ready = await queueReady?.catch(() => undefined);
    if (!ready) throw AppError.unavailable();
    return ready;
  };
  return {
    async ready() {
      await queue();
    },
    async changed(previous, next) {
      // Without a queue no job was ever queued: nothing to remove, and nothing is scheduled without `ready`.
      if (jobsOf(next).length === 0 && !(await queueReady?.catch(() => undefined))) return;
      await (await queue()).changed(previous, next);
    },
    async retry(post, target) {
      await (await queue()).retry(post, target);
    },
  };
}
