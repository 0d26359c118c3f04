import { model, Schema, type Types } from 'mongoose';
import type { CommentReplyVisibility } from '@scp/shared/contracts/responder/inbox-conversations';

/**
 * A reply the owner wrote under a customer's comment in the inbox: public (under the comment) or
 * Meta's private reply to its author. Stored before it is sent, so one the platform refused is kept
 * (failed, with why); a private reply sent is what keeps a second one from going (one per comment).
 */
export interface CommentReplyRecord {
  userId: string;
  conversationId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  commentId: string;
  text: string;
  visibility: CommentReplyVisibility;
  /** 'queued': over the sending limits, it goes when its place comes (sending/send-later.ts). */
  status: 'sending' | 'queued' | 'sent' | 'failed';
  failureReason: string | null;
  /** The public reply's comment id, or the private reply's message id. */
  platformReplyId: string | null;
  sentAt: Date | null;
}

const commentReplySchema = new Schema<CommentReplyRecord>(
  {
    userId: { type: String, required: true },
    conversationId: { type: String, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    commentId: { type: String, required: true },
    text: { type: String, required: true },
    visibility: { type: String, enum: ['public', 'private'], required: true },
    status: { type: String, enum: ['sending', 'queued', 'sent', 'failed'], required: true },
    failureReason: { type: String, default: null },
    platformReplyId: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { collection: 'comment_replies', timestamps: true },
);
commentReplySchema.index({ userId: 1, conversationId: 1, createdAt: -1 });
// At most one private reply per comment is sending or sent: two clicks never send two.
commentReplySchema.index(
  { userId: 1, platform: 1, commentId: 1 },
  { unique: true, partialFilterExpression: { visibility: 'private', status: { $in: ['sending', 'sent'] } } },
);

export type CommentReplyDocument = CommentReplyRecord & { _id: Types.ObjectId; createdAt: Date };
export const CommentReplyModel = model<CommentReplyRecord>('CommentReply', commentReplySchema);
