import { model, Schema, type Types } from 'mongoose';
import { responseStatuses, type ResponseStatus } from '@scp/shared/contracts/responder/responder-api';

/**
 * One customer message for one owner (entities: message log): what it is about, its sentiment and
 * how sure the classifier was, and what became of it. `escalated` messages wait for the owner as tasks.
 */
export interface MessageLogRecord {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  /** The customer: the conversation is the customer's thread with the account. */
  senderId: string;
  messageId: string;
  text: string;
  inquiryType: string;
  sentiment: string;
  confidence: number;
  productMentions: string[];
  orderNumbers: string[];
  /** What became of it (responder-api.ts responseStatuses). */
  responseStatus: ResponseStatus;
  responseText: string | null;
  respondedAt: Date | null;
  sentVia: 'auto' | 'manual' | null;
  escalationReason: string | null;
  /** Why no reply went out, in the owner's words. */
  failureReason: string | null;
  /** The suggested reply the owner starts from (and the one the bot sent). */
  suggestedResponse: string | null;
  /** Taken off the flagged inbox by the owner. */
  archivedAt: Date | null;
  /**
   * Set by the job that sends the auto-reply, before it sends: a second run of the job (a retry, a
   * restarted worker) sees it and never sends twice.
   */
  replyClaimedAt: Date | null;
  /** Answered by the owner's reply from the inbox (conversation_replies): the thread shows that reply once. */
  answeredByReplyId?: string | null;
  /** When its conversation's line (conversations/conversation-summary.ts) last took it in; null until then. */
  conversationAt?: Date | null;
  sentAt: Date;
}

const messageLogSchema = new Schema<MessageLogRecord>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    messageId: { type: String, required: true },
    text: { type: String, default: '' },
    inquiryType: { type: String, required: true },
    sentiment: { type: String, required: true },
    confidence: { type: Number, required: true },
    productMentions: { type: [String], default: [] },
    orderNumbers: { type: [String], default: [] },
    responseStatus: { type: String, enum: responseStatuses, required: true },
    responseText: { type: String, default: null },
    respondedAt: { type: Date, default: null },
    sentVia: { type: String, enum: ['auto', 'manual', null], default: null },
    escalationReason: { type: String, default: null },
    failureReason: { type: String, default: null },
    suggestedResponse: { type: String, default: null },
    archivedAt: { type: Date, default: null },
    replyClaimedAt: { type: Date, default: null },
    answeredByReplyId: { type: String, default: null },
    conversationAt: { type: Date, default: null },
    sentAt: { type: Date, required: true },
  },
  { collection: 'message_log', timestamps: true },
);
// Once per owner and message: a job that runs again writes nothing new.
messageLogSchema.index({ userId: 1, platform: 1, messageId: 1 }, { unique: true });
messageLogSchema.index({ userId: 1, createdAt: -1 });
// A conversation's messages (handoff, the customer's last message for Meta's windows).
messageLogSchema.index({ userId: 1, platform: 1, accountId: 1, senderId: 1, sentAt: -1 });

// The messages no conversation line has taken in yet (a run that stopped before it, or older data).
messageLogSchema.index({ userId: 1, conversationAt: 1 });

export type MessageLogDocument = MessageLogRecord & { _id: Types.ObjectId; createdAt: Date };
export const MessageLogModel = model<MessageLogRecord>('MessageLog', messageLogSchema);
