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
  },
  { collection: 'webhook_events', versionKey: false },
);
messageEventSchema.index({ platform: 1, messageId: 1 }, { unique: true });
export const MessageEventModel = model<MessageEvent>('MessageEvent', messageEventSchema);
