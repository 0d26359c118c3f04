import { isValidObjectId, trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import type {
  InboxQuery,
  InboxResponse,
  MessageLogEntry,
  MessageLogQuery,
  ResponseStatus,
} from '@scp/shared/contracts/responder/responder-api';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { MessageLogModel, type MessageLogDocument } from './message-log-model';
import { toEntry } from './message-views';

/** Flagged: waiting for the owner, or a reply that could not be sent. */
export const FLAGGED: ResponseStatus[] = ['escalated', 'failed'];

/** The owner's message log and flagged inbox; every read is the owner's alone. */
export function createMessageService(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    async messages(userId: string, query: MessageLogQuery): Promise<MessageLogEntry[]> {
      const docs = await userScope(MessageLogModel, userId)
        .find(query.platform ? { platform: query.platform } : {})
        .sort({ createdAt: -1, _id: -1 })
        .skip(query.offset ?? responder.messageLogDefaultOffset)
        .limit(query.limit ?? responder.messageLogDefaultLimit)
        .lean<MessageLogDocument[]>();
      return docs.map(toEntry);
    },

    /** The shell's inbox side panel: flagged messages not archived, newest first, 10 a page. */
    async inbox(userId: string, query: InboxQuery): Promise<InboxResponse> {
      const offset = query.offset ?? 0;
      const limit = query.limit ?? responder.flaggedMessagesPageSize;
      const filter = { responseStatus: trusted({ $in: FLAGGED }), archivedAt: null };
      const [docs, total] = await Promise.all([
        userScope(MessageLogModel, userId)
          .find(filter)
          .sort({ sentAt: -1, _id: -1 })
          .skip(offset)
          .limit(limit)
          .lean<MessageLogDocument[]>(),
        userScope(MessageLogModel, userId).countDocuments(filter),
      ]);
      return { messages: docs.map(toEntry), total, has_more: offset + docs.length < total };
    },

    async archive(userId: string, messageId: string): Promise<void> {
      if (!isValidObjectId(messageId)) throw AppError.notFound('Message not found.');
      const done = await userScope(MessageLogModel, userId).updateMany(
        { _id: messageId },
        { $set: { archivedAt: now() } },
      );
      if (done.matchedCount === 0) throw AppError.notFound('Message not found.');
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
