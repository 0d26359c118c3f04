import { Types } from 'mongoose';
import { createLogger } from '@scp/service-kit/logger';
import type { PublishRequest, PublishResponse } from '@scp/shared/contracts/settings/publishing-internal';
import { PostModel, type PostDocument } from '../posts/post-model';
import { newUserId, studioFixture } from '../studio-harness.test.util';
import { fakePlatform } from './fake-platform.test.util';
import { createPublishQueue } from './publish-queue';
import { ATTEMPT_LEASE_MS, createTargetPublisher } from './publish-target';
import { claimPending, currentPost, type TargetKey } from './target-claims';

// The never-twice rule (docs/architecture.md, Jobs and webhooks) on the real database: two workers on
// one target, and a worker gone between the platform's answer and our record. The posts here are
// written as going out without queued jobs, so only the workers a test builds touch them.
const fx = studioFixture();
const logger = createLogger({ name: 'studio', level: 'silent' });

const AT = new Date('2030-05-01T09:00:00.000Z');

let posts = 0;
async function goingOut(): Promise<{ key: TargetKey; text: string }> {
  const userId = newUserId();
  const text = `Spring menu is out (${++posts})`;
  const doc = await PostModel.create({
    userId,
    text,
    hashtags: [],
    media: [],
    targets: [
      {
        platform: 'twitter',
        accountId: 'x1',
        displayName: 'X',
        result: { state: 'pending', platformPostId: null, permalink: null, words: null, attempts: 0, at: null },
      },
    ],
    scheduledAt: AT,
    timeZone: 'UTC',
    status: 'publishing',
    source: 'studio',
  });
  return {
    key: { postId: String(doc._id), userId, platform: 'twitter', accountId: 'x1', scheduledAt: AT.getTime() },
    text,
  };
}

async function resultOf(key: TargetKey) {
  const doc = await PostModel.findById(key.postId).lean<PostDocument>();
  return { status: doc!.status, ...doc!.targets[0]!.result };
}

/** A worker (one process's publisher) over the fake platform; `publish` may be replaced to hold or lose the answer. */
function worker(
  platform: ReturnType<typeof fakePlatform>,
  options: {
    now?: () => Date;
    publish?: (request: PublishRequest) => Promise<PublishResponse | null>;
  } = {},
) {
  return createTargetPublisher({
    neighbours: {
      publish: async (_userId, platformKey, accountId, request) =>
        options.publish ? options.publish(request) : platform.publish(platformKey, accountId, request),
      recentPosts: async (_userId, platformKey, accountId, since) =>
        platform.recentPosts(platformKey, accountId, since),
    },
    logger,
    now: options.now,
  });
}

const once = { finalAttempt: false };

/** Settings publishing on the platform after a while (the time two workers need to meet). */
const slowly =
  (platform: ReturnType<typeof fakePlatform>) =>
  (request: PublishRequest): Promise<PublishResponse> =>
    new Promise((resolve) => setTimeout(() => resolve(platform.publish('twitter', 'x1', request)), 200));
const later = () => new Date(Date.now() + ATTEMPT_LEASE_MS + 1000);

