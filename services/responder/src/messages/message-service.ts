import { trusted } from 'mongoose';
import { userScope } from '@scp/service-kit/user-scope';
import type { MessageLogEntry, ResponderTask } from '@scp/shared/contracts/responder/responder-api';
import {
  EscalationModel,
  MessageLogModel,
  type EscalationDocument,
  type MessageLogDocument,
} from './message-log-model';

const DEFAULT_LIMIT = 50;

function toEntry(doc: MessageLogDocument): MessageLogEntry {
  return {
    id: String(doc._id),
    platform: doc.platform,
    account_id: doc.accountId,
    sender_id: doc.senderId,
    message_id: doc.messageId,
    message_text: doc.text,
    inquiry_type: doc.inquiryType as MessageLogEntry['inquiry_type'],
    sentiment: doc.sentiment as MessageLogEntry['sentiment'],
    confidence: doc.confidence,
    product_mentions: doc.productMentions,
    order_numbers: doc.orderNumbers,
    response_status: doc.responseStatus,
    sent_at: doc.sentAt.toISOString(),
    created_at: doc.createdAt.toISOString(),
  };
}

/** The owner's messages and tasks; every read is the owner's alone. */
export function createMessageService() {
  return {
    async messages(userId: string, limit = DEFAULT_LIMIT): Promise<MessageLogEntry[]> {
      const docs = await userScope(MessageLogModel, userId)
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<MessageLogDocument[]>();
      return docs.map(toEntry);
    },

    async pendingTasks(userId: string): Promise<ResponderTask[]> {
      const tasks = await userScope(EscalationModel, userId)
        .find({ status: 'pending' })
        .sort({ priority: -1, dueAt: 1, _id: 1 })
        .limit(200)
        .lean<EscalationDocument[]>();
      const logs = await userScope(MessageLogModel, userId)
        .find({ _id: trusted({ $in: tasks.map((task) => task.messageLogId) }) })
        .lean<MessageLogDocument[]>();
      const byId = new Map(logs.map((log) => [String(log._id), log]));
      return tasks.flatMap((task) => {
        const log = byId.get(task.messageLogId);
        if (!log) return [];
        return [
          {
            id: String(task._id),
            priority: task.priority,
            priority_level: task.priorityLevel as ResponderTask['priority_level'],
            reason: task.reason,
            due_at: task.dueAt.toISOString(),
            status: task.status,
            message: toEntry(log),
            created_at: task.createdAt.toISOString(),
          },
        ];
      });
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
