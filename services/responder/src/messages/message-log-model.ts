import { model, Schema, type Types } from 'mongoose';

/**
 * One customer message for one owner (dashboard §3 message log): what it is about, its sentiment and
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
  /** `pending` until the auto-reply step; `escalated` once a task waits for the owner. */
  responseStatus: 'pending' | 'escalated';
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
    responseStatus: { type: String, enum: ['pending', 'escalated'], required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'message_log', timestamps: true },
);
// Once per owner and message: a job that runs again writes nothing new.
messageLogSchema.index({ userId: 1, platform: 1, messageId: 1 }, { unique: true });
messageLogSchema.index({ userId: 1, createdAt: -1 });

export type MessageLogDocument = MessageLogRecord & { _id: Types.ObjectId; createdAt: Date };
export const MessageLogModel = model<MessageLogRecord>('MessageLog', messageLogSchema);

/** A message the owner must answer (a task): its priority, why, and by when. */
export interface EscalationRecord {
  userId: string;
  messageLogId: string;
  priority: number;
  priorityLevel: string;
  reason: string;
  dueAt: Date;
  status: 'pending' | 'resolved';
}

const escalationSchema = new Schema<EscalationRecord>(
  {
    userId: { type: String, required: true },
    messageLogId: { type: String, required: true },
    priority: { type: Number, required: true, min: 1, max: 10 },
    priorityLevel: { type: String, required: true },
    reason: { type: String, required: true },
    dueAt: { type: Date, required: true },
    status: { type: String, enum: ['pending', 'resolved'], default: 'pending' },
  },
  { collection: 'escalations', timestamps: true },
);
escalationSchema.index({ userId: 1, messageLogId: 1 }, { unique: true });
escalationSchema.index({ userId: 1, status: 1, priority: -1, dueAt: 1 });

export type EscalationDocument = EscalationRecord & { _id: Types.ObjectId; createdAt: Date };
export const EscalationModel = model<EscalationRecord>('Escalation', escalationSchema);
