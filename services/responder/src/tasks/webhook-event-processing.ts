import { trusted } from 'mongoose';
import { CommentEventModel } from '../comments/comment-event-model';
import { CommentLogModel, type CommentLogDocument } from '../comments/comment-log-model';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { MessageEventModel, type MessageEvent } from '../webhooks/message-event-model';
import { EscalationModel, type EscalationDocument } from './task-model';

type Owner = NonNullable<MessageEvent['owners']>[number];

/**
 * Who a handled webhook event was for and whether it is processed for each (entities: webhook
 * event): processed now unless it became a task of that owner still pending; then it is processed
 * when the task is done (markEventsProcessed).
 */
export async function eventOwners(
  event: Pick<MessageEvent, 'platform' | 'messageId'>,
  userIds: string[],
  at: Date,
): Promise<Owner[]> {
  const owners: Owner[] = [];
  for (const userId of userIds) {
    const log = await MessageLogModel.findOne({ userId, platform: event.platform, messageId: event.messageId })
      .select({ _id: 1 })
      .lean<Pick<MessageLogDocument, '_id'>>();
    const open = log && (await EscalationModel.exists({ userId, messageLogId: String(log._id), status: 'pending' }));
    owners.push({ userId, processedAt: open ? null : at });
  }
  return owners;
}

/**
 * The webhook events of the owner's finished tasks (messages' and comments') are processed (states and transitions: marking a
 * task complete; calls: UPDATE webhook events, processed and processed_at). An event stored before
 * events named their owners (never linked) is linked to the owner now, already processed; an event
 * that is gone (nothing keeps it) has nothing to set. Answers how many events were set processed.
 */
export async function markEventsProcessed(
  userId: string,
  tasks: Pick<EscalationDocument, 'messageLogId' | 'channel'>[],
  at: Date,
): Promise<number> {
  const comments = tasks.filter((task) => task.channel === 'comment');
  const messages = tasks.filter((task) => task.channel !== 'comment');
  return (
    (await markCommentEventsProcessed(userId, comments, at)) + (await markMessageEventsProcessed(userId, messages, at))
  );
}

/** A comment's task done: its webhook event is processed for the owner. */
async function markCommentEventsProcessed(
  userId: string,
  tasks: Pick<EscalationDocument, 'messageLogId'>[],
  at: Date,
): Promise<number> {
  if (tasks.length === 0) return 0;
  const logs = await CommentLogModel.find({ userId, _id: trusted({ $in: tasks.map((task) => task.messageLogId) }) })
    .select({ platform: 1, commentId: 1 })
    .lean<Pick<CommentLogDocument, 'platform' | 'commentId'>[]>();
  let processed = 0;
  for (const log of logs) {
    const done = await CommentEventModel.updateOne(
      { platform: log.platform, commentId: log.commentId, owners: trusted({ $elemMatch: { userId } }) },
      { $set: { 'owners.$.processedAt': at } },
    );
    processed += done.modifiedCount;
  }
  return processed;
}

async function markMessageEventsProcessed(
  userId: string,
  tasks: Pick<EscalationDocument, 'messageLogId'>[],
  at: Date,
): Promise<number> {
  if (tasks.length === 0) return 0;
  const logs = await MessageLogModel.find({
    userId,
    _id: trusted({ $in: tasks.map((task) => task.messageLogId) }),
  })
    .select({ platform: 1, messageId: 1 })
    .lean<Pick<MessageLogDocument, 'platform' | 'messageId'>[]>();
  let processed = 0;
  for (const log of logs) {
    const linked = await MessageEventModel.updateOne(
      { platform: log.platform, messageId: log.messageId, owners: trusted({ $elemMatch: { userId } }) },
      { $set: { 'owners.$.processedAt': at } },
    );
    if (linked.matchedCount > 0) {
      processed += linked.modifiedCount;
      continue;
    }
    const unlinked = await MessageEventModel.updateOne(
      { platform: log.platform, messageId: log.messageId },
      { $push: { owners: { userId, processedAt: at } } },
    );
    processed += unlinked.modifiedCount;
  }
  return processed;
}
