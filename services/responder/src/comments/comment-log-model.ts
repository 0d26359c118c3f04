import { model, Schema, type Types } from 'mongoose';
import {
  responderInquiryTypes,
  responderSentiments,
  type ResponderInquiryType,
  type ResponderSentiment,
} from '@scp/shared/contracts/responder/responder-constants';

/**
 * One owner's copy of a customer comment, classified: what the inbox shows under the post it is on.
 * - `pending`: waits for the owner (with the suggested reply when the shop's data gives one);
 * - `escalated`: it became a task of the owner's (a complaint, or what the bot may not answer);
 * - `answered`: the bot answered it publicly;
 * - `hidden`: spam or abuse, kept out of the thread list rather than answered.
 */
export type CommentStatus = 'pending' | 'escalated' | 'answered' | 'hidden';

export interface CommentLog {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  postId: string;
  commentId: string;
  parentId: string | null;
  senderId: string;
  senderName: string | null;
  text: string;
  inquiryType: ResponderInquiryType;
  sentiment: ResponderSentiment;
  confidence: number;
  /** Why it is hidden ('spam' or 'abuse'), null when shown. */
  hiddenAs: 'spam' | 'abuse' | null;
  /** Hidden on the platform too (the owner's choice, responder config). */
  hiddenOnPlatform: boolean;
  status: CommentStatus;
  suggestedResponse: string | null;
  /** The bot's public answer, once Meta took it (its comment id). */
  botReply: { text: string; replyId: string; sentAt: Date } | null;
  receivedAt: Date;
}

const commentLogSchema = new Schema<CommentLog>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    postId: { type: String, required: true },
    commentId: { type: String, required: true },
    parentId: { type: String, default: null },
    senderId: { type: String, required: true },
    senderName: { type: String, default: null },
    text: { type: String, default: '' },
    inquiryType: { type: String, enum: responderInquiryTypes, required: true },
    sentiment: { type: String, enum: responderSentiments, required: true },
    confidence: { type: Number, required: true },
    hiddenAs: { type: String, enum: ['spam', 'abuse', null], default: null },
    hiddenOnPlatform: { type: Boolean, default: false },
    status: { type: String, enum: ['pending', 'escalated', 'answered', 'hidden'], required: true },
    suggestedResponse: { type: String, default: null },
    botReply: {
      type: new Schema({ text: String, replyId: String, sentAt: Date }, { _id: false }),
      default: null,
    },
    receivedAt: { type: Date, required: true },
  },
  { collection: 'comment_logs', versionKey: false, timestamps: true },
);
// One copy per owner and comment however often the job runs; the inbox reads an owner's newest first.
commentLogSchema.index({ userId: 1, platform: 1, commentId: 1 }, { unique: true });
commentLogSchema.index({ userId: 1, receivedAt: -1 });
// A comment conversation's comments: one commenter's under one post.
commentLogSchema.index({ userId: 1, platform: 1, accountId: 1, senderId: 1, postId: 1, receivedAt: -1 });
export type CommentLogDocument = CommentLog & { _id: Types.ObjectId };
export const CommentLogModel = model<CommentLog>('CommentLog', commentLogSchema);