describe('never twice', () => {
  it('publishes once when two workers run the same target at the same time', async () => {
    const platform = fakePlatform();
    const { key } = await goingOut();
    const slow = slowly(platform);
    const [first, second] = await Promise.all([
      worker(platform, { publish: slow })(key, once),
      worker(platform, { publish: slow })(key, once),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(['busy', 'recorded']);
    expect(platform.publishCount('twitter', 'x1')).toBe(1);
    // The busy one looks again later (its job delayed): the target is decided, nothing more is sent.
    expect(await worker(platform)(key, once)).toEqual({ outcome: 'skipped' });
    expect(platform.publishCount('twitter', 'x1')).toBe(1);
    expect(await resultOf(key)).toMatchObject({
      status: 'published',
      state: 'published',
      platformPostId: platform.postsOf('twitter', 'x1')[0]!.platformPostId,
      attempts: 1,
    });
  });

  it('lets one of two claims made from the same view of a target win', async () => {
    const { key } = await goingOut();
    const seen = (await currentPost(key))!.target.result;
    const claims = await Promise.all(
      ['first', 'second', 'third'].map((attemptId) => claimPending(key, seen, attemptId, new Date())),
    );
    const winners = claims.filter((claim) => claim !== null);
    expect(winners).toHaveLength(1);
    expect(await resultOf(key)).toMatchObject({ state: 'publishing', attemptId: winners[0]!.attemptId, attempts: 1 });
  });

  it('publishes once when two processes’ workers get jobs for the same target', async () => {
    const platform = fakePlatform();
    const { key } = await goingOut();
    const slow = slowly(platform);
    // Two processes with their own queue client and worker on the same Redis keys (as two replicas).
    const prefix = `bull-race-${key.postId}`;
    const processes = await Promise.all(
      [1, 2].map(() =>
        createPublishQueue({
          redisUrl: fx.service.deps.config.redisUrl,
          prefix,
          publishTarget: worker(platform, { publish: slow }),
          logger,
        }),
      ),
    );
    try {
      const ids = ['scheduled', 'retried'];
      await Promise.all(processes.map((one, index) => one.queue.add('publish-target', key, { jobId: ids[index] })));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(platform.publishCount('twitter', 'x1')).toBe(1);
      expect(await resultOf(key)).toMatchObject({ status: 'published', state: 'published', attempts: 1 });
      const states = await Promise.all(ids.map(async (id) => (await processes[0]!.queue.getJobState(id)) as string));
      // One job published; the other found the target held and waits to look again (and will find it decided).
      expect(states.sort()).toEqual(['completed', 'delayed']);
    } finally {
      await Promise.all(processes.map((one) => one.close()));
    }
  });

  it('queues a due post whose job was lost when the due posts are swept', async () => {
    const platform = fakePlatform();
    const { key } = await goingOut();
    // Written as scheduled a moment ago, its queueing lost (Redis went away after the write).
    const dueAt = new Date(Date.now() - 1000);
    await PostModel.updateOne({ _id: key.postId }, { $set: { status: 'scheduled', scheduledAt: dueAt } });
    const sweeper = await createPublishQueue({
      redisUrl: fx.service.deps.config.redisUrl,
      prefix: `bull-sweep-${key.postId}`,
      publishTarget: worker(platform),
      logger,
    });
    try {
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
      const end = Date.now() + 5000;
      while ((await resultOf(key)).status !== 'published' && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await resultOf(key)).toMatchObject({ status: 'published', state: 'published', attempts: 1 });
      expect(platform.publishCount('twitter', 'x1')).toBe(1);
      // Swept again: its job is known, nothing is sent twice.
      await sweeper.sweep();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(platform.publishCount('twitter', 'x1')).toBe(1);
    } finally {
      await sweeper.close();
    }
  });

  it('after a crash between the platform’s answer and our record, finds the post among the recent ones', async () => {
    const platform = fakePlatform();
    const { key, text } = await goingOut();
    // The first worker's platform call posts, and its process dies before the answer is recorded.
    let answerLost: (answer: PublishResponse) => void = () => undefined;
    const lost = worker(platform, {
      publish: (request) => {
        const answer = platform.publish('twitter', 'x1', request);
        return new Promise((resolve) => {
          answerLost = resolve;
        }).then(() => answer);
      },
    })(key, once);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(platform.publishCount('twitter', 'x1')).toBe(1);
    expect(await resultOf(key)).toMatchObject({ state: 'publishing', attempts: 1 });

    // While the first attempt may still be alive, no other worker takes the target.
    expect((await worker(platform)(key, once)).outcome).toBe('busy');
    // Once its lease is over, the job's retry looks at the account's recent posts and records what it finds.
    expect(await worker(platform, { now: later })(key, once)).toEqual({ outcome: 'recorded', state: 'published' });
    expect(platform.publishCount('twitter', 'x1')).toBe(1);
    const [posted] = platform.postsOf('twitter', 'x1');
    expect(posted!.text).toBe(text);
    expect(await resultOf(key)).toMatchObject({
      status: 'published',
      state: 'published',
      platformPostId: posted!.platformPostId,
      permalink: posted!.permalink,
      attempts: 2,
    });

    // The first worker's answer arriving after all changes nothing: its attempt no longer holds the target.
    answerLost({ outcome: 'published', platformPostId: posted!.platformPostId, permalink: posted!.permalink });
    expect(await lost).toEqual({ outcome: 'skipped' });
    expect(platform.publishCount('twitter', 'x1')).toBe(1);
  });

  it('after a crash between the account’s record and the post’s status, the job run again sets the status', async () => {
    const platform = fakePlatform();
    const { key } = await goingOut();
    // The account's outcome was written, then the process died before the post's status followed it.
    await PostModel.updateOne(
      { _id: key.postId },
      {
        $set: {
          'targets.0.result': {
            state: 'published',
            platformPostId: 'p1',
            permalink: 'https://x.example/i/web/status/p1',
            words: null,
            attempts: 1,
            at: new Date(),
            attemptId: null,
            checkSince: null,
          },
        },
      },
    );
    expect(await resultOf(key)).toMatchObject({ status: 'publishing', state: 'published' });

    // Its job, found stalled and run again by another worker, publishes nothing and sets the status.
    expect(await worker(platform)(key, once)).toEqual({ outcome: 'skipped' });
    expect(await resultOf(key)).toMatchObject({ status: 'published', state: 'published', platformPostId: 'p1' });
    expect(platform.publishCount('twitter', 'x1')).toBe(0);
  });

  it('publishes after a crash that happened before the platform posted (nothing among the recent posts)', async () => {
    const platform = fakePlatform();
    const { key } = await goingOut();
    void worker(platform, { publish: () => new Promise(() => undefined) })(key, once);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await resultOf(key)).toMatchObject({ state: 'publishing' });
    expect(await worker(platform, { now: later })(key, once)).toEqual({ outcome: 'recorded', state: 'published' });
    expect(platform.publishCount('twitter', 'x1')).toBe(1);
    expect(platform.postsOf('twitter', 'x1')).toHaveLength(1);
  });

  it('does nothing for a job of a post that moved, was cancelled or is gone', async () => {
    const platform = fakePlatform();
    const { key } = await goingOut();
    expect(await worker(platform)({ ...key, scheduledAt: AT.getTime() - 60_000 }, once)).toEqual({
      outcome: 'skipped',
    });
    expect(await worker(platform)({ ...key, postId: new Types.ObjectId().toHexString() }, once)).toEqual({
      outcome: 'skipped',
    });
    await PostModel.updateOne({ _id: key.postId }, { $set: { status: 'draft', scheduledAt: null } });
    expect(await worker(platform)(key, once)).toEqual({ outcome: 'skipped' });
    expect(platform.publishes).toHaveLength(0);
  });
});
