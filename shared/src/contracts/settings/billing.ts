// zod/mini: the settings remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';

/**
 * Billing (screens and routes: Settings; screens and routes: Other, "a pricing-table page section embedding a card
 * payment provider's hosted table"), under `/api/settings/billing`. The plans and prices are the
 * payment provider's (configured in its dashboard, read through the billing adapter); checkout is
 * the provider's hosted page, so no card data ever reaches our servers. The settings service keeps
 * the user's subscription as the provider's signed webhooks report it.
 */

/** A subscription state we show; the provider's other states (incomplete, unpaid...) count as `past_due`. */
export const subscriptionStatuses = ['free', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** One plan of the provider's pricing table. Amounts are in the currency's minor unit (cents). */
export const billingPriceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  unitAmount: z.int(),
  currency: z.string(),
  interval: z.enum(billingIntervals),
  features: z.array(z.string()),
});
export type BillingPrice = z.infer<typeof billingPriceSchema>;

/** `GET /api/settings/billing/prices`: the pricing table, cheapest first; 503 when the provider cannot be reached. */
export const billingPricesResponseSchema = z.object({ prices: z.array(billingPriceSchema) });
export type BillingPricesResponse = z.infer<typeof billingPricesResponseSchema>;

/**
 * `GET /api/settings/billing`: the plan the user is on. Without a paid subscription (never bought,
 * or ended) the plan is Free: `priceId` null and `status` 'free'.
 */
export const billingSummarySchema = z.object({
  status: z.enum(subscriptionStatuses),
  planName: z.string(),
  priceId: z.nullable(z.string()),
  unitAmount: z.int(),
  currency: z.string(),
  interval: z.nullable(z.enum(billingIntervals)),
  /** ISO date the paid period ends: the renewal, or the end of access when `cancelAtPeriodEnd`. */
  currentPeriodEnd: z.nullable(z.string()),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const billingSummaryResponseSchema = z.object({ billing: billingSummarySchema });
export type BillingSummaryResponse = z.infer<typeof billingSummaryResponseSchema>;

/**
 * `POST /api/settings/billing/checkout`: starts the provider's hosted checkout for one of its
 * prices; the browser goes to `url` and comes back to `/settings/billing?checkout=success|canceled`.
 * 409 while a paid plan is active (a second subscription would bill twice).
 */
export const checkoutRequestSchema = z.strictObject({
  priceId: z.string().check(z.minLength(1, 'Choose a plan.'), z.maxLength(200, 'At most 200 characters.')),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * `PATCH /api/settings/billing/subscription`: `cancelAtPeriodEnd: true` cancels the paid plan at the
 * end of the period already paid for (the plan stays until then); `false` takes that back. Answers
 * BillingSummaryResponse; 409 without a paid plan.
 */
export const subscriptionUpdateRequestSchema = z.strictObject({ cancelAtPeriodEnd: z.boolean() });
export type SubscriptionUpdateRequest = z.infer<typeof subscriptionUpdateRequestSchema>;

/** Where the hosted checkout sends the browser back to (`checkout` query of the billing tab). */
export const checkoutOutcomes = ['success', 'canceled'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];
