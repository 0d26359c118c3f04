import { stripeWebhookSignature } from '../signatures';
import { WebhookPoster } from '../webhook-poster';
import { nowSeconds, randomId } from './billing-store';

export interface BillingWebhookTiming {
  /** Waits before re-sending a failed delivery; one retry per entry. */
  retryDelaysMs: number[];
  /** A receiver slower than this counts as failed (status 0) and is retried. */
  attemptTimeoutMs: number;
  /** How long the checkout redirect waits for the first delivery, so the app usually knows before the browser is back. */
  redirectWaitMs: number;
}

export const DEFAULT_BILLING_WEBHOOK_TIMING: BillingWebhookTiming = {
  retryDelaysMs: [1000, 3000, 10000],
  attemptTimeoutMs: 10000,
  redirectWaitMs: 5000,
};

export interface BillingEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

/** One attempt: when, and the receiver's HTTP status (0: no answer — refused, reset or timed out). */
export interface Delivery {
  at: string;
  status: number;
}

export type LoggedEvent = BillingEvent & { deliveries: Delivery[] };

interface EventRecord {
  event: BillingEvent;
  rawBody: string;
  deliveries: Delivery[];
}

const EVENT_LIMIT = 500;
const API_VERSION = '2025-06-30.basil';

function delay(ms: number): { promise: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * The provider's side of webhooks: every event is logged (newest first, for `GET /billing/events`)
 * and POSTed to the one registered endpoint, signed with `Stripe-Signature` (a fresh timestamp per
 * attempt, as Stripe does). A failed attempt is retried in the background; `close()` cancels the
 * retries and the attempts in flight so a stopped sandbox leaves nothing behind.
 */
export class BillingWebhooks {
  private readonly events: EventRecord[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly poster = new WebhookPoster();
  private closed = false;

  constructor(
    /** The endpoint registered in the provider's dashboard. */
    readonly url: string,
    private readonly secret: string,
    readonly timing: BillingWebhookTiming = DEFAULT_BILLING_WEBHOOK_TIMING,
  ) {}

  /**
   * Logs the event and starts its delivery. `firstAttempt` settles (never rejects) when the first
   * attempt has an answer or timed out; retries go on without anyone waiting.
   */
  emit(
    type: string,
    object: unknown,
    previousAttributes?: Record<string, unknown>,
  ): { event: BillingEvent; firstAttempt: Promise<void> } {
    const event: BillingEvent = {
      id: randomId('evt_'),
      object: 'event',
      type,
      api_version: API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    };
    const record: EventRecord = { event, rawBody: JSON.stringify(event), deliveries: [] };
    this.events.unshift(record);
    this.events.splice(EVENT_LIMIT);
    return { event: structuredClone(event), firstAttempt: this.attempt(record, 0) };
  }

  /** Waits for the first delivery of a checkout's event, at most `redirectWaitMs`. */
  async waitForRedirect(firstAttempt: Promise<void>): Promise<void> {
    const wait = delay(this.timing.redirectWaitMs);
    await Promise.race([firstAttempt, wait.promise]);
    wait.cancel();
  }

  list(type?: string): LoggedEvent[] {
    return this.events
      .filter((record) => type === undefined || record.event.type === type)
      .map((record) => ({ ...structuredClone(record.event), deliveries: record.deliveries.map((d) => ({ ...d })) }));
  }

  clear(): void {
    this.events.length = 0;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.poster.abortAll();
  }

  private async attempt(record: EventRecord, index: number): Promise<void> {
    if (this.closed) return;
    const status = await this.post(record.rawBody);
    record.deliveries.push({ at: new Date().toISOString(), status });
    const succeeded = status >= 200 && status < 300;
    record.event.pending_webhooks = succeeded ? 0 : 1;
    const wait = this.timing.retryDelaysMs[index];
    if (succeeded || this.closed || wait === undefined) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(record, index + 1);
    }, wait);
    timer.unref();
    this.timers.add(timer);
  }

  private async post(rawBody: string): Promise<number> {
    const answer = await this.poster.post(
      this.url,
      rawBody,
      {
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) provider-sandbox',
        'Stripe-Signature': stripeWebhookSignature(rawBody, this.secret, nowSeconds()),
      },
      { timeoutMs: this.timing.attemptTimeoutMs },
    );
    return answer.status;
  }
}
