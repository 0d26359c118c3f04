import { trusted, type Types } from 'mongoose';
import type { Logger } from '@scp/service-kit/logger';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import {
  facebookFeedCommentSchema,
  instagramCommentSchema,
  type MetaWebhookChange,
} from '@scp/shared/contracts/responder/responder-comment-webhooks';
import type { MessageClassifier } from '../classify/message-classifier';
import type { ResponderEvents } from '../events/responder-events';
import { ResponderConfigModel } from '../config/responder-config-model';
import type { Neighbours } from '../neighbours/neighbours';
import { answerFromShop, voiceOf } from '../replies/answer-from-shop';
import { decideReply } from '../replies/decide-reply';
import { LimitWait } from '../sending/message-sender';
import { EscalationModel } from '../tasks/task-model';
import type { SendLater, SendOutcome } from '../sending/send-later';
import { isAbusive } from './comment-abuse';
import { CommentEventModel, type CommentEvent } from './comment-event-model';
import { CommentLogModel, type CommentLog, type CommentLogDocument } from './comment-log-model';
import { CommentReplyModel } from './comment-reply-model';
import { escalateCommentToTask } from './comment-tasks';
import type { CommentConversations } from './comment-conversations';
import type { CommentSender, CommentTarget } from './comment-sender';

/** A comment can be long; what is kept of it is bounded (Meta allows 8,000 characters on Facebook, 2,200 on Instagram). */
const MAX_TEXT = 8000;
/** The job key prefix that tells a comment from a message in the shared webhook queue. */
export const commentJobPrefix = 'comment:';
/** The send-later kind of the bot's answers under comments that waited for their place; its key names the owner's copy. */
const BOT_COMMENT_REPLY = 'bot_comment_reply';
const botReplyKeyPrefix = 'auto:comment:';

type Platform = CommentEvent['platform'];

/** The comment a change carries, or null for everything else Meta reports (likes, posts, edits, the page's own replies). */
function commentOf(platform: Platform, accountId: string, change: MetaWebhookChange, now: Date) {
  if (platform === 'facebook') {
    if (change.field !== 'feed') return null;
    const parsed = facebookFeedCommentSchema.safeParse(change.value);
    if (!parsed.success || parsed.data.verb !== 'add') return null;
    const c = parsed.data;
    if (c.from.id === accountId) return null;
    return {
      platform,
      commentId: c.comment_id,
      accountId,
      postId: c.post_id,
      parentId: c.parent_id && c.parent_id !== c.post_id ? c.parent_id : null,
      senderId: c.from.id,
      senderName: c.from.name ?? null,
      text: (c.message ?? '').slice(0, MAX_TEXT),
      sentAt: c.created_time ? new Date(c.created_time * 1000) : now,
    };
  }
  if (change.field !== 'comments') return null;
  const parsed = instagramCommentSchema.safeParse(change.value);
  if (!parsed.success) return null;
  const c = parsed.data;
  if (c.from.id === accountId) return null;
  return {
    platform,
    commentId: c.id,
    accountId,
    postId: c.media.id,
    parentId: c.parent_id ?? null,
    senderId: c.from.id,
    senderName: c.from.username ?? null,
    text: (c.text ?? '').slice(0, MAX_TEXT),
    sentAt: now,
  };
}

/**
 * Comments in (issue 33): Meta's `feed` (Facebook page) and `comments` (Instagram) webhook changes,
 * taken in like messages (webhooks/meta-webhooks.ts checked the signature): stored once per comment,
 * for a page someone here connected only, then processed by a job. For each owner of the page the
 * comment is classified; spam and abuse are hidden from the thread list rather than answered (and on
 * the platform when the owner chose so); a question the bot is sure of is answered publicly in the
 * brand voice when the auto-responder is on (decide-reply.ts, as for messages); what the owner must
 * decide (a complaint, an upset customer) becomes a task; the rest waits in the inbox with the reply
 * the shop's data suggests.
 */
