import { z } from 'zod';
import type { BillingPrice } from '@scp/shared/contracts/settings/billing';
import { AppError } from '@scp/service-kit/errors';
import type { BillingSettings } from '../config';

/**
 * The card payment provider's adapter (docs/architecture.md, Local runs, tests and the provider sandbox): Stripe's API shapes, configured by base URL,
 * so production points it at the provider and local runs and tests at the provider sandbox. The
 * provider's answers are checked here; nothing outside this file sees its field names.
 */
const providerPriceSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  currency: z.string(),
  unit_amount: z.number().int().nonnegative(),
  recurring: z.object({ interval: z.enum(['month', 'year']) }).nullable(),
  product: z.object({
    name: z.string(),
    description: z.string().nullable().optional(),
    marketing_features: z.array(z.object({ name: z.string() })).optional(),
  }),
});

const providerSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: z.string(),
  current_period_end: z.number().int(),
  cancel_at_period_end: z.boolean(),
  items: z.object({ data: z.array(z.object({ price: providerPriceSchema })).min(1) }),
  metadata: z.record(z.string(), z.string()).optional(),
});
export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;

const checkoutSessionSchema = z.object({ id: z.string(), url: z.url({ protocol: /^https?$/ }) });

const UNREACHABLE = 'The payment provider could not be reached. Please try again shortly.';
const REQUEST_TIMEOUT_MS = 10_000;

/** The user id our checkout stamped on the subscription (`user_id`, or the session's reference). */
export function subscriptionUserId(subscription: ProviderSubscription): string | undefined {
  return subscription.metadata?.user_id ?? subscription.metadata?.client_reference_id;
}

export function toBillingPrice(price: z.infer<typeof providerPriceSchema>): BillingPrice | undefined {
  if (!price.recurring) return undefined;
  return {
    id: price.id,
    name: price.product.name,
    description: price.product.description ?? '',
    unitAmount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring.interval,
    features: (price.product.marketing_features ?? []).map((feature) => feature.name),
  };
}

export function createBillingProvider(settings: BillingSettings) {
  async function call<T>(schema: z.ZodType<T>, method: string, path: string, form?: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw AppError.unavailable(UNREACHABLE);
    }
    if (response.status === 404) throw AppError.notFound('The payment provider has no such record.');
    // Our request was refused (a key or a parameter the provider rejects): the operator must fix it, the user can only retry later.
    if (!response.ok) throw AppError.unavailable(UNREACHABLE);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw AppError.unavailable(UNREACHABLE);
    return parsed.data;
  }

  return {
    /** The provider's active recurring prices (its pricing table), cheapest first. */
    async listPrices(): Promise<BillingPrice[]> {
      const list = await call(z.object({ data: z.array(providerPriceSchema) }), 'GET', '/v1/prices?active=true');
      return list.data
        .filter((price) => price.active)
        .map(toBillingPrice)
        .filter((price): price is BillingPrice => price !== undefined)
        .sort((a, b) => a.unitAmount - b.unitAmount);
    },

    /** A hosted checkout for one subscription; the subscription carries the user's id back to us. */
    async createCheckoutSession(input: {
      userId: string;
      priceId: string;
      successUrl: string;
      cancelUrl: string;
    }): Promise<{ id: string; url: string }> {
      return call(checkoutSessionSchema, 'POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        'line_items[0][price]': input.priceId,
        'line_items[0][quantity]': '1',
        client_reference_id: input.userId,
        'subscription_data[metadata][user_id]': input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
    },

    getSubscription(id: string): Promise<ProviderSubscription> {
      return call(providerSubscriptionSchema, 'GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
    },

    updateSubscription(id: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
      return call(providerSubscriptionSchema, 'POST', `/v1/subscriptions/${encodeURIComponent(id)}`, {
        cancel_at_period_end: String(cancelAtPeriodEnd),
      });
    },
  };
}
export type BillingProvider = ReturnType<typeof createBillingProvider>;
