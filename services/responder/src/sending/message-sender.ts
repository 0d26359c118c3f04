import { randomUUID } from 'node:crypto';
import { SendFailure } from '@scp/service-kit/send-failure';
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
}) {
  return {
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
        if (waitMs > 0) throw new LimitWait(new Date(at), waitMs);
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
      throw new SendFailure(kind, kind === 'no_connection' ? noPageConnectionReason : detail, retryAfterMs);
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
