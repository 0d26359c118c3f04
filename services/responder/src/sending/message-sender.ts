import { randomUUID } from 'node:crypto';
import { SendFailure } from '@scp/service-kit/send-failure';
import { sourceOfSendKey, type Alerts } from '../alerts/alerts';
import type { ResponderLimits } from '../config';
import type { Neighbours } from '../neighbours/neighbours';
import type { RateSlots, SlotCounter } from './rate-slots';

/** The words of a send refused because the owner has no usable connection of the page (or of the page behind the Instagram account). */
export const noPageConnectionReason = 'No active Facebook page connection found';

export interface Conversation {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/**
 * The message is over the sending limits (business constants: 1,000 an hour per page, 60 a minute
 * per owner): it was not sent, its place is reserved, and it goes at `waitUntil` when sent again
 * under the same key. A `rate_limited` failure, so whoever retries Meta's own waits retries this one.
 */
export class LimitWait extends SendFailure {
  constructor(
    readonly waitUntil: Date,
    waitMs: number,
  ) {
    super('rate_limited', `The sending limit is reached: the message goes at ${waitUntil.toISOString()}`, waitMs);
    this.name = 'LimitWait';
  }
}

/** The counters one send takes a place in: its page's and its owner's. */
export function sendCounters(limits: ResponderLimits, conversation: Conversation): SlotCounter[] {
  return [
    { key: `sends:page:${conversation.platform}:${conversation.accountId}`, ...limits.sendsPerPage },
    { key: `sends:owner:${conversation.userId}`, ...limits.sendsPerOwner },
  ];
}

/**
 * The limit a message waits for named from the time its place comes alone (`<counter>:<window
 * index>`), for a caller without the counts: the longest counter whose later window it was moved to.
 * A message moved to a window that starts both counters' windows is named by the longer one, even
 * when the shorter was full: limitReachedIn reads the counts and is exact.
 */
export function limitHit(counters: SlotCounter[], at: number, now: number): string {
  const moved =
    [...counters]
      .sort((a, b) => b.windowMs - a.windowMs)
      .find((c) => at % c.windowMs === 0 && Math.floor(at / c.windowMs) > Math.floor(now / c.windowMs)) ?? counters[0];
  return moved ? `${moved.key}:${Math.floor(now / moved.windowMs)}` : String(at);
}

/**
 * Names the limit a message waits for in the window it was hit in (`<counter>:<window index>`): the
 * counter that is full in the current window (the longest one when several are). One alert is
 * recorded per name: once per window, not per message.
 */
export async function limitReachedIn(slots: RateSlots, counters: SlotCounter[], now: number): Promise<string> {
  const full: SlotCounter[] = [];
  for (const counter of counters) if ((await slots.used(counter, now)) >= counter.limit) full.push(counter);
  // Nothing full now (the message waits behind a backlog): named by the longest window.
  const hit = [...(full.length > 0 ? full : counters)].sort((a, b) => b.windowMs - a.windowMs)[0];
  return hit ? `${hit.key}:${Math.floor(now / hit.windowMs)}` : String(now);
}

export interface SendOptions {
  /**
   * Names the message (a log or reply id): a message that waited its turn keeps its place when it
   * is sent again under the same key, and is not counted twice. Without one, each call counts anew.
   */
  key?: string;
}

/**
 * Sends one message into a customer's conversation through settings, which keeps the page token,
 * renews one Meta refused (error catalogue: recovery: token errors trigger a refresh) and calls
 * Meta's Send API; a message that was not sent is thrown as why. With `limits`, every send first
 * takes its place under the spec's sending limits: one over them is not sent but thrown as a
 * LimitWait with the time its place comes (never dropped: the caller sends it again then).
 */
export function createMessageSender(deps: {
  neighbours: Pick<Neighbours, 'sendMessage'>;
  limits?: { slots: RateSlots; limits: ResponderLimits };
  /** The owner's alerts (alerts/alerts.ts): the limits reached, a send refused for good. */
  alerts?: Pick<Alerts, 'limitReached' | 'sendFailed'>;
}) {
  /** A send that ended without reaching the customer: the owner is alerted (a retry is not the end). */
  const alertFailed = (conversation: Conversation, failure: SendFailure, key: string | undefined) =>
    deps.alerts?.sendFailed(conversation, failure, {
      source: sourceOfSendKey(key),
      onceKey: key ?? randomUUID(),
    });
  return {
    /**
     * A retryable failure that its caller gives up on (the job's last attempt, the queue's last
     * retry): alerted like a refusal.
     */
    async failedForGood(conversation: Conversation, failure: SendFailure, options: SendOptions = {}): Promise<void> {
      await alertFailed(conversation, failure, options.key);
    },

    async send(
      conversation: Conversation,
      text: string,
      humanAgent: boolean,
      options: SendOptions = {},
    ): Promise<{ messageId: string }> {
      if (deps.limits) {
        const { slots, limits } = deps.limits;
        const keep = Math.max(limits.sendsPerPage.windowMs, limits.sendsPerOwner.windowMs);
        // Limits that cannot be counted are an outage like Meta not answering: retried, never sent uncounted.
        const at = await slots
          .reserve(`send:${options.key ?? randomUUID()}`, sendCounters(limits, conversation), keep)
          .catch((err: unknown) => {
            throw new SendFailure(
              'unavailable',
              err instanceof Error ? err.message : 'The limits could not be counted.',
            );
          });
        const waitMs = at - slots.now();
        if (waitMs > 0) {
          const hit = await limitReachedIn(slots, sendCounters(limits, conversation), slots.now()).catch(() =>
            String(at),
          );
          await deps.alerts?.limitReached(conversation, new Date(at), sourceOfSendKey(options.key), hit);
          throw new LimitWait(new Date(at), waitMs);
        }
      }
      const { userId, platform, accountId, senderId } = conversation;
      const answer = await deps.neighbours.sendMessage(userId, {
        platform,
        accountId,
        recipientId: senderId,
        text,
        humanAgent,
      });
      if ('messageId' in answer) return { messageId: answer.messageId };
      const { kind, detail, retryAfterMs } = answer.failure;
      const failure = new SendFailure(kind, kind === 'no_connection' ? noPageConnectionReason : detail, retryAfterMs);
      if (!failure.retryable) await alertFailed(conversation, failure, options.key);
      throw failure;
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
