import { randomBytes } from 'node:crypto';
import type { BillingPrice } from './billing-catalog';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DAY_SECONDS = 24 * 3600;
/** Stripe's longest (and default) checkout session lifetime. */
export const CHECKOUT_SESSION_SECONDS = DAY_SECONDS;
/** The simplification of a monthly period (Stripe uses the calendar month). */
export const PERIOD_SECONDS = 30 * DAY_SECONDS;
const SESSION_LIMIT = 10_000;

/** Stripe-looking ids (`cs_test_a1B2...`): letters and digits only, so they sit in URLs unescaped. */
export function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface CheckoutLineItem {
  id: string;
  object: 'item';
  amount_total: number;
  currency: string;
  description: string;
  price: BillingPrice;
  quantity: 1;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: CheckoutSessionStatus;
  payment_status: 'unpaid' | 'paid';
  /** The hosted page; null once the session is complete or expired (as on Stripe). */
  url: string | null;
  client_reference_id: string;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  line_items: { object: 'list'; data: CheckoutLineItem[]; has_more: false };
  metadata: Record<string, string>;
  livemode: false;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  customer: string;
  currency: string;
  created: number;
  start_date: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: BillingPrice;
      quantity: 1;
      current_period_start: number;
      current_period_end: number;
    }[];
    has_more: false;
  };
  metadata: Record<string, string>;
  livemode: false;
}

export interface NewCheckoutSession {
  price: BillingPrice;
  clientReferenceId: string;
  successUrl: string;
  cancelUrl: string;
  customer: string | null;
  customerEmail: string | null;
  /** `subscription_data[metadata]`: copied onto the subscription the session creates. */
  subscriptionMetadata: Record<string, string>;
}

interface SessionRecord {
  session: CheckoutSession;
  subscriptionMetadata: Record<string, string>;
}

/**
 * In-memory billing state of one sandbox instance: customers, checkout sessions, subscriptions.
 * Everything handed out is a copy, so a response or a queued webhook keeps the state of its moment.
 */
export class BillingStore {
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly customers = new Map<string, Customer>();

  createSession(input: NewCheckoutSession, publicUrl: string): CheckoutSession {
    this.prune();
    const id = randomId('cs_test_', 40);
    const created = nowSeconds();
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${publicUrl}/billing/checkout/${id}`,
      client_reference_id: input.clientReferenceId,
      customer: input.customer,
      customer_email: input.customerEmail,
      subscription: null,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      amount_total: input.price.unit_amount,
      currency: input.price.currency,
      created,
      expires_at: created + CHECKOUT_SESSION_SECONDS,
      line_items: {
        object: 'list',
        data: [
          {
            id: randomId('li_'),
            object: 'item',
            amount_total: input.price.unit_amount,
            currency: input.price.currency,
            description: input.price.product.name,
            price: input.price,
            quantity: 1,
          },
        ],
        has_more: false,
      },
      metadata: {},
      livemode: false,
    };
    this.sessions.set(id, { session, subscriptionMetadata: { ...input.subscriptionMetadata } });
    return structuredClone(session);
  }

  getSession(id: string): CheckoutSession | undefined {
    const record = this.record(id);
    return record && structuredClone(record.session);
  }

  /** Ends an open session (`POST /v1/checkout/sessions/:id/expire`); the caller checked it is open. */
  expireSession(id: string): CheckoutSession {
    const { session } = this.requireRecord(id);
    session.status = 'expired';
    session.url = null;
    return structuredClone(session);
  }

  /** A successful payment: the customer (new unless the session named one), the subscription, the session completed. */
  completeSession(id: string): { session: CheckoutSession; subscription: Subscription } {
    const { session, subscriptionMetadata } = this.requireRecord(id);
    const now = nowSeconds();
    let customerId = session.customer;
    if (!customerId || !this.customers.has(customerId)) {
      const customer: Customer = {
        id: randomId('cus_', 14),
        object: 'customer',
        created: now,
        email: session.customer_email,
        metadata: {},
        livemode: false,
      };
      this.customers.set(customer.id, customer);
      customerId = customer.id;
    }
    const price = session.line_items.data[0]!.price;
    const periodEnd = now + PERIOD_SECONDS;
    const subscription: Subscription = {
      id: randomId('sub_'),
      object: 'subscription',
      status: 'active',
      customer: customerId,
      currency: price.currency,
      created: now,
      start_date: now,
      current_period_start: now,
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: randomId('si_', 14),
            object: 'subscription_item',
            price: structuredClone(price),
            quantity: 1,
            current_period_start: now,
            current_period_end: periodEnd,
          },
        ],
        has_more: false,
      },
      metadata: { ...subscriptionMetadata, client_reference_id: session.client_reference_id },
      livemode: false,
    };
    this.subscriptions.set(subscription.id, subscription);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer = customerId;
    session.subscription = subscription.id;
    session.url = null;
    return { session: structuredClone(session), subscription: structuredClone(subscription) };
  }

  hasCustomer(id: string): boolean {
    return this.customers.has(id);
  }

  getSubscription(id: string): Subscription | undefined {
    const subscription = this.subscriptions.get(id);
    return subscription && structuredClone(subscription);
  }

  /** Returns the subscription after the change and whether anything changed. */
  setCancelAtPeriodEnd(id: string, value: boolean): { subscription: Subscription; changed: boolean } {
    const subscription = this.requireSubscription(id);
    const changed = subscription.cancel_at_period_end !== value;
    subscription.cancel_at_period_end = value;
    subscription.cancel_at = value ? subscription.current_period_end : null;
    return { subscription: structuredClone(subscription), changed };
  }

  /** Cancels at once; an already canceled subscription stays as it was (`changed: false`). */
  cancelSubscription(id: string): { subscription: Subscription; changed: boolean } {
    const subscription = this.requireSubscription(id);
    if (subscription.status === 'canceled') return { subscription: structuredClone(subscription), changed: false };
    const now = nowSeconds();
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    return { subscription: structuredClone(subscription), changed: true };
  }

  /** A session past its `expires_at` is expired the next time anyone looks at it. */
  private record(id: string): SessionRecord | undefined {
    const record = this.sessions.get(id);
    if (record && record.session.status === 'open' && record.session.expires_at <= nowSeconds()) {
      record.session.status = 'expired';
      record.session.url = null;
    }
    return record;
  }

  private requireRecord(id: string): SessionRecord {
    const record = this.record(id);
    if (!record) throw new Error(`No checkout session ${id}`);
    return record;
  }

  private requireSubscription(id: string): Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    return subscription;
  }

  /** Memory stays bounded under a load test: the oldest sessions go first (a Map iterates in insertion order). */
  private prune(): void {
    for (const id of this.sessions.keys()) {
      if (this.sessions.size < SESSION_LIMIT) break;
      this.sessions.delete(id);
    }
  }
}
