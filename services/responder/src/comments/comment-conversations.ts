import { trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { SendFailure } from '@scp/service-kit/send-failure';
import { commentTexts } from '@scp/shared/contracts/responder/comment-texts';
import {
  commentReplyMax,
  conversationLimits,
  privateReplyMax,
  privateReplyWindowMs,
  type CommentReplyVisibility,
  type ConversationSummary,
  type ConversationThread,
  type ThreadAuthor,
  type ThreadMessage,
} from '@scp/shared/contracts/responder/inbox-conversations';
import type { ResponderInquiryType, ResponderSentiment } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import { ConversationModel, type ConversationDocument } from '../conversations/conversation-model';
import { SEARCHED_MESSAGES, searchTextOf } from '../conversations/conversation-search';
import type { ResponderEvents } from '../events/responder-events';
import { LimitWait } from '../sending/message-sender';
import type { SendLater, SendOutcome } from '../sending/send-later';
import { CommentLogModel, type CommentLogDocument } from './comment-log-model';
import { EscalationModel, type EscalationDocument } from '../tasks/task-model';
import { CommentReplyModel, type CommentReplyDocument } from './comment-reply-model';
import { commentTasksOf, resolveCommentTasks } from './comment-tasks';
import type { CommentSender } from './comment-sender';

const platformNames = { facebook: 'Facebook', instagram: 'Instagram' } as const;
/** The send-later kind of the owner's replies under comments that waited for their place. */
const OWNER_COMMENT_REPLY = 'owner_comment_reply';

/** One commenter's comments under one post of one account: a comment conversation of the inbox. */
export interface CommentConversationKey {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  postId: string;
}

const keyOfLine = (doc: ConversationDocument): CommentConversationKey => ({
  userId: doc.userId,
  platform: doc.platform,
  accountId: doc.accountId,
  senderId: doc.senderId,
  postId: doc.postId ?? '',
});

/** The shown comments (spam and abuse are kept out of the inbox). */
const shown = (key: CommentConversationKey) => ({ ...key, hiddenAs: null });

/**
 * The line of a comment conversation in the owner's list, written again from its comments, the
 * bot's public answers, the owner's replies and its open task, as conversation-summary.ts does for
 * messages; nothing shown (only spam or abuse) is no line.
 */
export async function refreshCommentConversation(key: CommentConversationKey): Promise<void> {
  const lineKey = { ...key, channel: 'comment' as const };
  const existing = await ConversationModel.findOne(lineKey).lean<ConversationDocument>();
  const [shownComments, lastBot, lastReply] = await Promise.all([
    CommentLogModel.find(shown(key), { text: 1, senderName: 1, receivedAt: 1, status: 1 })
      .sort({ receivedAt: -1, _id: -1 })
      .limit(SEARCHED_MESSAGES)
      .lean<Array<Pick<CommentLogDocument, 'text' | 'senderName' | 'receivedAt' | 'status'>>>(),
    CommentLogModel.findOne({ ...shown(key), botReply: trusted({ $ne: null }) })
      .sort({ 'botReply.sentAt': -1 })
      .lean<CommentLogDocument>(),
    existing
      ? CommentReplyModel.findOne({ userId: key.userId, conversationId: String(existing._id) })
          .sort({ createdAt: -1 })
          .lean<CommentReplyDocument>()
      : null,
  ]);
  const latest = shownComments[0];
  // Nothing shown (only spam or abuse): no line in the owner's list.
  if (!latest) return;
  const candidates: { at: Date; text: string; from: ThreadAuthor }[] = [
    { at: latest.receivedAt, text: latest.text, from: 'customer' },
  ];
  if (lastBot?.botReply) candidates.push({ at: lastBot.botReply.sentAt, text: lastBot.botReply.text, from: 'bot' });
  if (lastReply) candidates.push({ at: lastReply.sentAt ?? lastReply.createdAt, text: lastReply.text, from: 'owner' });
  const last = candidates.reduce((a, b) => (b.at > a.at ? b : a));
  const answeredAfter = lastReply?.status === 'sent' && (lastReply.sentAt ?? lastReply.createdAt) >= latest.receivedAt;
  const needsReply = (latest.status === 'pending' || latest.status === 'escalated') && !answeredAfter;
  const openTask = Boolean(await EscalationModel.exists(commentTasksOf(key)));
  const readAt = existing?.readAt ?? null;
  const unreadCount = await CommentLogModel.countDocuments({
    ...shown(key),
    ...(readAt ? { receivedAt: trusted({ $gt: readAt }) } : {}),
  });
  await ConversationModel.findOneAndUpdate(
    lineKey,
    {
      $set: {
        lastActivityAt: last.at,
        lastText: last.text,
        lastFrom: last.from,
        lastCustomerMessageAt: latest.receivedAt,
        unreadCount,
        needsReply,
        openTask,
        done: !needsReply && !openTask,
        customerName: latest.senderName,
        searchText: searchTextOf([
          key.senderId,
          latest.senderName,
          last.text,
          ...shownComments.map((comment) => comment.text),
        ]),
      },
      $setOnInsert: { readAt: null },
    },
    { upsert: true },
  );
}

/**
 * Comments in the inbox (issue 33): a commenter's comments under one post are a conversation of the
 * owner's list (channel 'comment'), its line written again from the comments, the bot's public
 * answers and the owner's replies each time one of them changes, as conversation-summary.ts does for
 * messages. The owner answers the latest comment publicly, or with Meta's private reply to its author
 * (once per comment, within 7 days), through settings and under the sending limits (comment-sender.ts);
 * a reply over them is kept as queued and goes when its place comes (sending/send-later.ts), in order.
 */
export function createCommentConversations(deps: {
  sender: Pick<CommentSender, 'reply'>;
  sendLater?: Pick<SendLater, 'schedule' | 'onOutcome'>;
  /** The owner's open inbox hears of a reply that went later, and of the tasks a reply resolved. */
  events?: Pick<ResponderEvents, 'reply' | 'task'>;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  const refresh = refreshCommentConversation;

  /** A reply the platform took: kept as sent, the conversation read and its line written again. */
  async function sent(reply: CommentReplyDocument, conversation: ConversationDocument, replyId: string): Promise<Date> {
    const at = now();
    await CommentReplyModel.updateOne(
      { _id: reply._id },
      { $set: { status: 'sent', platformReplyId: replyId, sentAt: at, failureReason: null } },
    );
    await ConversationModel.updateOne({ _id: conversation._id }, { $set: { readAt: at } });
    // The owner answered: the conversation's tasks are done, with the reply as notes.
    await resolveCommentTasks(deps.events, keyOfLine(conversation), reply.text, at);
    await refresh(keyOfLine(conversation));
    return at;
  }

  /** A reply that was not sent: kept as failed with why, and logged. */
  async function refused(
    reply: CommentReplyDocument,
    conversation: ConversationDocument,
    err: SendFailure,
  ): Promise<void> {
    const why =
      err.kind === 'no_connection'
        ? responderTexts.responder.noFacebookPage
        : err instanceof LimitWait
          ? err.platformReason
          : `${responderTexts.responder.sendViaFailed(reply.platform)}: ${err.platformReason}`;
    await CommentReplyModel.updateOne({ _id: reply._id }, { $set: { status: 'failed', failureReason: why } });
    await refresh(keyOfLine(conversation));
    deps.logger.warn({ kind: err.kind, reason: err.platformReason }, 'comment reply refused');
  }

  /** How a reply that waited for its place went: sent, or refused (kept as failed with why). */
  async function sentLater(replyId: string, outcome: SendOutcome): Promise<void> {
    const reply = await CommentReplyModel.findOne({ _id: replyId, status: 'queued' }).lean<CommentReplyDocument>();
    if (!reply) return;
    const conversation = await ConversationModel.findOne({
      _id: reply.conversationId,
      userId: reply.userId,
    }).lean<ConversationDocument>();
    if (!conversation) return;
    if ('messageId' in outcome) await sent(reply, conversation, outcome.messageId);
    else await refused(reply, conversation, outcome.failure);
    await deps.events?.reply(reply.userId, {
      id: replyId,
      platform: reply.platform,
      response_status: 'messageId' in outcome ? 'manual_response' : 'failed',
    });
  }
  deps.sendLater?.onOutcome(OWNER_COMMENT_REPLY, sentLater);

  function replyMessage(doc: CommentReplyDocument): ThreadMessage {
    return {
      id: String(doc._id),
      from: 'owner',
      text: doc.text,
      at: (doc.sentAt ?? doc.createdAt).toISOString(),
      status: doc.status,
      failure_reason: doc.failureReason,
      human_agent: false,
      visibility: doc.visibility,
    };
  }

  return {
    refresh,

    /** The thread of a comment conversation: the comments, the bot's answers and the owner's replies, oldest first. */
    async thread(conversation: ConversationDocument, summary: ConversationSummary): Promise<ConversationThread> {
      const key = keyOfLine(conversation);
      const max = conversationLimits.threadMessages;
      const [comments, replies, task] = await Promise.all([
        CommentLogModel.find(shown(key)).sort({ receivedAt: -1, _id: -1 }).limit(max).lean<CommentLogDocument[]>(),
        CommentReplyModel.find({ userId: key.userId, conversationId: String(conversation._id) })
          .sort({ createdAt: -1 })
          .limit(max)
          .lean<CommentReplyDocument[]>(),
        EscalationModel.findOne(commentTasksOf(key)).sort({ priority: -1, dueAt: 1 }).lean<EscalationDocument>(),
      ]);
      const messages: ThreadMessage[] = [];
      for (const comment of comments) {
        messages.push({
          id: String(comment._id),
          from: 'customer',
          text: comment.text,
          at: comment.receivedAt.toISOString(),
          status: 'sent',
          failure_reason: null,
          human_agent: false,
        });
        if (comment.botReply)
          messages.push({
            id: `${String(comment._id)}-reply`,
            from: 'bot',
            text: comment.botReply.text,
            at: comment.botReply.sentAt.toISOString(),
            status: 'sent',
            failure_reason: null,
            human_agent: false,
            visibility: 'public',
          });
      }
      messages.push(...replies.map(replyMessage));
      messages.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      const latest = comments[0];
      return {
        conversation: summary,
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
        suggested_reply: conversation.needsReply ? (latest?.suggestedResponse ?? null) : null,
      };
    },

    /**
     * The owner's reply to the conversation's latest comment: public under it, or private to its
     * author (once per comment, within 7 days: a 400 saying why otherwise).
     */
    async reply(
      conversation: ConversationDocument,
      text: string,
      visibility: CommentReplyVisibility,
    ): Promise<ThreadMessage> {
      const key = keyOfLine(conversation);
      const max = visibility === 'private' ? privateReplyMax[key.platform] : commentReplyMax[key.platform];
      if ([...text].length > max)
        throw AppError.badRequest(
          visibility === 'private'
            ? commentTexts.privateTooLong(max)
            : commentTexts.tooLong(platformNames[key.platform], max),
          'text',
        );
      const comment = await CommentLogModel.findOne(shown(key))
        .sort({ receivedAt: -1, _id: -1 })
        .lean<CommentLogDocument>();
      if (!comment) throw AppError.notFound(responderTexts.inbox.notFound);
      if (visibility === 'private') {
        if (now().getTime() - comment.receivedAt.getTime() > privateReplyWindowMs)
          throw AppError.badRequest(commentTexts.privateTooLate, 'visibility');
        const sent = await CommentReplyModel.exists({
          userId: key.userId,
          platform: key.platform,
          commentId: comment.commentId,
          visibility: 'private',
          // One waiting for its place is on its way too.
          status: trusted({ $in: ['sending', 'queued', 'sent'] }),
        });
        if (sent) throw AppError.badRequest(commentTexts.privateAlreadySent, 'visibility');
      }
      let reply: CommentReplyDocument;
      try {
        reply = (
          await CommentReplyModel.create({
            userId: key.userId,
            conversationId: String(conversation._id),
            platform: key.platform,
            accountId: key.accountId,
            senderId: key.senderId,
            commentId: comment.commentId,
            text,
            visibility,
            status: 'sending',
            failureReason: null,
            platformReplyId: null,
            sentAt: null,
          })
        ).toObject<CommentReplyDocument>();
      } catch (err) {
        // Another click's private reply to the same comment is on its way.
        if (isDuplicateKey(err)) throw AppError.badRequest(commentTexts.privateAlreadySent, 'visibility');
        throw err;
      }
      try {
        const { replyId } = await deps.sender.reply({ ...key, commentId: comment.commentId }, text, visibility, {
          key: String(reply._id),
        });
        const at = await sent(reply, conversation, replyId);
        return replyMessage({ ...reply, status: 'sent', platformReplyId: replyId, sentAt: at });
      } catch (err) {
        if (err instanceof LimitWait && deps.sendLater) {
          await CommentReplyModel.updateOne({ _id: reply._id }, { $set: { status: 'queued', failureReason: null } });
          await deps.sendLater.schedule(
            {
              kind: OWNER_COMMENT_REPLY,
              key: String(reply._id),
              conversation: {
                userId: key.userId,
                platform: key.platform,
                accountId: key.accountId,
                senderId: key.senderId,
              },
              text,
              humanAgent: false,
              comment: { commentId: comment.commentId, visibility },
            },
            err.waitUntil,
          );
          await refresh(key);
          return replyMessage({ ...reply, status: 'queued' });
        }
        if (!(err instanceof SendFailure)) {
          await CommentReplyModel.updateOne(
            { _id: reply._id },
            { $set: { status: 'failed', failureReason: responderTexts.responder.sendFailed.description } },
          );
          throw err;
        }
        await refused(reply, conversation, err);
        if (err.kind === 'no_connection') throw AppError.conflict(responderTexts.responder.noFacebookPage);
        if (err.retryable) throw AppError.unavailable(responderTexts.responder.sendFailed.description);
        throw AppError.conflict(responderTexts.responder.sendFailed.description);
      }
    },
  };
}

export type CommentConversations = ReturnType<typeof createCommentConversations>;
