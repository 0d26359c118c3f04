import { responder } from '@scp/shared/contracts/responder/responder-constants';
import type { Classification } from '../classify/message-classifier';
import type { ResponderEvents } from '../events/responder-events';
import { MessageLogModel, type MessageLogDocument } from '../messages/message-log-model';
import { EscalationModel } from '../tasks/task-model';

/**
 * A message the owner must answer becomes a task (once per message, whatever reruns), with its
 * priority, why, a suggested reply and by when; a reply that failed to send is at least high priority.
 */
export async function escalateToTask(
  events: ResponderEvents,
  input: {
    log: MessageLogDocument;
    classification: Classification;
    reason: string;
    suggestion: string;
    receivedAt: Date;
    status?: 'escalated' | 'failed';
    failureReason?: string | null;
  },
): Promise<void> {
  const { log, classification, reason, suggestion, receivedAt } = input;
  const status = input.status ?? 'escalated';
  const failureReason = input.failureReason ?? null;
  const created = await EscalationModel.updateOne(
    { userId: log.userId, messageLogId: String(log._id) },
    {
      $setOnInsert: {
        userId: log.userId,
        messageLogId: String(log._id),
        platform: log.platform,
        accountId: log.accountId,
        senderId: log.senderId,
        priority: Math.max(classification.priority, status === 'failed' ? 6 : classification.priority),
        priorityLevel: status === 'failed' && classification.priority < 6 ? 'high' : classification.priorityLevel,
        reason,
        dueAt: new Date(
          receivedAt.getTime() +
            (status === 'failed' && classification.priority < 6
              ? responder.escalationDueMs.high
              : classification.dueInMs),
        ),
        status: 'pending',
        suggestedResponse: suggestion,
        resolvedAt: null,
        resolutionNotes: null,
      },
    },
    { upsert: true },
  );
  await MessageLogModel.updateOne(
    { _id: log._id },
    {
      $set: {
        responseStatus: status,
        escalationReason: reason,
        suggestedResponse: suggestion || null,
        failureReason,
        replyClaimedAt: null,
      },
    },
  );
  await events.message(log.userId, {
    id: String(log._id),
    platform: log.platform,
    response_status: 'escalated',
  });
  if (created.upsertedCount > 0) {
    const task = await EscalationModel.findOne({ userId: log.userId, messageLogId: String(log._id) }).lean();
    if (task) await events.task(log.userId, { id: String(task._id), priority: task.priority, status: 'pending' });
  }
}