export function createCommentIntake(deps: {
  neighbours: Neighbours;
  classifier: MessageClassifier;
  sender: Pick<CommentSender, 'reply' | 'hide'>;
  /** The inbox's line of the commenter's conversation under the post, written again after each comment. */
  conversations: Pick<CommentConversations, 'refresh'>;
  /** The owner's open inbox hears of each shown comment, so it reads its list again without a reload. */
  events?: Pick<ResponderEvents, 'message' | 'reply' | 'task'>;
  /** The bot's answers over the sending limits wait there for their place, in order (never dropped). */
  sendLater?: Pick<SendLater, 'schedule' | 'onOutcome'>;
  enqueue: (eventKey: string, delayMs: number) => Promise<void>;
  waitForPage: (pageKey: string, eventKey: string) => Promise<number>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The bot's answer that waited for its place: sent (the comment answered) or, refused, left for the owner. */
  async function answeredLater(key: string, outcome: SendOutcome): Promise<void> {
    const log = await CommentLogModel.findOne({
      _id: key.slice(botReplyKeyPrefix.length),
      status: 'pending',
    }).lean<CommentLogDocument>();
    if (!log) return;
    if (!('messageId' in outcome)) {
      deps.logger.warn({ kind: outcome.failure.kind }, 'bot reply to a comment not sent; it waits for the owner');
      return;
    }
    await answered(log, log.suggestedResponse ?? '', outcome.messageId);
  }
  /** The bot's answer still to go when its place comes: not when the owner answered the commenter meanwhile. */
  async function botStillWanted(key: string): Promise<boolean> {
    const log = await CommentLogModel.findOne({
      _id: key.slice(botReplyKeyPrefix.length),
      status: 'pending',
    }).lean<CommentLogDocument>();
    if (!log) return false;
    const { userId, platform, accountId, senderId } = log;
    const answered = await CommentReplyModel.exists({
      userId,
      platform,
      accountId,
      senderId,
      status: trusted({ $in: ['sending', 'queued', 'sent'] }),
      createdAt: trusted({ $gte: log.receivedAt }),
    });
    return !answered;
  }
  deps.sendLater?.onOutcome(BOT_COMMENT_REPLY, answeredLater, botStillWanted);

  /** The bot's public answer is under the comment: the comment answered, the owner's line and open inbox told. */
  async function answered(log: CommentLogDocument, text: string, replyId: string): Promise<void> {
    await CommentLogModel.updateOne(
      { _id: log._id },
      { $set: { status: 'answered', botReply: { text, replyId, sentAt: now() } } },
    );
    const { userId, platform, accountId, senderId, postId } = log;
    await deps.conversations.refresh({ userId, platform, accountId, senderId, postId });
    await deps.events?.reply(userId, { id: String(log._id), platform, response_status: 'auto_responded' });
  }

  async function queue(platform: Platform, accountId: string, commentId: string): Promise<void> {
    const eventKey = `${commentJobPrefix}${platform}:${commentId}`;
    await deps.enqueue(eventKey, await deps.waitForPage(`${platform}:${accountId}`, eventKey));
  }

  return {
    /** One change of a signed delivery: what became of it, for Meta's answer. */
    async accept(
      platform: Platform,
      accountId: string,
      change: MetaWebhookChange,
    ): Promise<'accepted' | 'duplicate' | 'ignored'> {
      const comment = commentOf(platform, accountId, change, now());
      if (!comment) return 'ignored';
      // A page nobody here connected: acknowledged (Meta would resend otherwise) and not stored.
      const owners = await deps.neighbours.accountOwners({ platform, accountId });
      if (owners.length === 0) return 'ignored';
      try {
        await CommentEventModel.create({ ...comment, receivedAt: now(), processedAt: null });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // Stored by a delivery that died before its job was queued: queued now (a queued job is not queued twice).
        if (await CommentEventModel.exists({ platform, commentId: comment.commentId, processedAt: null }))
          await queue(platform, accountId, comment.commentId);
        return 'duplicate';
      }
      await queue(platform, accountId, comment.commentId);
      return 'accepted';
    },

    /** The job: the stored comment for each owner of the page, once (a rerun writes nothing new). */
    async process(key: string): Promise<void> {
      const [platform = '', ...rest] = key.split(':');
      const event = await CommentEventModel.findOne({
        platform: platform as Platform,
        commentId: rest.join(':'),
      }).lean<CommentEvent & { _id: Types.ObjectId }>();
      if (!event || event.processedAt) return;
      const owners = await deps.neighbours.accountOwners({ platform: event.platform, accountId: event.accountId });
      const handled: { userId: string; processedAt: Date | null }[] = [];
      for (const userId of owners) {
        await handle(userId, event);
        const { platform, accountId, senderId, postId } = event;
        await deps.conversations.refresh({ userId, platform, accountId, senderId, postId });
        const log = await CommentLogModel.findOne({
          userId,
          platform,
          commentId: event.commentId,
        }).lean<CommentLogDocument>();
        if (log && !log.hiddenAs)
          await deps.events?.message(userId, {
            id: String(log._id),
            platform,
            response_status:
              log.status === 'answered' ? 'auto_responded' : log.status === 'escalated' ? 'escalated' : 'pending',
          });
        // Processed for the owner now, unless it became their task: then once the task is done.
        const openTask =
          log && (await EscalationModel.exists({ userId, messageLogId: String(log._id), status: 'pending' }));
        handled.push({ userId, processedAt: openTask ? null : now() });
      }
      // The owners it was for: GET /webhook-events and the activity feed list it as theirs.
      await CommentEventModel.updateOne({ _id: event._id }, { $set: { processedAt: now(), owners: handled } });
      deps.logger.info({ platform: event.platform, owners: owners.length }, 'comment processed');
    },
  };

  async function handle(userId: string, event: CommentEvent): Promise<void> {
    const key = { userId, platform: event.platform, commentId: event.commentId };
    if (await CommentLogModel.exists(key)) return;
    const target: CommentTarget = {
      userId,
      platform: event.platform,
      accountId: event.accountId,
      senderId: event.senderId,
      commentId: event.commentId,
    };
    const first = deps.classifier.classify(event.text, { productNames: [] });
    const hiddenAs = first.inquiryType === 'spam' ? 'spam' : isAbusive(event.text) ? 'abuse' : null;
    const config = await ResponderConfigModel.findOne({ userId }).lean();
    const base = {
      ...key,
      accountId: event.accountId,
      postId: event.postId,
      parentId: event.parentId,
      senderId: event.senderId,
      senderName: event.senderName,
      text: event.text,
      receivedAt: event.receivedAt,
      botReply: null,
      hiddenOnPlatform: false,
    };
    if (hiddenAs) {
      const log = await insertOnce({
        ...base,
        inquiryType: first.inquiryType,
        sentiment: first.sentiment,
        confidence: first.confidence,
        hiddenAs,
        status: 'hidden',
        suggestedResponse: null,
      });
      if (!log || !config?.hideSpamComments) return;
      try {
        await deps.sender.hide(target, true);
        await CommentLogModel.updateOne({ _id: log._id }, { $set: { hiddenOnPlatform: true } });
      } catch (err) {
        // Still kept out of the inbox; the platform shows it until the owner hides it there.
        deps.logger.warn({ err, platform: event.platform }, 'comment not hidden on the platform');
      }
      return;
    }
    const voice = await voiceOf(deps, userId);
    // A public comment never proves an order: its details are not told under a post.
    const { classification, draft } = await answerFromShop(deps, {
      userId,
      text: event.text,
      first,
      voice,
      proof: null,
    });
    // Public replies have no messaging window.
    const decision = decideReply({
      classification,
      draft,
      enabled: config?.enabled ?? false,
      handedOver: false,
      windowOpen: true,
    });
    const suggestion =
      decision.kind === 'send' ? decision.text : decision.kind === 'handoff' ? null : decision.suggestion;
    const log = await insertOnce({
      ...base,
      inquiryType: classification.inquiryType,
      sentiment: classification.sentiment,
      confidence: classification.confidence,
      hiddenAs: null,
      status: decision.kind === 'escalate' ? 'escalated' : 'pending',
      suggestedResponse: suggestion,
    });
    // What the owner must decide (a complaint, an upset customer...) becomes a task, as a message's does.
    if (log && decision.kind === 'escalate')
      await escalateCommentToTask(deps.events ?? { task: async () => {} }, {
        log,
        classification,
        reason: decision.reason,
        suggestion: decision.suggestion,
      });
    // Sent only by the run that recorded the comment: a rerun never answers twice (a run that died
    // in between leaves the comment waiting for the owner, its answer suggested).
    if (!log || decision.kind !== 'send') return;
    const replyKey = `${botReplyKeyPrefix}${String(log._id)}`;
    try {
      const { replyId } = await deps.sender.reply(target, decision.text, 'public', { key: replyKey });
      await CommentLogModel.updateOne(
        { _id: log._id },
        { $set: { status: 'answered', botReply: { text: decision.text, replyId, sentAt: now() } } },
      );
    } catch (err) {
      // Over the sending limits: it goes when its place comes, after those before it.
      if (err instanceof LimitWait && deps.sendLater) {
        const { commentId, ...conversation } = target;
        await deps.sendLater.schedule(
          {
            kind: BOT_COMMENT_REPLY,
            key: replyKey,
            conversation,
            text: decision.text,
            humanAgent: false,
            comment: { commentId, visibility: 'public' },
          },
          err.waitUntil,
        );
        return;
      }
      deps.logger.warn({ err, platform: event.platform }, 'bot reply to a comment not sent; it waits for the owner');
    }
  }

  /** The owner's copy, or null when a run before this one recorded it. */
  async function insertOnce(doc: CommentLog): Promise<CommentLogDocument | null> {
    try {
      return (await CommentLogModel.create(doc)).toObject<CommentLogDocument>();
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return null;
    }
  }
}

export type CommentIntake = ReturnType<typeof createCommentIntake>;
