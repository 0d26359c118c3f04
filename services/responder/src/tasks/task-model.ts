import { model, Schema, trusted, type Types } from 'mongoose';

/** A message (or a comment under a post) the owner must answer (a task): its priority, why, and by when. */
export interface EscalationRecord {
  userId: string;
  /** The customer message's log, or for a comment's task the comment's (comments/comment-log-model.ts). */
  messageLogId: string;
  /** What it is about: a message (the default, and every task stored before comments had tasks) or a comment. */
  channel?: 'message' | 'comment';
  /** A comment's post: the comment conversation it belongs to is the commenter's under that post. */
  postId?: string | null;
  /** The conversation: while a task is pending in it, the bot stays silent there (handoff). */
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  priority: number;
  priorityLevel: string;
  reason: string;
  dueAt: Date;
  status: 'pending' | 'resolved';
  suggestedResponse: string;
  resolvedAt: Date | null;
  resolutionNotes: string | null;
}

const escalationSchema = new Schema<EscalationRecord>(
  {
    userId: { type: String, required: true },
    messageLogId: { type: String, required: true },
    channel: { type: String, enum: ['message', 'comment'], default: 'message' },
    postId: { type: String, default: null },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    priority: { type: Number, required: true, min: 1, max: 10 },
    priorityLevel: { type: String, required: true },
    reason: { type: String, required: true },
    dueAt: { type: Date, required: true },
    status: { type: String, enum: ['pending', 'resolved'], default: 'pending' },
    suggestedResponse: { type: String, default: '' },
    resolvedAt: { type: Date, default: null },
    resolutionNotes: { type: String, default: null },
  },
  { collection: 'escalations', timestamps: true },
);
escalationSchema.index({ userId: 1, messageLogId: 1 }, { unique: true });
escalationSchema.index({ userId: 1, status: 1, priority: -1, dueAt: 1 });
escalationSchema.index({ userId: 1, platform: 1, accountId: 1, senderId: 1, status: 1 });

/**
 * The tasks of message conversations: a comment's task is in its comment conversation (the
 * commenter's under one post), never in the same customer's message thread (tasks stored before
 * comments had tasks have no channel and are messages').
 */
export const messageTasksOnly = () => ({ channel: trusted({ $ne: 'comment' as const }) });

export type EscalationDocument = EscalationRecord & { _id: Types.ObjectId; createdAt: Date };
export const EscalationModel = model<EscalationRecord>('Escalation', escalationSchema);
