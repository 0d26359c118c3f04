import { isValidObjectId, trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { userScope } from '@scp/service-kit/user-scope';
import type {
  ManualReplyRequest,
  MessageLogEntry,
  ResponderTask,
  TaskListQuery,
} from '@scp/shared/contracts/responder/responder-api';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { CommentConversations } from '../comments/comment-conversations';
import { CommentLogModel, type CommentLogDocument } from '../comments/comment-log-model';
import { commentAsMessage, commentLogsOf } from '../comments/comment-tasks';
import { ConversationModel, type ConversationDocument } from '../conversations/conversation-model';
import type { ResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { toEntry } from '../messages/message-views';
import { logUnrecovered } from '../recovery/error-recovery-model';
import { SendFailure } from '@scp/service-kit/send-failure';
import type { MessageSender } from '../sending/message-sender';
import { EscalationModel, messageTasksOnly, type EscalationDocument } from './task-model';
import { toTask } from './task-views';
import { markEventsProcessed } from './webhook-event-processing';

const texts = responderTexts.responder;
/** Instagram takes at most 1,000 characters in a message; Messenger 2,000 (the request schema's bound). */
const INSTAGRAM_MAX = 1000;

/**
 * The owner's tasks (pending escalations) and manual replies (states and transitions, calls): a reply goes out
 * through Meta within its windows (24 h as a normal reply, 7 days with the HUMAN_AGENT tag, which is
 * only ever a person's), is logged, and resolves the conversation's tasks with the reply as notes.
 */
export function createTaskService(deps: {
  sender: MessageSender;
  events: ResponderEvents;
  logger: Logger;
  /** A comment task's reply goes under the comment as /inbox sends it (comments/comment-conversations.ts). */
  comments?: Pick<CommentConversations, 'reply'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function withMessages(userId: string, tasks: EscalationDocument[]): Promise<ResponderTask[]> {
    const logs = await userScope(MessageLogModel, userId)
      .find({ _id: trusted({ $in: tasks.map((task) => task.messageLogId) }) })
      .lean<MessageLogDocument[]>();
    const byId = new Map(logs.map((log) => [String(log._id), log]));
    // A comment's task shows its comment where a message's shows the message.
    const comments = await commentLogsOf(userId, tasks);
    return tasks.flatMap((task) => {
      const comment = task.channel === 'comment' ? comments.get(task.messageLogId) : undefined;
      const log = comment ? commentAsMessage(comment, task) : byId.get(task.messageLogId);
      return log ? [toTask(task, log)] : [];
    });
  }

  async function resolveConversation(log: MessageLogDocument, notes: string | null): Promise<EscalationDocument[]> {
    const filter = {
      platform: log.platform,
      accountId: log.accountId,
      senderId: log.senderId,
      status: 'pending' as const,
      ...messageTasksOnly(),
    };
    const pending = await userScope(EscalationModel, log.userId).find(filter).lean<EscalationDocument[]>();
    if (pending.length === 0) return [];
    const at = now();
    await userScope(EscalationModel, log.userId).updateMany(
      { _id: trusted({ $in: pending.map((task) => task._id) }) },
      { $set: { status: 'resolved', resolvedAt: at, resolutionNotes: notes } },
    );
    await markEventsProcessed(log.userId, pending, at);
    for (const task of pending)
      await deps.events.task(log.userId, { id: String(task._id), priority: task.priority, status: 'resolved' });
    return pending;
  }

  /**
   * A comment task answered from the task list or the activity feed (its "message" is the comment):
   * a public reply under the comment, sent as the /inbox reply box sends it, which resolves the task.
   */
  async function replyUnderComment(userId: string, commentLogId: string, text: string): Promise<MessageLogEntry> {
    const comment = await CommentLogModel.findOne({ userId, _id: commentLogId }).lean<CommentLogDocument>();
    if (!comment || !deps.comments) throw AppError.notFound('Message not found.');
    const line = await ConversationModel.findOne({
      userId,
      platform: comment.platform,
      accountId: comment.accountId,
      senderId: comment.senderId,
      channel: 'comment',
      postId: comment.postId,
    }).lean<ConversationDocument>();
    // Spam and abuse have no line in the inbox, and no reply.
    if (!line) throw AppError.notFound('Message not found.');
    const reply = await deps.comments.reply(line, text, 'public');
    const answered = reply.status === 'sent';
    return toEntry({
      ...commentAsMessage(comment),
      responseStatus: answered ? 'manual_response' : comment.status === 'escalated' ? 'escalated' : 'pending',
      responseText: text,
      respondedAt: answered ? new Date(reply.at) : null,
      sentVia: answered ? 'manual' : null,
    });
  }

  return {
    async pending(userId: string, query: TaskListQuery): Promise<{ tasks: ResponderTask[]; total: number }> {
      const filter = { status: 'pending' as const, ...(query.platform ? { platform: query.platform } : {}) };
      const [tasks, total] = await Promise.all([
        userScope(EscalationModel, userId)
          .find(filter)
          .sort({ priority: -1, dueAt: 1, _id: 1 })
          .skip(query.offset ?? 0)
          .limit(query.limit ?? 200)
          .lean<EscalationDocument[]>(),
        userScope(EscalationModel, userId).countDocuments(filter),
      ]);
      return { tasks: await withMessages(userId, tasks), total };
    },

    /** Mark complete (states and transitions): the owner dealt with it elsewhere; the bot may answer the customer again. */
    async complete(userId: string, taskId: string, notes: string | undefined): Promise<ResponderTask> {
      if (!isValidObjectId(taskId)) throw AppError.notFound('Task not found.');
      const tasks = userScope(EscalationModel, userId);
      const at = now();
      // The task is resolved and its webhook event processed; when resolving it fails (the write
      // refused), the event is still set processed (states and transitions: mark complete's fallback).
      let resolved: { modifiedCount: number };
      try {
        resolved = await tasks.updateMany(
          { _id: taskId, status: 'pending' },
          { $set: { status: 'resolved', resolvedAt: at, resolutionNotes: notes?.trim() || null } },
        );
      } catch (err) {
        const task = await tasks.findOne({ _id: taskId }).lean<EscalationDocument>();
        if (task) await markEventsProcessed(userId, [task], at);
        throw err;
      }
      const found = await tasks.findOne({ _id: taskId }).lean<EscalationDocument>();
      if (!found) throw AppError.notFound('Task not found.');
      await markEventsProcessed(userId, [found], found.resolvedAt ?? at);
      if (resolved.modifiedCount > 0)
        await deps.events.task(userId, { id: taskId, priority: found.priority, status: 'resolved' });
      const [view] = await withMessages(userId, [found]);
      if (!view) throw AppError.notFound('Task not found.');
      return view;
    },

    /** `POST /replies`: the owner's reply to one customer message. */
    async reply(userId: string, request: ManualReplyRequest): Promise<MessageLogEntry> {
      const text = request.text.trim();
      if (!text) throw AppError.badRequest(texts.responseRequired.description, 'text');
      if (!isValidObjectId(request.message_id)) throw AppError.notFound('Message not found.');
      const log = await userScope(MessageLogModel, userId)
        .findOne({ _id: request.message_id })
        .lean<MessageLogDocument>();
      if (!log) return replyUnderComment(userId, request.message_id, text);
      if (!log.senderId) throw AppError.badRequest(texts.senderNotFound);
      if (log.platform === 'instagram' && text.length > INSTAGRAM_MAX)
        throw AppError.badRequest(`Instagram messages take at most ${INSTAGRAM_MAX} characters.`, 'text');

      // Meta's windows run from the customer's last message in the conversation, not this one.
      const last = await userScope(MessageLogModel, userId)
        .findOne({ platform: log.platform, accountId: log.accountId, senderId: log.senderId })
        .sort({ sentAt: -1 })
        .lean<MessageLogDocument>();
      const age = now().getTime() - (last ?? log).sentAt.getTime();
      if (age > responder.humanAgentWindowMs)
        throw AppError.conflict(
          `${texts.sendViaFailed(log.platform)}: the customer's last message is more than 7 days old, so Meta no longer accepts replies.`,
        );
      const conversation = { userId, platform: log.platform, accountId: log.accountId, senderId: log.senderId };
      try {
        await deps.sender.send(conversation, text, age > responder.standardWindowMs);
      } catch (err) {
        if (!(err instanceof SendFailure)) throw err;
        if (err.kind === 'no_connection') throw AppError.conflict(texts.noFacebookPage);
        deps.logger.warn({ kind: err.kind, reason: err.platformReason }, 'manual reply refused');
        if (!err.retryable)
          await logUnrecovered({
            userId,
            operation: 'manual_reply',
            errorMessage: err.platformReason,
            error: err,
            metadata: { messageLogId: String(log._id), platform: log.platform, kind: err.kind },
          });
        if (err.retryable) throw AppError.unavailable(texts.sendViaFailed(log.platform));
        throw AppError.conflict(texts.sendViaFailed(log.platform));
      }
      const updated = await userScope(MessageLogModel, userId).updateById(String(log._id), {
        $set: {
          responseStatus: 'manual_response',
          responseText: text,
          respondedAt: now(),
          sentVia: 'manual',
          failureReason: null,
          replyClaimedAt: null,
        },
      });
      await resolveConversation(log, text);
      await deps.events.reply(userId, {
        id: String(log._id),
        platform: log.platform,
        response_status: 'manual_response',
      });
      return toEntry(updated.toObject<MessageLogDocument>());
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
