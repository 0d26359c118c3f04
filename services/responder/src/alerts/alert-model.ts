import { model, Schema, type Types } from 'mongoose';
import { responderAlertKinds, type ResponderAlertKind } from '@scp/shared/contracts/responder/responder-constants';

/**
 * Something the owner must know that is not a customer message (entities: activity item, type alert):
 * a send that failed for good, a page token the platform refused, the sending limits reached. Its
 * own record, with the page or account it happened on and, when there is one, the conversation
 * (the customer) or task it is about.
 */
export interface AlertRecord {
  userId: string;
  kind: ResponderAlertKind;
  platform: 'facebook' | 'instagram';
  accountId: string;
  /** The owner's words (responder-texts.ts screens.alerts), written when it happened. */
  title: string;
  description: string;
  /** What sent the message the alert is about: the bot or the owner. */
  source: 'autoresponder' | 'inbox';
  /** The customer whose conversation it is about, when it is about one. */
  senderId: string | null;
  taskId: string | null;
  /** Names one occurrence (the window that filled, the send that failed): recorded once, whatever reruns. */
  onceKey: string;
  at: Date;
}

const alertSchema = new Schema<AlertRecord>(
  {
    userId: { type: String, required: true },
    kind: { type: String, enum: responderAlertKinds, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    source: { type: String, enum: ['autoresponder', 'inbox'], required: true },
    senderId: { type: String, default: null },
    taskId: { type: String, default: null },
    onceKey: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'responder_alerts', versionKey: false },
);
alertSchema.index({ userId: 1, onceKey: 1 }, { unique: true });
// The activity feed: the owner's newest first, by platform.
alertSchema.index({ userId: 1, at: -1 });
alertSchema.index({ userId: 1, platform: 1, at: -1 });

export type AlertDocument = AlertRecord & { _id: Types.ObjectId };
export const AlertModel = model<AlertRecord>('ResponderAlert', alertSchema);
