import { model, Schema, trusted, type Types } from 'mongoose';
import type { ConversationChannel, ThreadAuthor } from '@scp/shared/contracts/responder/inbox-conversations';

/**
 * One customer's thread with one connected account, as the /inbox list shows it: kept up to date from
 * the message log, the tasks and the owner's replies each time one of them changes (conversation-summary.ts),
 * so the owner's list is read a page at a time from indexes, however many conversations there are.
 */
export interface ConversationRecord {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  lastActivityAt: Date;
  lastText: string;
  lastFrom: ThreadAuthor;
  /** Meta's windows run from it. */
  lastCustomerMessageAt: Date | null;
  /** Customer messages since `readAt`. */
  unreadCount: number;
  readAt: Date | null;
  needsReply: boolean;
  openTask: boolean;
  /** Nothing left to do: no reply owed, no task open. */
  done: boolean;
  /** A message thread, or a customer's comments under one post (comments/comment-conversations.ts). */
  channel: ConversationChannel;
  /** The post a comment conversation is under; null for messages. */
  postId: string | null;
  /** The name the comment webhook carried (commenters have no messaging profile); null for messages. */
  customerName: string | null;
  /** What a search of the inbox finds the conversation by, in lower case (conversation-search.ts). */
  searchText?: string;
}

const conversationSchema = new Schema<ConversationRecord>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    lastActivityAt: { type: Date, required: true },
    lastText: { type: String, default: '' },
    lastFrom: { type: String, enum: ['customer', 'bot', 'owner'], required: true },
    lastCustomerMessageAt: { type: Date, default: null },
    unreadCount: { type: Number, default: 0 },
    readAt: { type: Date, default: null },
    needsReply: { type: Boolean, default: false },
    openTask: { type: Boolean, default: false },
    done: { type: Boolean, default: true },
    channel: { type: String, enum: ['message', 'comment'], default: 'message' },
    postId: { type: String, default: null },
    customerName: { type: String, default: null },
    searchText: { type: String },
  },
  { collection: 'conversations', timestamps: true },
);
// One message thread per customer and account, and one comment conversation per commenter and post.
conversationSchema.index(
  { userId: 1, platform: 1, accountId: 1, senderId: 1, channel: 1, postId: 1 },
  { unique: true },
);
// The list, newest activity first, whole or by one filter (the cursor is the activity time and the id).
conversationSchema.index({ userId: 1, lastActivityAt: -1, _id: -1 });
conversationSchema.index({ userId: 1, needsReply: 1, lastActivityAt: -1, _id: -1 });
conversationSchema.index({ userId: 1, openTask: 1, lastActivityAt: -1, _id: -1 });
conversationSchema.index({ userId: 1, done: 1, lastActivityAt: -1, _id: -1 });
// The unread total adds up the conversations with unread messages only.
conversationSchema.index({ userId: 1, unreadCount: 1 });

export type ConversationDocument = ConversationRecord & { _id: Types.ObjectId; createdAt: Date };
export const ConversationModel = model<ConversationRecord>('Conversation', conversationSchema);

/** Which conversation: the customer, the account they wrote to, and the platform. */
export interface ConversationKey {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/** A message thread's line: lines written before comments have no channel. */
export const messageChannel = { channel: trusted({ $ne: 'comment' as const }) };

export const keyOf = (doc: ConversationKey): ConversationKey => ({
  userId: doc.userId,
  platform: doc.platform,
  accountId: doc.accountId,
  senderId: doc.senderId,
});
