import { model, Schema, type Types } from 'mongoose';
import { replyStatuses, type ReplyStatus } from '@scp/shared/contracts/responder/inbox-conversations';

/**
 * A reply the owner wrote in the inbox. Stored before it is sent, so one the platform refused is kept
 * (failed, with why) and can be sent again rather than lost.
 */
export interface ConversationReplyRecord {
  userId: string;
  conversationId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  text: string;
  status: ReplyStatus;
  /** Sent with Meta's HUMAN_AGENT tag: a person's reply between 24 h and 7 days. */
  humanAgent: boolean;
  failureReason: string | null;
  platformMessageId: string | null;
  sentAt: Date | null;
}

const conversationReplySchema = new Schema<ConversationReplyRecord>(
  {
    userId: { type: String, required: true },
    conversationId: { type: String, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    text: { type: String, required: true },
    status: { type: String, enum: replyStatuses, required: true },
    humanAgent: { type: Boolean, default: false },
    failureReason: { type: String, default: null },
    platformMessageId: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { collection: 'conversation_replies', timestamps: true },
);
conversationReplySchema.index({ userId: 1, conversationId: 1, createdAt: -1 });

export type ConversationReplyDocument = ConversationReplyRecord & { _id: Types.ObjectId; createdAt: Date };
export const ConversationReplyModel = model<ConversationReplyRecord>('ConversationReply', conversationReplySchema);
