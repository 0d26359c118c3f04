import { randomUUID } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { rateLimits } from '@scp/shared/contracts/app/app-constants';
import { MINUTE, SECOND } from '@scp/shared/contracts/app/time-units';
import type { PublishFailed } from '@scp/shared/contracts/settings/publishing-internal';
import type { TargetState } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { PUBLISH_CALL_TIMEOUT_MS, type Neighbours } from '../neighbours/neighbours';
import type { PostTargetRecord } from '../posts/post-model';
import { findPublished, publishRequestOf } from './publish-request';
import {
  claimPending,
  currentPost,
  deriveStatus,
  recordAttempt,
  startGoingOut,
  takeOver,
  type AttemptRecord,
  type HeldTarget,
  type TargetKey,
} from './target-claims';

const texts = studioTexts.publishing;

/**
 * How long an attempt holds its target before another may take it over: longer than a publish call
 * can take, so a live attempt is never taken over, only one that is gone (a crash, a lost lock).
 */
export const ATTEMPT_LEASE_MS = PUBLISH_CALL_TIMEOUT_MS + MINUTE;
/** The platforms' clocks and ours may differ a little: a recent post this much older is still looked at. */
export const CLOCK_SKEW_MS = MINUTE;

/** What one run of a target's job did. */
export type TargetOutcome =
  /** Nothing to do: the post moved, was cancelled or deleted, or the target is already decided. */
  | { outcome: 'skipped' }
  /** Another attempt holds the target (it is publishing it now): look again after its lease. */
  | { outcome: 'busy'; waitMs: number }
  /** The platform asked for a wait: the target is pending again. */
  | { outcome: 'wait'; waitMs: number }
  /** No answer, or a 5xx: the target is pending again and the job backs off. */
  | { outcome: 'retry'; words: string }
  | { outcome: 'recorded'; state: TargetState };

/**
 * Publishes one post to one account, at most once (docs/architecture.md, Jobs and webhooks): the
 * attempt is recorded on the target before settings is called (only one worker wins the claim); the
 * platform's answer is recorded after. A target found mid-attempt with its holder gone may already be
 * posted (a crash between the platform's answer and our record): the account's recent posts are read
 * first and a post of ours found there is recorded, not published again.
 */
export function createTargetPublisher(deps: {
  neighbours: Pick<Neighbours, 'publish' | 'recentPosts'>;
  logger: Logger;
  now?: () => Date;
  leaseMs?: number;
}) {
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? ATTEMPT_LEASE_MS;
  const { neighbours, logger } = deps;

  /** The claim of this run: the pending target, or one whose attempt is gone. */
  async function hold(
    key: TargetKey,
    seen: PostTargetRecord['result'],
  ): Promise<HeldTarget | { busyMs: number } | null> {
    const attemptId = randomUUID();
    const claimed = seen.state === 'pending' ? await claimPending(key, seen, attemptId, now()) : null;
    if (claimed) return claimed;
    const found = await currentPost(key);
    const result = found?.target.result;
    if (!result || result.state !== 'publishing') return null;
    const heldMs = now().getTime() - (result.at?.getTime() ?? 0);
    if (result.attemptId && heldMs < leaseMs) return { busyMs: leaseMs - heldMs };
    logger.warn({ postId: key.postId, platform: key.platform }, 'taking over a publishing attempt that is gone');
    return takeOver(key, result, attemptId, now());
  }

  return async function publishTarget(key: TargetKey, options: { finalAttempt: boolean }): Promise<TargetOutcome> {
    const found = await currentPost(key);
    if (!found) return { outcome: 'skipped' };
    if (found.post.status === 'scheduled') await startGoingOut(key);
    const held = await hold(key, found.target.result);
    if (!held) {
      // The account has its outcome already; a crash may have come before the post's status followed it.
      await deriveStatus(key.postId);
      return { outcome: 'skipped' };
    }
    if ('busyMs' in held) return { outcome: 'busy', waitMs: held.busyMs + SECOND };

    const record = async (outcome: AttemptRecord): Promise<boolean> => {
      const post = await recordAttempt(key, held, outcome, now());
      if (!post) logger.warn({ postId: key.postId, platform: key.platform }, 'publishing attempt lost its target');
      return post !== null;
    };
    const recorded = async (outcome: AttemptRecord): Promise<TargetOutcome> =>
      (await record(outcome)) ? { outcome: 'recorded', state: outcome.state } : { outcome: 'skipped' };

    /** A failure's record; `unknownSince`: from when the platform may have posted it anyway. */
    const failed = async (failure: PublishFailed, unknownSince: Date | null): Promise<TargetOutcome> => {
      switch (failure.kind) {
        case 'token_refused':
          // Settings marked the account for reconnection and told the owner, once per account.
          return recorded({ state: 'needs_reauth', words: failure.words, unknownSince });
        case 'bad_request':
          return recorded({ state: 'failed', words: failure.words, unknownSince });
        case 'rate_limited': {
          if (!(await record({ state: 'pending', unknownSince }))) return { outcome: 'skipped' };
          const waitMs =
            failure.retryAfterSeconds === undefined ? rateLimits.recoveryWaitMs : failure.retryAfterSeconds * SECOND;
          return { outcome: 'wait', waitMs };
        }
        case 'unavailable':
          if (options.finalAttempt) return recorded({ state: 'failed', words: failure.words, unknownSince });
          if (!(await record({ state: 'pending', unknownSince }))) return { outcome: 'skipped' };
          return { outcome: 'retry', words: failure.words };
      }
    };
    /** Settings did not answer: nothing is known of what the platform did. */
    const unreachable = (unknownSince: Date | null) =>
      failed({ outcome: 'failed', kind: 'unavailable', words: texts.unreachable }, unknownSince);
    const isUnavailable = (err: unknown) => err instanceof AppError && err.status === 503;

    const request = publishRequestOf(held.post, held.target);
    if (held.checkSince) {
      // An earlier attempt may have posted it: look before publishing.
      const since = held.checkSince;
      let listed;
      try {
        listed = await neighbours.recentPosts(
          key.userId,
          key.platform,
          key.accountId,
          new Date(since.getTime() - CLOCK_SKEW_MS),
        );
      } catch (err) {
        if (!isUnavailable(err)) throw err;
        return unreachable(since);
      }
      if (listed === null) return recorded({ state: 'failed', words: texts.accountGone, unknownSince: since });
      if (listed.outcome === 'failed') return failed(listed, since);
      const ours = findPublished(listed.posts, request, since, CLOCK_SKEW_MS);
      if (ours) {
        logger.info({ postId: key.postId, platform: key.platform }, 'found the post already published');
        return recorded({ state: 'published', platformPostId: ours.platformPostId, permalink: ours.permalink });
      }
    }

    // From here the platform may post it: until an answer is recorded, its outcome is unknown from this attempt's start.
    let answer;
    try {
      answer = await neighbours.publish(key.userId, key.platform, key.accountId, request);
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      return unreachable(held.attemptAt);
    }
    if (answer === null) return recorded({ state: 'failed', words: texts.accountGone });
    if (answer.outcome === 'published')
      return recorded({ state: 'published', platformPostId: answer.platformPostId, permalink: answer.permalink });
    return failed(answer, answer.kind === 'unavailable' ? held.attemptAt : null);
  };
}

export type TargetPublisher = ReturnType<typeof createTargetPublisher>;
