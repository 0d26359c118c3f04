import { model, Schema, type InferSchemaType } from 'mongoose';

/**
 * The user's paid plan as the payment provider last reported it (one per user). The provider is the
 * source of truth: every webhook makes us read the subscription again and store what it says.
 */
const subscriptionSchema = new Schema(
  {
    userId: { type: String, required: true, unique: true },
    customerId: { type: String, required: true },
    subscriptionId: { type: String, required: true, index: true },
    /** The provider's status word (active, past_due, canceled, incomplete...). */
    status: { type: String, required: true },
    priceId: { type: String, required: true },
    planName: { type: String, required: true },
    unitAmount: { type: Number, required: true },
    currency: { type: String, required: true },
    interval: { type: String, enum: ['month', 'year'], required: true },
    currentPeriodEnd: { type: Date, required: true },
    cancelAtPeriodEnd: { type: Boolean, required: true },
  },
  { timestamps: true, collection: 'subscriptions' },
);

export type SubscriptionDocument = InferSchemaType<typeof subscriptionSchema>;
export const SubscriptionModel = model('Subscription', subscriptionSchema);
