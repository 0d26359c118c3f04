import { model, Schema, type InferSchemaType } from 'mongoose';

/**
 * Every webhook event the payment provider sent, once (unique on its id, docs/architecture.md, Jobs and webhooks): a
 * redelivered event is answered 200 without being applied again. `processedAt` stays empty while
 * applying it failed, so the provider's retry applies it then.
 */
const billingEventSchema = new Schema(
  {
    eventId: { type: String, required: true, unique: true },
    type: { type: String, required: true },
    /** The user it concerned, once known. */
    userId: { type: String },
    processedAt: { type: Date },
  },
  { timestamps: true, collection: 'billing_events' },
);

export type BillingEventDocument = InferSchemaType<typeof billingEventSchema>;
export const BillingEventModel = model('BillingEvent', billingEventSchema);
