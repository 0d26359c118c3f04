import { model, Schema, type Types } from 'mongoose';

/** A message the owner must answer (a task): its priority, why, and by when. */
export interface EscalationRecord {
  userId: string;
  messageLogId: string;
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

export type EscalationDocument = EscalationRecord & { _id: Types.ObjectId; createdAt: Date };
export const EscalationModel = model<EscalationRecord>('Escalation', escalationSchema);
