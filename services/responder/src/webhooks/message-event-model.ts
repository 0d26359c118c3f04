import { model, Schema } from 'mongoose';

/**
 * A customer message as Meta's webhook delivered it (docs/architecture.md, Jobs and webhooks): stored once per message id (Meta
 * resends), before anything is done with it, then processed by a job.
 */
export interface MessageEvent {
  platform: 'facebook' | 'instagram';
  messageId: string;
  /** The page or Instagram account the message was sent to. */
  accountId: string;
  /** The customer (page-scoped or Instagram-scoped id). */
  senderId: string;
  text: string;
  sentAt: Date;
  receivedAt: Date;
  processedAt: Date | null;
  /**
   * Each owner of the account it was handled for, and when it was processed for them (entities:
   * webhook event processed/processed_at): at once when it was answered or logged, only when its
   * task is done when it became one (tasks/webhook-event-processing.ts). Empty until the job ran.
   */
  owners?: { userId: string; processedAt: Date | null }[];
}

const messageEventSchema = new Schema<MessageEvent>(
  {
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    messageId: { type: String, required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    text: { type: String, default: '' },
    sentAt: { type: Date, required: true },
    receivedAt: { type: Date, required: true },
    processedAt: { type: Date, default: null },
    owners: {
      type: [{ _id: false, userId: { type: String, required: true }, processedAt: { type: Date, default: null } }],
      default: [],
    },
  },
  { collection: 'webhook_events', versionKey: false },
);
messageEventSchema.index({ platform: 1, messageId: 1 }, { unique: true });
// An owner's events not processed yet, newest first (GET /webhook-events).
messageEventSchema.index({ 'owners.userId': 1, 'owners.processedAt': 1, receivedAt: -1 });
export const MessageEventModel = model<MessageEvent>('MessageEvent', messageEventSchema);
