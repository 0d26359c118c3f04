import type { BillingPrice, BillingSummary, SubscriptionStatus } from '@scp/shared/contracts/settings/billing';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import type { BillingSettings } from '../config';
import type { BillingProvider, ProviderSubscription } from './billing-provider';
import { SubscriptionModel, type SubscriptionDocument } from './subscription-model';

const NOT_CONFIGURED = 'Billing is not available right now. Please try again later.';
/** Plans change when the merchant edits them in the provider's dashboard, not per request. */
const PRICES_CACHE_MS = 60_000;

const FREE_PLAN: BillingSummary = {
  status: 'free',
  planName: 'Free',
  priceId: null,
  unitAmount: 0,
  currency: 'usd',
  interval: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/** The provider's status words, as the four the screen shows. */
function statusOf(providerStatus: string): SubscriptionStatus {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active';
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'canceled';
  return 'past_due';
}

function toSummary(doc: SubscriptionDocument | null): BillingSummary {
  if (!doc || statusOf(doc.status) === 'canceled') return FREE_PLAN;
  return {
    status: statusOf(doc.status),
    planName: doc.planName,
    priceId: doc.priceId,
    unitAmount: doc.unitAmount,
    currency: doc.currency,
    interval: doc.interval as BillingSummary['interval'],
    currentPeriodEnd: doc.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd,
  };
}

/** The billing rules: the plan a user is on, the pricing table, checkout and cancelling. */
export function createBillingService(settings: BillingSettings | undefined, provider: BillingProvider | undefined) {
  const scopeOf = (userId: string) => userScope(SubscriptionModel, userId);
  let pricesCache: { at: number; prices: BillingPrice[] } | undefined;

  function configured(): { settings: BillingSettings; provider: BillingProvider } {
    if (!settings || !provider) throw AppError.unavailable(NOT_CONFIGURED);
    return { settings, provider };
  }

  async function prices(): Promise<BillingPrice[]> {
    const { provider: adapter } = configured();
    if (pricesCache && Date.now() - pricesCache.at < PRICES_CACHE_MS) return pricesCache.prices;
    const fresh = await adapter.listPrices();
    pricesCache = { at: Date.now(), prices: fresh };
    return fresh;
  }

  async function store(userId: string, subscription: ProviderSubscription): Promise<BillingSummary> {
    const price = subscription.items.data[0]!.price;
    const doc = await scopeOf(userId).updateOneOrCreate({
      $set: {
        customerId: subscription.customer,
        subscriptionId: subscription.id,
        status: subscription.status,
        priceId: price.id,
        planName: price.product.name,
        unitAmount: price.unit_amount,
        currency: price.currency,
        interval: price.recurring?.interval ?? 'month',
        currentPeriodEnd: new Date(subscription.current_period_end * 1000),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
      },
    });
    return toSummary(doc.toObject() as SubscriptionDocument);
  }

  return {
    async summary(userId: string): Promise<BillingSummary> {
      const doc = await scopeOf(userId).findOne().lean<SubscriptionDocument>();
      return toSummary(doc);
    },

    prices,

    /** `requestOrigin`: the page's origin (the request's Origin header), where the browser comes back to if trusted. */
    async startCheckout(userId: string, priceId: string, requestOrigin?: string): Promise<{ url: string }> {
      const { settings: billing, provider: adapter } = configured();
      const current = await scopeOf(userId).findOne().lean<SubscriptionDocument>();
      if (current && statusOf(current.status) !== 'canceled') {
        throw AppError.conflict('You already have a paid plan. Cancel it before choosing another one.');
      }
      if (!(await prices()).some((price) => price.id === priceId)) {
        throw AppError.validation('Choose one of the plans shown.', 'priceId');
      }
      const origin =
        requestOrigin && billing.returnOrigins.includes(requestOrigin) ? requestOrigin : billing.publicOrigin;
      const back = (outcome: string) => `${origin}${settingsPaths.tab('billing')}?checkout=${outcome}`;
      const session = await adapter.createCheckoutSession({
        userId,
        priceId,
        successUrl: back('success'),
        cancelUrl: back('canceled'),
      });
      return { url: session.url };
    },

    async setCancelAtPeriodEnd(userId: string, cancelAtPeriodEnd: boolean): Promise<BillingSummary> {
      const { provider: adapter } = configured();
      const current = await scopeOf(userId).findOne().lean<SubscriptionDocument>();
      if (!current || statusOf(current.status) === 'canceled') {
        throw AppError.conflict('You are on the Free plan: there is no paid plan to change.');
      }
      return store(userId, await adapter.updateSubscription(current.subscriptionId, cancelAtPeriodEnd));
    },

    /** Stores what the provider says of a subscription (a webhook told us it changed). */
    store,
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
