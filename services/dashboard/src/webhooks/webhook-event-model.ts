import { model, Schema } from 'mongoose';

/** A platform webhook as received (DESIGN.md §13): stored once per platform event id, then processed as a job. */
export interface WebhookEvent {
  platform: 'shopify';
  eventId: string;
  topic: string;
  shopDomain: string;
  receivedAt: Date;
  processedAt: Date | null;
}

const webhookEventSchema = new Schema<WebhookEvent>(
  {
    platform: { type: String, required: true },
    eventId: { type: String, required: true },
    topic: { type: String, required: true },
    shopDomain: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    processedAt: { type: Date, default: null },
  },
  { collection: 'webhook_events', versionKey: false },
);
webhookEventSchema.index({ platform: 1, eventId: 1 }, { unique: true });
export const WebhookEventModel = model<WebhookEvent>('WebhookEvent', webhookEventSchema);
