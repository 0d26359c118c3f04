import { randomUUID } from 'node:crypto';
import { SendFailure } from '@scp/service-kit/send-failure';
import type { CommentReplyVisibility } from '@scp/shared/contracts/settings/comment-actions-internal';
import { sourceOfSendKey, type Alerts } from '../alerts/alerts';
import type { ResponderLimits } from '../config';
import type { Neighbours } from '../neighbours/neighbours';
import {
  limitHit,
  LimitWait,
  noPageConnectionReason,
  sendCounters,
  type Conversation,
} from '../sending/message-sender';
import type { RateSlots } from '../sending/rate-slots';

/** A customer's comment: the conversation it opens with its author, and its id on the platform. */
export interface CommentTarget extends Conversation {
  commentId: string;
}

/**
 * Answers and hides customers' comments through settings, which keeps the page token (the
 * auto-responder's and the owner's replies alike). A reply, public or private, is a message the page
 * sends: it takes its place under the spec's sending limits first, as sending/message-sender.ts does,
 * and one over them is thrown as a LimitWait; a reply that was not sent is thrown as why.
 */
export function createCommentSender(deps: {
  neighbours: Pick<Neighbours, 'commentReply' | 'commentHide'>;
  limits?: { slots: RateSlots; limits: ResponderLimits };
  alerts?: Pick<Alerts, 'limitReached' | 'sendFailed'>;
}) {
  const failureOf = (
    answer: { failure: { kind: SendFailure['kind']; detail: string; retryAfterMs?: number } } | null,
  ) =>
    answer === null
      ? new SendFailure('no_connection', noPageConnectionReason)
      : new SendFailure(
          answer.failure.kind,
          answer.failure.kind === 'no_connection' ? noPageConnectionReason : answer.failure.detail,
          answer.failure.retryAfterMs,
        );

  async function takePlace(target: CommentTarget, key: string | undefined): Promise<void> {
    if (!deps.limits) return;
    const { slots, limits } = deps.limits;
    const keep = Math.max(limits.sendsPerPage.windowMs, limits.sendsPerOwner.windowMs);
    const counters = sendCounters(limits, target);
    const at = await slots.reserve(`send:${key ?? randomUUID()}`, counters, keep).catch((err: unknown) => {
      throw new SendFailure('unavailable', err instanceof Error ? err.message : 'The limits could not be counted.');
    });
    const waitMs = at - slots.now();
    if (waitMs <= 0) return;
    await deps.alerts?.limitReached(target, new Date(at), sourceOfSendKey(key), limitHit(counters, at, slots.now()));
    throw new LimitWait(new Date(at), waitMs);
  }

  return {
    async reply(
      target: CommentTarget,
      text: string,
      visibility: CommentReplyVisibility,
      options: { key?: string } = {},
    ): Promise<{ replyId: string }> {
      await takePlace(target, options.key);
      const { userId, platform, accountId, commentId } = target;
      const answer = await deps.neighbours.commentReply(userId, { platform, accountId, commentId, text, visibility });
      if (answer && 'replyId' in answer) return { replyId: answer.replyId };
      const failure = failureOf(answer);
      if (!failure.retryable)
        await deps.alerts?.sendFailed(target, failure, {
          source: sourceOfSendKey(options.key),
          onceKey: options.key ?? randomUUID(),
        });
      throw failure;
    },

    /** Hidden (or shown again) on the platform; not a message, so not counted under the sending limits. */
    async hide(target: CommentTarget, hidden: boolean): Promise<void> {
      const { userId, platform, accountId, commentId } = target;
      const answer = await deps.neighbours.commentHide(userId, { platform, accountId, commentId, hidden });
      if (answer && 'hidden' in answer) return;
      throw failureOf(answer);
    },
  };
}

export type CommentSender = ReturnType<typeof createCommentSender>;
