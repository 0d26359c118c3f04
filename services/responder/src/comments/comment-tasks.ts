import { trusted } from 'mongoose';
import type { Classification } from '../classify/message-classifier';
import type { ResponderEvents } from '../events/responder-events';
import type { MessageLogDocument } from '../messages/message-log-model';
import { EscalationModel, type EscalationDocument } from '../tasks/task-model';
import { markEventsProcessed } from '../tasks/webhook-event-processing';
import { CommentLogModel, type CommentLogDocument } from './comment-log-model';

/** One commenter's comments under one post of one account (comment-conversations.ts). */
interface CommentConversationKey {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  postId: string;
}

/** The pending tasks of one comment conversation. */
export const commentTasksOf = (key: CommentConversationKey) => ({
  ...key,
  channel: 'comment' as const,
  status: 'pending' as const,
});

/**
 * A comment the owner must answer becomes a task as a message does (replies/escalate-to-task.ts):
 * once per comment whatever reruns, with its priority, why, the suggested reply and by when; the
 * comment is kept as escalated, so the inbox shows it with its task rather than as waiting.
 */
export async function escalateCommentToTask(
  events: Pick<ResponderEvents, 'task'>,
  input: { log: CommentLogDocument; classification: Classification; reason: string; suggestion: string },
): Promise<void> {
  const { log, classification, reason, suggestion } = input;
  const created = await EscalationModel.updateOne(
    { userId: log.userId, messageLogId: String(log._id) },
    {
      $setOnInsert: {
        userId: log.userId,
        messageLogId: String(log._id),
        channel: 'comment',
        postId: log.postId,
        platform: log.platform,
        accountId: log.accountId,
        senderId: log.senderId,
        priority: classification.priority,
        priorityLevel: classification.priorityLevel,
        reason,
        dueAt: new Date(log.receivedAt.getTime() + classification.dueInMs),
        status: 'pending',
        suggestedResponse: suggestion,
        resolvedAt: null,
        resolutionNotes: null,
      },
    },
    { upsert: true },
  );
  if (created.upsertedCount === 0) return;
  const task = await EscalationModel.findOne({ userId: log.userId, messageLogId: String(log._id) }).lean();
  if (task) await events.task(log.userId, { id: String(task._id), priority: task.priority, status: 'pending' });
}

/**
 * The comment conversation's tasks are done: the owner answered it (states and transitions: a
 * reply resolves the conversation's tasks, with it as notes) and their webhook events are processed.
 */
export async function resolveCommentTasks(
  events: Pick<ResponderEvents, 'task'> | undefined,
  key: CommentConversationKey,
  notes: string,
  at: Date,
): Promise<void> {
  const pending = await EscalationModel.find(commentTasksOf(key)).lean<EscalationDocument[]>();
  if (pending.length === 0) return;
  await EscalationModel.updateMany(
    { userId: key.userId, _id: trusted({ $in: pending.map((task) => task._id) }) },
    { $set: { status: 'resolved', resolvedAt: at, resolutionNotes: notes } },
  );
  await markEventsProcessed(key.userId, pending, at);
  for (const task of pending)
    await events?.task(key.userId, { id: String(task._id), priority: task.priority, status: 'resolved' });
}

/**
 * A comment shown where a task's customer message is (the task list, the activity feed): its words,
 * classification and whether it was answered, in a message log record's shape.
 */
export function commentAsMessage(log: CommentLogDocument, task?: EscalationDocument): MessageLogDocument {
  const createdAt = (log as CommentLogDocument & { createdAt?: Date }).createdAt ?? log.receivedAt;
  const escalated = log.status === 'escalated' && task?.status !== 'resolved';
  return {
    _id: log._id,
    userId: log.userId,
    platform: log.platform,
    accountId: log.accountId,
    senderId: log.senderId,
    messageId: log.commentId,
    text: log.text,
    inquiryType: log.inquiryType,
    sentiment: log.sentiment,
    confidence: log.confidence,
    productMentions: [],
    orderNumbers: [],
    responseStatus: log.botReply ? 'auto_responded' : escalated ? 'escalated' : 'pending',
    responseText: log.botReply?.text ?? null,
    respondedAt: log.botReply?.sentAt ?? null,
    sentVia: log.botReply ? 'auto' : null,
    escalationReason: task?.reason ?? null,
    failureReason: null,
    suggestedResponse: log.suggestedResponse,
    archivedAt: null,
    replyClaimedAt: null,
    sentAt: log.receivedAt,
    createdAt,
  };
}

/** The comments behind comment tasks, by their log's id (the owner's alone). */
export async function commentLogsOf(
  userId: string,
  tasks: Pick<EscalationDocument, 'messageLogId' | 'channel'>[],
): Promise<Map<string, CommentLogDocument>> {
  const ids = tasks.filter((task) => task.channel === 'comment').map((task) => task.messageLogId);
  if (ids.length === 0) return new Map();
  const logs = await CommentLogModel.find({ userId, _id: trusted({ $in: ids }) }).lean<CommentLogDocument[]>();
  return new Map(logs.map((log) => [String(log._id), log]));
}
