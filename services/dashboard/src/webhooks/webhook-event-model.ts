import { model, Schema } from 'mongoose';
import type { ProductUpdate } from '../products/catalogue-webhooks';

/**
 * A platform webhook as received: stored once per platform event id and id of the signed body (the
 * event id is a header the signature does not cover), then processed as a job.
 */
export interface WebhookEvent {
  platform: 'shopify';
  eventId: string;
  /** The id of what the signed body describes (the order, the shop). */
  bodyId: string;
  topic: string;
  shopDomain: string;
  receivedAt: Date;
  processedAt: Date | null;
  /** A `products/update`'s product, as its job applies it (the body is not kept). */
  product?: ProductUpdate | null;
}

const webhookEventSchema = new Schema<WebhookEvent>(
  {
    platform: { type: String, required: true },
    eventId: { type: String, required: true },
    bodyId: { type: String, required: true },
    topic: { type: String, required: true },
    shopDomain: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    processedAt: { type: Date, default: null },
    product: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'webhook_events', versionKey: false },
);
webhookEventSchema.index({ platform: 1, eventId: 1, bodyId: 1 }, { unique: true });
export const WebhookEventModel = model<WebhookEvent>('WebhookEvent', webhookEventSchema);
