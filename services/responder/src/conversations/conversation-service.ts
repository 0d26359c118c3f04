import { Types, trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { SendFailure } from '@scp/service-kit/send-failure';
import { userScope } from '@scp/service-kit/user-scope';
import {
  conversationLimits,
  conversationReplyMax,
  replyWindowAt,
  type ConversationListQuery,
  type ConversationListResponse,
  type CommentReplyVisibility,
  type ConversationThread,
  type ThreadMessage,
} from '@scp/shared/contracts/responder/inbox-conversations';
import type { ResponderInquiryType, ResponderSentiment } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { customerKeyOf, type CustomerProfiles } from '../customers/customer-profiles';
import type { ResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { logUnrecovered } from '../recovery/error-recovery-model';
import type { CommentConversations } from '../comments/comment-conversations';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import { LimitWait, type MessageSender } from '../sending/message-sender';
import type { SendLater, SendOutcome } from '../sending/send-later';
import { EscalationModel, messageTasksOnly, type EscalationDocument } from '../tasks/task-model';
import { markEventsProcessed } from '../tasks/webhook-event-processing';
import { ConversationModel, keyOf, type ConversationDocument } from './conversation-model';
import { ConversationReplyModel, type ConversationReplyDocument } from './conversation-reply-model';
import { searchFilterOf } from './conversation-search';
import { catchUpConversations, refreshConversation } from './conversation-summary';
import { cursorOf, toReplyMessage, toSummary } from './conversation-views';

const texts = responderTexts.inbox;
const platformNames = { facebook: 'Messenger', instagram: 'Instagram' } as const;
const UNANSWERED = ['pending', 'escalated', 'failed'];
/** The kind of the owner's replies in the send-later queue. */
const OWNER_REPLY = 'owner_reply';

/**
 * The owner's inbox: conversations a page at a time, one thread, marking it read, and the owner's reply
 * sent through settings (message-sender.ts) within Meta's windows: a normal reply up to 24 h after the
 * customer's last message, a person's reply with the HUMAN_AGENT tag up to 7 days, nothing after. A
 * reply is stored before it is sent: one the platform refused is kept as failed and can be sent again.
 * A reply sent answers the customer's waiting messages and resolves the conversation's open tasks with
 * the reply as notes, as every manual response does.
 */
export function createConversationService(deps: {
  sender: MessageSender;
  events: ResponderEvents;
  customers: Pick<CustomerProfiles, 'profilesOf'>;
  /** Replies over the sending limits wait here for their place (without it they are kept as failed). */
  sendLater?: Pick<SendLater, 'schedule' | 'onOutcome'>;
  /** Comment conversations' threads and replies (comments/comment-conversations.ts). */
  comments?: Pick<CommentConversations, 'thread' | 'reply'>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function conversationOf(userId: string, id: string): Promise<ConversationDocument> {
    if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/.test(id)) throw AppError.notFound(texts.notFound);
    const doc = await userScope(ConversationModel, userId).findOne({ _id: id }).lean<ConversationDocument>();
    if (!doc) throw AppError.notFound(texts.notFound);
    return doc;
  }

  async function unreadTotal(userId: string): Promise<number> {
    const [sum] = await ConversationModel.aggregate<{ total: number }>([
      { $match: { userId, unreadCount: { $gt: 0 } } },
      { $group: { _id: null, total: { $sum: '$unreadCount' } } },
    ]);
    return sum?.total ?? 0;
  }

  /** The reply's window now, from the customer's last message as stored; none left is a 400 saying why. */
  async function openWindow(conversation: ConversationDocument): Promise<{ humanAgent: boolean }> {
    const last = await MessageLogModel.findOne(keyOf(conversation)).sort({ sentAt: -1 }).lean<MessageLogDocument>();
    const window = replyWindowAt(last?.sentAt ?? null, now());
    if (window === 'closed') throw AppError.badRequest(texts.windowClosed, 'text');
    return { humanAgent: window === 'human_agent' };
  }

  async function send(
    userId: string,
    conversation: ConversationDocument,
    reply: ConversationReplyDocument,
    humanAgent: boolean,
  ): Promise<ThreadMessage> {
    const key = keyOf(conversation);
    await ConversationReplyModel.updateOne({ _id: reply._id }, { $set: { status: 'sending', humanAgent } });
    try {
      // Keyed by the reply: sent again, it is not counted twice against the sending limits.
      const { messageId } = await deps.sender.send(key, reply.text, humanAgent, { key: String(reply._id) });
      const at = now();
      await ConversationReplyModel.updateOne(
        { _id: reply._id },
        { $set: { status: 'sent', platformMessageId: messageId, sentAt: at, failureReason: null } },
      );
      await answered(userId, conversation, { replyId: String(reply._id), text: reply.text, at });
      return toReplyMessage({ ...reply, status: 'sent', humanAgent, sentAt: at, failureReason: null });
    } catch (err) {
      if (err instanceof LimitWait && deps.sendLater) {
        await ConversationReplyModel.updateOne({ _id: reply._id }, { $set: { status: 'queued', failureReason: null } });
        await deps.sendLater.schedule(
          { kind: OWNER_REPLY, key: String(reply._id), conversation: key, text: reply.text, humanAgent },
          err.waitUntil,
        );
        await refreshConversation(key);
        return toReplyMessage({ ...reply, status: 'queued', humanAgent, failureReason: null });
      }
      if (!(err instanceof SendFailure)) {
        await failed(reply, responderTexts.responder.sendFailed.description);
        throw err;
      }
      await refused(userId, conversation, reply, err);
      await refreshConversation(key);
      if (err.kind === 'no_connection') throw AppError.conflict(responderTexts.responder.noFacebookPage);
      if (err.retryable) throw AppError.unavailable(responderTexts.responder.sendFailed.description);
      throw AppError.conflict(responderTexts.responder.sendFailed.description);
    }
  }

  /** A send the platform (or settings) refused: the reply is kept as failed with why, and logged. */
  async function refused(
    userId: string,
    conversation: ConversationDocument,
    reply: ConversationReplyDocument,
    err: SendFailure,
  ): Promise<void> {
    const why =
      err.kind === 'no_connection'
        ? responderTexts.responder.noFacebookPage
        : `${responderTexts.responder.sendViaFailed(conversation.platform)}: ${err.platformReason}`;
    await failed(reply, why);
    deps.logger.warn({ kind: err.kind, reason: err.platformReason }, 'inbox reply refused');
    if (!err.retryable)
      await logUnrecovered({
        userId,
        operation: 'manual_reply',
        errorMessage: why,
        error: err,
        metadata: { conversationId: String(conversation._id), platform: conversation.platform, kind: err.kind },
      });
  }

  async function failed(reply: ConversationReplyDocument, why: string): Promise<void> {
    await ConversationReplyModel.updateOne({ _id: reply._id }, { $set: { status: 'failed', failureReason: why } });
  }

  /** The customer's waiting messages are answered by the reply, the open tasks resolved with it as notes. */
  async function answered(
    userId: string,
    conversation: ConversationDocument,
    reply: { replyId: string; text: string; at: Date },
  ): Promise<void> {
    const key = keyOf(conversation);
    const waiting: Record<string, unknown> = {
      ...key,
      responseStatus: trusted({ $in: UNANSWERED }),
      sentVia: null,
      sentAt: trusted({ $lte: reply.at }),
    };
    await MessageLogModel.updateMany(waiting, {
      $set: {
        responseStatus: 'manual_response',
        responseText: reply.text,
        respondedAt: reply.at,
        sentVia: 'manual',
        failureReason: null,
        replyClaimedAt: null,
        answeredByReplyId: reply.replyId,
      },
    });
    const pending = await EscalationModel.find({ ...key, status: 'pending', ...messageTasksOnly() }).lean<
      EscalationDocument[]
    >();
    if (pending.length > 0) {
      await EscalationModel.updateMany(
        { userId, _id: trusted({ $in: pending.map((task) => task._id) }) },
        { $set: { status: 'resolved', resolvedAt: reply.at, resolutionNotes: reply.text } },
      );
      // The tasks' webhook events are processed with them (tasks/webhook-event-processing.ts).
      await markEventsProcessed(userId, pending, reply.at);
    }
    await ConversationModel.updateOne({ _id: conversation._id }, { $set: { readAt: reply.at } });
    await refreshConversation(key);
    for (const task of pending)
      await deps.events.task(userId, { id: String(task._id), priority: task.priority, status: 'resolved' });
    const last = await MessageLogModel.findOne(key).sort({ sentAt: -1 }).lean<MessageLogDocument>();
    if (last)
      await deps.events.reply(userId, {
        id: String(last._id),
        platform: last.platform,
        response_status: 'manual_response',
      });
  }

  /** How a reply that waited for its place went: sent (the conversation answered) or refused (kept as failed). */
  async function sentLater(replyId: string, outcome: SendOutcome): Promise<void> {
    const reply = await ConversationReplyModel.findOne({
      _id: replyId,
      status: 'queued',
    }).lean<ConversationReplyDocument>();
    if (!reply) return;
    const conversation = await ConversationModel.findOne({
      _id: reply.conversationId,
      userId: reply.userId,
    }).lean<ConversationDocument>();
    if (!conversation) return;
    if ('messageId' in outcome) {
      const at = now();
      await ConversationReplyModel.updateOne(
        { _id: reply._id },
        { $set: { status: 'sent', platformMessageId: outcome.messageId, sentAt: at, failureReason: null } },
      );
      await answered(reply.userId, conversation, { replyId, text: reply.text, at });
      return;
    }
    await refused(reply.userId, conversation, reply, outcome.failure);
    await refreshConversation(keyOf(conversation));
    const last = await MessageLogModel.findOne(keyOf(conversation)).sort({ sentAt: -1 }).lean<MessageLogDocument>();
    if (last)
      await deps.events.reply(reply.userId, {
        id: String(last._id),
        platform: last.platform,
        response_status: 'failed',
      });
  }
  deps.sendLater?.onOutcome(OWNER_REPLY, sentLater);

  return {
    async list(userId: string, query: ConversationListQuery): Promise<ConversationListResponse> {
      await catchUpConversations(userId);
      const limit = query.limit ?? conversationLimits.pageDefault;
      const filter: Record<string, unknown> = {};
      if (query.platform) filter.platform = query.platform;
      if (query.filter === 'needs_reply') filter.needsReply = true;
      if (query.filter === 'task') filter.openTask = true;
      if (query.filter === 'done') filter.done = true;
      const and: unknown[] = [];
      // The owner's own lines only (userScope), newest first through the list's index (conversation-search.ts).
      if (query.q) Object.assign(filter, searchFilterOf(query.q));
      if (query.cursor) {
        const [ms, id] = query.cursor.split('_');
        const at = new Date(Number(ms));
        and.push(
          trusted({
            $or: [
              { lastActivityAt: trusted({ $lt: at }) },
              { lastActivityAt: at, _id: trusted({ $lt: new Types.ObjectId(id) }) },
            ],
          }),
        );
      }
      if (and.length > 0) filter.$and = trusted(and);
      const docs = await userScope(ConversationModel, userId)
        .find(filter)
        .sort({ lastActivityAt: -1, _id: -1 })
        .limit(limit + 1)
        .lean<ConversationDocument[]>();
      const page = docs.slice(0, limit);
      const at = now();
      const lastOfPage = page[page.length - 1];
      const profiles = await deps.customers.profilesOf(page);
      return {
        conversations: page.map((doc) => toSummary(doc, at, profiles.get(customerKeyOf(doc)))),
        unread_total: await unreadTotal(userId),
        next_cursor: docs.length > limit && lastOfPage ? cursorOf(lastOfPage) : null,
      };
    },

    async thread(userId: string, id: string): Promise<ConversationThread> {
      const conversation = await conversationOf(userId, id);
      if (conversation.channel === 'comment' && deps.comments)
        return deps.comments.thread(conversation, toSummary(conversation, now()));
      const key = keyOf(conversation);
      const max = conversationLimits.threadMessages;
      const [logs, replies, task] = await Promise.all([
        MessageLogModel.find(key).sort({ sentAt: -1, _id: -1 }).limit(max).lean<MessageLogDocument[]>(),
        ConversationReplyModel.find({ userId, conversationId: id })
          .sort({ createdAt: -1 })
          .limit(max)
          .lean<ConversationReplyDocument[]>(),
        EscalationModel.findOne({ ...key, status: 'pending', ...messageTasksOnly() })
          .sort({ priority: -1, dueAt: 1 })
          .lean<EscalationDocument>(),
      ]);
      const messages: ThreadMessage[] = [];
      for (const log of logs) {
        messages.push({
          id: String(log._id),
          from: 'customer',
          text: log.text,
          at: log.sentAt.toISOString(),
          status: 'sent',
          failure_reason: null,
          human_agent: false,
        });
        if (log.sentVia && log.responseText && log.respondedAt && !log.answeredByReplyId)
          messages.push({
            id: `${String(log._id)}-reply`,
            from: log.sentVia === 'auto' ? 'bot' : 'owner',
            text: log.responseText,
            at: log.respondedAt.toISOString(),
            status: 'sent',
            failure_reason: null,
            human_agent: false,
          });
      }
      messages.push(...replies.map(toReplyMessage));
      messages.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      const latest = logs[0];
      const profiles = await deps.customers.profilesOf([conversation]);
      return {
        conversation: toSummary(conversation, now(), profiles.get(customerKeyOf(conversation))),
        messages: messages.slice(-max),
        task: task
          ? {
              id: String(task._id),
              priority_level: task.priorityLevel as NonNullable<ConversationThread['task']>['priority_level'],
              reason: task.reason,
              due_at: task.dueAt.toISOString(),
            }
          : null,
        classification: latest
          ? {
              inquiry_type: latest.inquiryType as ResponderInquiryType,
              sentiment: latest.sentiment as ResponderSentiment,
              confidence: latest.confidence,
            }
          : null,
        suggested_reply: conversation.needsReply ? latest?.suggestedResponse || task?.suggestedResponse || null : null,
      };
    },

    /** The unread total alone (the inbox button, the side panel and the tab title), messages not yet taken in included. */
    async unread(userId: string): Promise<number> {
      await catchUpConversations(userId);
      return unreadTotal(userId);
    },

    async markRead(userId: string, id: string): Promise<number> {
      const conversation = await conversationOf(userId, id);
      await ConversationModel.updateOne(
        { _id: conversation._id, userId },
        { $set: { readAt: conversation.lastCustomerMessageAt ?? now(), unreadCount: 0 } },
      );
      return unreadTotal(userId);
    },

    async reply(userId: string, id: string, text: string, visibility?: CommentReplyVisibility): Promise<ThreadMessage> {
      const trimmed = text.trim();
      if (!trimmed) throw AppError.badRequest(responderTexts.responder.responseRequired.description, 'text');
      const conversation = await conversationOf(userId, id);
      if (conversation.channel === 'comment' && deps.comments)
        return deps.comments.reply(conversation, trimmed, visibility ?? 'public');
      if (visibility) throw AppError.badRequest(commentTexts.visibilityOnMessages, 'visibility');
      const max = conversationReplyMax[conversation.platform];
      if ([...trimmed].length > max)
        throw AppError.badRequest(texts.tooLong(platformNames[conversation.platform], max), 'text');
      const { humanAgent } = await openWindow(conversation);
      const reply = await ConversationReplyModel.create({
        ...keyOf(conversation),
        conversationId: id,
        text: trimmed,
        status: 'sending',
        humanAgent,
        failureReason: null,
        platformMessageId: null,
        sentAt: null,
      });
      return send(userId, conversation, reply.toObject<ConversationReplyDocument>(), humanAgent);
    },

    async retry(userId: string, id: string, replyId: string): Promise<ThreadMessage> {
      const conversation = await conversationOf(userId, id);
      if (!/^[0-9a-f]{24}$/.test(replyId)) throw AppError.notFound(texts.replyNotFound);
      const reply = await ConversationReplyModel.findOne({
        _id: replyId,
        userId,
        conversationId: id,
      }).lean<ConversationReplyDocument>();
      if (!reply) throw AppError.notFound(texts.replyNotFound);
      const { humanAgent } = await openWindow(conversation);
      // Claimed as it is sent again: two clicks never send it twice.
      const claimed = await ConversationReplyModel.updateOne(
        { _id: reply._id, status: 'failed' },
        { $set: { status: 'sending' } },
      );
      if (claimed.modifiedCount === 0) throw AppError.conflict(texts.alreadySent);
      return send(userId, conversation, reply, humanAgent);
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
