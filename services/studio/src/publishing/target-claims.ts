import mongoose, { type QueryFilter, type Types } from 'mongoose';
import type { PostPlatform, PostStatus, TargetState } from '@scp/shared/contracts/studio/studio-constants';
import { PostModel, type PostDocument, type PostRecord, type PostTargetRecord } from '../posts/post-model';

/** Names one target of one post as it was when its job was queued. */
export interface TargetKey {
  postId: string;
  userId: string;
  platform: PostPlatform;
  accountId: string;
  /** The post's instant (ms) when the job was queued: a post moved since is not this job's any more. */
  scheduledAt: number;
}

/** The target this attempt holds, as it was claimed. */
export interface HeldTarget {
  post: PostDocument;
  target: PostTargetRecord;
  attemptId: string;
  /** When this attempt started (the claim). */
  attemptAt: Date;
  /** Since when an earlier attempt's outcome is unknown (it may have been posted): look before publishing. */
  checkSince: Date | null;
}

/** The statuses in which a post's targets are published: at its time ('scheduled') and while going out. */
const publishable: PostStatus[] = ['scheduled', 'publishing'];

const oid = (id: string) => new mongoose.Types.ObjectId(id);

function targetOf(post: PostDocument, key: Pick<TargetKey, 'platform' | 'accountId'>): PostTargetRecord | undefined {
  return post.targets.find((one) => one.platform === key.platform && one.accountId === key.accountId);
}

/** The post when this job is still its job: same instant, not cancelled, the account still a target. */
export async function currentPost(key: TargetKey): Promise<{ post: PostDocument; target: PostTargetRecord } | null> {
  if (!mongoose.isObjectIdOrHexString(key.postId)) return null;
  const post = await PostModel.findOne({ _id: oid(key.postId), userId: key.userId }).lean<PostDocument>();
  if (!post || post.scheduledAt?.getTime() !== key.scheduledAt || !publishable.includes(post.status)) return null;
  const target = targetOf(post, key);
  return target ? { post, target } : null;
}

/** The filter of this job's post while it is going out, with a condition on the account's target. */
function goingOut(key: TargetKey, target: Record<string, unknown>): QueryFilter<PostRecord> {
  return {
    _id: oid(key.postId),
    userId: key.userId,
    scheduledAt: new Date(key.scheduledAt),
    status: 'publishing',
    targets: mongoose.trusted({ $elemMatch: { platform: key.platform, accountId: key.accountId, ...target } }),
  };
}

function held(post: PostDocument | null, key: TargetKey, attemptId: string, attemptAt: Date): HeldTarget | null {
  const target = post && targetOf(post, key);
  if (!post || !target) return null;
  return { post, target, attemptId, attemptAt, checkSince: target.result.checkSince ?? null };
}

/**
 * Posts due by `until` with an account still pending, earliest first: what the publishing jobs must
 * cover (a job lost between a post's write and its queueing is queued again by the sweep).
 */
export async function duePosts(until: Date, limit: number): Promise<PostDocument[]> {
  return PostModel.find({
    status: mongoose.trusted({ $in: publishable }),
    scheduledAt: mongoose.trusted({ $lte: until }),
    'targets.result.state': 'pending',
  })
    .sort({ scheduledAt: 1 })
    .limit(limit)
    .lean<PostDocument[]>();
}

/**
 * A scheduled post at its time starts going out: its status becomes 'publishing' (the owner can no
 * longer change it), only while it is still at this instant.
 */
export async function startGoingOut(key: TargetKey): Promise<void> {
  await PostModel.updateOne(
    { _id: oid(key.postId), userId: key.userId, scheduledAt: new Date(key.scheduledAt), status: 'scheduled' },
    { $set: { status: 'publishing' } },
  );
}

type TargetResult = PostTargetRecord['result'];

/** The stored result with the given changes, every field written (an update sets the result whole). */
function resultWith(seen: TargetResult, changes: Partial<TargetResult>): TargetResult {
  return {
    state: seen.state,
    platformPostId: seen.platformPostId,
    permalink: seen.permalink,
    words: seen.words,
    attempts: seen.attempts,
    at: seen.at,
    attemptId: seen.attemptId ?? null,
    checkSince: seen.checkSince ?? null,
    ...changes,
  };
}

/**
 * Each change of a target's result is conditional on the result as it was seen (its state, attempt
 * and count) and writes the result whole: only one of two writers from the same view matches, and
 * one positional path per update is what the embedded test database takes.
 */
const asSeen = (seen: TargetResult) => ({
  'result.state': seen.state,
  'result.attempts': seen.attempts,
  'result.attemptId': seen.attemptId ?? null,
});

