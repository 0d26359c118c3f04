import { trusted } from 'mongoose';
import type { ThreadAuthor } from '@scp/shared/contracts/responder/inbox-conversations';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { refreshCommentConversation } from '../comments/comment-conversations';
import { EscalationModel, messageTasksOnly, type EscalationDocument } from '../tasks/task-model';
import {
  ConversationModel,
  messageChannel,
  type ConversationDocument,
  type ConversationKey,
} from './conversation-model';
import { ConversationReplyModel, type ConversationReplyDocument } from './conversation-reply-model';
import { messageSearchText } from './conversation-search';

/** A customer message still owed an answer: not answered by the bot or the owner, and not spam (never answered). */
const UNANSWERED = ['pending', 'escalated', 'failed'];

/**
 * Writes the conversation's line of the owner's list again from what it is made of: its latest
 * customer message, the latest reply (the bot's or the owner's), the unread messages since it was read,
 * and whether a task is open. Reads one conversation's records through their indexes; safe to run
 * again at any time (it derives everything, it adds nothing).
 */
export async function refreshConversation(key: ConversationKey): Promise<ConversationDocument | null> {
  const existing = await ConversationModel.findOne({ ...key, ...messageChannel }).lean<ConversationDocument>();
  const [lastCustomer, lastAnswered, lastReply, openTask] = await Promise.all([
    MessageLogModel.findOne(key).sort({ sentAt: -1, _id: -1 }).lean<MessageLogDocument>(),
    MessageLogModel.findOne({
      ...key,
      respondedAt: trusted({ $ne: null }),
      sentVia: trusted({ $ne: null }),
      answeredByReplyId: null,
    })
      .sort({ respondedAt: -1 })
      .lean<MessageLogDocument>(),
    ConversationReplyModel.findOne({
      userId: key.userId,
      conversationId: existing ? String(existing._id) : '',
    })
      .sort({ createdAt: -1 })
      .lean<ConversationReplyDocument>(),
    EscalationModel.exists({ ...key, status: 'pending', ...messageTasksOnly() }),
  ]);
  if (!lastCustomer) return existing;

  const candidates: { at: Date; text: string; from: ThreadAuthor }[] = [
    { at: lastCustomer.sentAt, text: lastCustomer.text, from: 'customer' },
  ];
  if (lastAnswered?.respondedAt && lastAnswered.responseText)
    candidates.push({
      at: lastAnswered.respondedAt,
      text: lastAnswered.responseText,
      from: lastAnswered.sentVia === 'auto' ? 'bot' : 'owner',
    });
  if (lastReply) candidates.push({ at: lastReply.sentAt ?? lastReply.createdAt, text: lastReply.text, from: 'owner' });
  const last = candidates.reduce((latest, next) => (next.at > latest.at ? next : latest));

  const answeredAfter =
    lastReply?.status === 'sent' && (lastReply.sentAt ?? lastReply.createdAt) >= lastCustomer.sentAt;
  const needsReply =
    UNANSWERED.includes(lastCustomer.responseStatus) && lastCustomer.inquiryType !== 'spam' && !answeredAfter;
  const readAt = existing?.readAt ?? null;
  const unreadCount = await MessageLogModel.countDocuments({
    ...key,
    ...(readAt ? { sentAt: trusted({ $gt: readAt }) } : {}),
  });
  const searchText = await messageSearchText(key, last.text);
  const written = await ConversationModel.findOneAndUpdate(
    { ...key, ...messageChannel },
    {
      $set: {
        lastActivityAt: last.at,
        lastText: last.text,
        searchText,
        lastFrom: last.from,
        lastCustomerMessageAt: lastCustomer.sentAt,
        unreadCount,
        needsReply,
        openTask: Boolean(openTask),
        done: !needsReply && !openTask,
      },
      $setOnInsert: { readAt: null, channel: 'message', postId: null },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<ConversationDocument>();
  await MessageLogModel.updateMany({ ...key, conversationAt: null }, { $set: { conversationAt: new Date() } });
  return written;
}

/**
 * The owner's conversations brought up to date with the messages none has taken in yet: a job that
 * stopped between storing a message and announcing it, or messages stored before conversations
 * existed. A few at a time, newest first, on each read of the list; none is the usual case (one
 * indexed query).
 */
export async function catchUpConversations(userId: string, max = 100): Promise<void> {
  const missed = await MessageLogModel.find(
    { userId, conversationAt: null },
    { platform: 1, accountId: 1, senderId: 1 },
  )
    .sort({ createdAt: -1 })
    .limit(max)
    .lean<ConversationKey[]>();
  const keys = new Map(missed.map((log) => [`${log.platform} ${log.accountId} ${log.senderId}`, log]));
  for (const key of keys.values())
    await refreshConversation({ userId, platform: key.platform, accountId: key.accountId, senderId: key.senderId });
}

/** The conversation of a message log record or of a task, written again (both carry the conversation's key). */
export async function refreshConversationOf(
  userId: string,
  source: { messageLogId?: string; taskId?: string },
): Promise<void> {
  const projection = { userId: 1, platform: 1, accountId: 1, senderId: 1, channel: 1, postId: 1 };
  const found = source.messageLogId
    ? await MessageLogModel.findOne({ userId, _id: source.messageLogId }, projection).lean<ConversationKey>()
    : source.taskId
      ? await EscalationModel.findOne({ userId, _id: source.taskId }, projection).lean<
          ConversationKey & Pick<EscalationDocument, 'channel' | 'postId'>
        >()
      : null;
  // A comment's task is in its comment conversation (the commenter's under the post).
  const task = found as (ConversationKey & Partial<Pick<EscalationDocument, 'channel' | 'postId'>>) | null;
  if (task?.channel === 'comment') {
    const { platform, accountId, senderId } = task;
    await refreshCommentConversation({ userId, platform, accountId, senderId, postId: task.postId ?? '' });
    return;
  }
  if (found)
    await refreshConversation({
      userId,
      platform: found.platform,
      accountId: found.accountId,
      senderId: found.senderId,
    });
}
