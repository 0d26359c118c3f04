import { z } from 'zod';
import { billingWebhookEventSchema, type BillingWebhookOutcome } from '@scp/shared/contracts/settings/billing-webhooks';
import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey } from '@scp/service-kit/user-scope';
import type { BillingProvider } from './billing-provider';
import { subscriptionUserId } from './billing-provider';
import { BillingEventModel } from './billing-event-model';
import type { BillingService } from './billing-service';
import { isValidBillingSignature } from './webhook-signature';

const checkoutCompletedSchema = z.object({
  mode: z.literal('subscription'),
  client_reference_id: z.string().regex(/^[0-9a-f]{24}$/),
  subscription: z.string().min(1),
});

const subscriptionEventSchema = z.object({ id: z.string().min(1) });

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * The payment provider's webhooks (docs/architecture.md, Jobs and webhooks): the signature over the raw body first, then the
 * event once by its id. Whatever the event says, the subscription is read again from the provider,
 * so events that arrive late or out of order still leave the latest state.
 */
export function createBillingWebhooks(
  webhookSecret: string | undefined,
  provider: BillingProvider | undefined,
  billing: BillingService,
) {
  async function apply(type: string, object: Record<string, unknown>): Promise<string | undefined> {
    if (!provider) return undefined;
    if (type === 'checkout.session.completed') {
      const session = checkoutCompletedSchema.safeParse(object);
      // A one-off payment or a session another integration started: not a plan of ours.
      if (!session.success) return undefined;
      const subscription = await provider.getSubscription(session.data.subscription);
      await billing.store(session.data.client_reference_id, subscription);
      return session.data.client_reference_id;
    }
    if (subscriptionEvents.has(type)) {
      const event = subscriptionEventSchema.safeParse(object);
      if (!event.success) return undefined;
      const subscription = await provider.getSubscription(event.data.id);
      const userId = subscriptionUserId(subscription);
      if (!userId || !/^[0-9a-f]{24}$/.test(userId)) return undefined;
      await billing.store(userId, subscription);
      return userId;
    }
    return undefined;
  }

  return {
    async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<BillingWebhookOutcome> {
      if (!webhookSecret || !provider) throw AppError.unavailable('Billing is not configured.');
      if (!rawBody || !isValidBillingSignature(rawBody, signature, webhookSecret)) {
        throw AppError.badRequest('The webhook signature is missing or does not match.');
      }
      const parsed = billingWebhookEventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success) throw AppError.badRequest('The webhook is not an event.');
      const { id, type, data } = parsed.data;
      try {
        await BillingEventModel.create({ eventId: id, type });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const seen = await BillingEventModel.findOne({ eventId: id }).lean();
        if (seen?.processedAt) return 'duplicate';
      }
      const userId = await apply(type, data.object);
      await BillingEventModel.updateOne({ eventId: id }, { $set: { processedAt: new Date(), userId } });
      return userId ? 'applied' : 'ignored';
    },
  };
}
export type BillingWebhooks = ReturnType<typeof createBillingWebhooks>;
