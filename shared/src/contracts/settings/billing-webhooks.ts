import * as z from 'zod/mini';

/**
 * The payment provider's webhooks (docs/architecture.md, Jobs and webhooks), `POST /api/settings/webhooks/billing`: no session,
 * the provider's `Stripe-Signature` over the raw body is the authentication. Apart from billing.ts:
 * only the settings service reads these, and billing.ts is in the settings remote's bundle.
 */
export const BILLING_SIGNATURE_HEADER = 'stripe-signature';

/** An event as the provider sends it; which events matter, and what is read of `data.object`, is the service's. */
export const billingWebhookEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type BillingWebhookEvent = z.infer<typeof billingWebhookEventSchema>;

/**
 * `applied`: a subscription of one of our users changed; `duplicate`: the event was processed before;
 * `ignored`: not about a plan of ours. The provider reads only the status.
 */
export const billingWebhookOutcomes = ['applied', 'duplicate', 'ignored'] as const;
export type BillingWebhookOutcome = (typeof billingWebhookOutcomes)[number];

export const billingWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(billingWebhookOutcomes),
});
export type BillingWebhookAnswer = z.infer<typeof billingWebhookAnswerSchema>;
