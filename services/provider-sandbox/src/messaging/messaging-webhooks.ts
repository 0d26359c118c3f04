import { webhookHeaders } from '../webhooks';
import { WebhookPoster } from '../webhook-poster';
import type { MessagingPlatform } from './messaging-accounts';

/** The auto-responder's Meta webhook behind the local gateway. */
export const DEFAULT_META_WEBHOOK_URL = 'http://localhost:8080/api/responder/webhooks/meta';

const ATTEMPT_TIMEOUT_MS = 10_000;
/** Enough of the receiver's answer to see why it refused; the rest is dropped. */
const BODY_LIMIT = 2000;

/** One POST of a webhook: the receiver's HTTP status (0: no answer — refused, reset or timed out) and body. */
export interface MessagingDelivery {
  status: number;
  body: string;
  /** POSTs it took: Meta sends again when the receiver is down or failing (see `deliverAsMeta`). */
  attempts: number;
}

/**
 * The waits between Meta's attempts at one webhook when the receiver did not answer, or answered
 * 429 or 5xx (Meta keeps trying for hours; a sandbox run needs seconds).
 */
export const REDELIVERY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

/** Meta's messaging webhook for one customer message, as Messenger and Instagram send it. */
export function customerMessageWebhook(input: {
  platform: MessagingPlatform;
  accountId: string;
  customerId: string;
  mid: string;
  text: string;
  at: number;
}): unknown {
  return {
    object: input.platform === 'facebook' ? 'page' : 'instagram',
    entry: [
      {
        id: input.accountId,
        time: Date.now(),
        messaging: [
          {
            sender: { id: input.customerId },
            recipient: { id: input.accountId },
            timestamp: input.at,
            message: { mid: input.mid, text: input.text },
          },
        ],
      },
    ],
  };
}

/**
 * Posts messaging webhooks to the one callback URL of the sandbox's Meta app. Unlike
 * `sendWebhook`, a receiver that is down is an answer here (status 0), not an error: the simulator
 * shows it. `close()` aborts the posts in flight so a stopped sandbox leaves nothing behind.
 */
export class MessagingWebhooks {
  private readonly poster = new WebhookPoster();
  private closed = false;

  constructor(
    /** The callback URL of the app's `messages` subscription. */
    readonly url: string,
    private readonly redeliveryDelaysMs: readonly number[] = REDELIVERY_DELAYS_MS,
  ) {}

  async deliver(rawBody: string, secret: string): Promise<MessagingDelivery> {
    const answer = await this.poster.post(
      this.url,
      rawBody,
      { 'User-Agent': 'facebookexternalua', ...webhookHeaders('meta', rawBody, { secret }) },
      { timeoutMs: ATTEMPT_TIMEOUT_MS, bodyLimit: BODY_LIMIT },
    );
    return { ...answer, attempts: 1 };
  }

  /** As Meta delivers: again after a failure to answer, a 429 or a 5xx, until accepted or out of attempts. */
  async deliverAsMeta(rawBody: string, secret: string): Promise<MessagingDelivery> {
    const delays = this.redeliveryDelaysMs;
    let delivery = await this.deliver(rawBody, secret);
    for (let attempt = 0; attempt < delays.length && this.shouldRetry(delivery.status); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]).unref());
      delivery = { ...(await this.deliver(rawBody, secret)), attempts: attempt + 2 };
    }
    return delivery;
  }

  private shouldRetry(status: number): boolean {
    return !this.closed && (status === 0 || status === 429 || status >= 500);
  }

  close(): void {
    this.closed = true;
    this.poster.abortAll();
  }
}