/** A new attempt holds the target, from the result as it was seen (one writer from that view wins). */
async function holdFrom(
  key: TargetKey,
  seen: TargetResult,
  attemptId: string,
  now: Date,
  changes: Partial<TargetResult>,
): Promise<HeldTarget | null> {
  const post = await PostModel.findOneAndUpdate(
    goingOut(key, asSeen(seen)),
    {
      $set: {
        'targets.$.result': resultWith(seen, { attemptId, at: now, attempts: seen.attempts + 1, ...changes }),
      },
    },
    { returnDocument: 'after' },
  ).lean<PostDocument>();
  return held(post, key, attemptId, now);
}

/**
 * Claims a pending target for one attempt (pending -> publishing) in one conditional update: of two
 * workers on the same target only one matches, the other gets null.
 */
export function claimPending(
  key: TargetKey,
  seen: TargetResult,
  attemptId: string,
  now: Date,
): Promise<HeldTarget | null> {
  return holdFrom(key, seen, attemptId, now, { state: 'publishing' });
}

/**
 * Takes over a target left in 'publishing' by an attempt that is gone (a crash or a lost lock between
 * the platform's answer and our record): only from that attempt, so one taker wins. What the gone
 * attempt did is unknown from its start, so the taker looks at the account's recent posts since then.
 */
export function takeOver(key: TargetKey, gone: TargetResult, attemptId: string, now: Date): Promise<HeldTarget | null> {
  return holdFrom(key, gone, attemptId, now, { checkSince: gone.checkSince ?? gone.at });
}

/** How an attempt ended, as recorded on its target. */
export type AttemptRecord =
  | { state: 'published'; platformPostId: string; permalink: string }
  | { state: Extract<TargetState, 'failed' | 'needs_reauth'>; words: string; unknownSince?: Date | null }
  | { state: 'pending'; unknownSince?: Date | null };

/**
 * Records an attempt's end on its target, only while this attempt still holds it, then derives the
 * post's status from its targets. `unknownSince`: the platform may have posted it (no answer, a 5xx),
 * so the next attempt looks at the recent posts from then.
 */
export async function recordAttempt(
  key: TargetKey,
  attempt: HeldTarget,
  record: AttemptRecord,
  now: Date,
): Promise<PostDocument | null> {
  const published = record.state === 'published';
  const holding = attempt.target.result;
  const recorded = await PostModel.updateOne(goingOut(key, asSeen(holding)), {
    $set: {
      'targets.$.result': resultWith(holding, {
        state: record.state,
        platformPostId: published ? record.platformPostId : null,
        permalink: published ? record.permalink : null,
        words: 'words' in record ? record.words : null,
        at: now,
        attemptId: null,
        checkSince: published ? null : (record.unknownSince ?? null),
      }),
    },
  });
  if (recorded.modifiedCount === 0) return null;
  return deriveStatus(key.postId);
}

/**
 * The post's status from its targets, computed by the database in one update so two targets
 * recorded at once never leave a stale status: any target still pending or publishing ->
 * 'publishing'; all published -> 'published'; some -> 'partial'; none -> 'failed'.
 */
export async function deriveStatus(postId: string | Types.ObjectId): Promise<PostDocument | null> {
  const states = '$targets.result.state';
  return PostModel.findOneAndUpdate(
    { _id: typeof postId === 'string' ? oid(postId) : postId, status: 'publishing' },
    [
      {
        $set: {
          status: {
            $switch: {
              branches: [
                {
                  case: { $gt: [{ $size: { $setIntersection: [states, ['pending', 'publishing']] } }, 0] },
                  then: 'publishing',
                },
                { case: { $setIsSubset: [states, ['published']] }, then: 'published' },
                { case: { $in: ['published', states] }, then: 'partial' },
              ],
              default: 'failed',
            },
          },
        },
      },
    ],
    { returnDocument: 'after', updatePipeline: true },
  ).lean<PostDocument>();
}

/**
 * The owner's Retry of one failed target: back to pending, the post going out again. Null when the
 * target is in none of `states` (by default only 'failed': not published, being published, or
 * waiting for a reconnection the caller has not seen yet) or the post is not the owner's.
 */
export async function reopenFailed(
  userId: string,
  postId: string,
  platform: PostPlatform,
  accountId: string,
  states: readonly TargetState[] = ['failed'],
): Promise<PostDocument | null> {
  if (!mongoose.isObjectIdOrHexString(postId)) return null;
  const post = await PostModel.findOne({ _id: oid(postId), userId }).lean<PostDocument>();
  const seen = post && targetOf(post, { platform, accountId })?.result;
  if (
    !post?.scheduledAt ||
    !seen ||
    !states.includes(seen.state) ||
    (post.status !== 'partial' && post.status !== 'failed')
  )
    return null;
  return PostModel.findOneAndUpdate(
    {
      _id: post._id,
      userId,
      status: post.status,
      targets: mongoose.trusted({ $elemMatch: { platform, accountId, ...asSeen(seen) } }),
    },
    { $set: { status: 'publishing', 'targets.$.result': resultWith(seen, { state: 'pending', words: null }) } },
    { returnDocument: 'after' },
  ).lean<PostDocument>();
}
