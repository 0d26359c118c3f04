import type { ResponderTask } from '@scp/shared/contracts/responder/responder-api';
import type { MessageLogDocument } from '../messages/message-log-model';
import { toEntry } from '../messages/message-views';
import type { EscalationDocument } from './task-model';

/** A task as the API shows it, with the customer message it is about. */
export function toTask(task: EscalationDocument, log: MessageLogDocument): ResponderTask {
  return {
    id: String(task._id),
    priority: task.priority,
    priority_level: task.priorityLevel as ResponderTask['priority_level'],
    reason: task.reason,
    due_at: task.dueAt.toISOString(),
    status: task.status,
    suggested_response: task.suggestedResponse ?? '',
    message: toEntry(log),
    channel: task.channel === 'comment' ? 'comment' : 'message',
    resolved_at: task.resolvedAt ? task.resolvedAt.toISOString() : null,
    resolution_notes: task.resolutionNotes ?? null,
    created_at: task.createdAt.toISOString(),
  };
}
