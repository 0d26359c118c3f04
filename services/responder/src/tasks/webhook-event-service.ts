import { trusted } from 'mongoose';
import type {
  WebhookEventEntry,
  WebhookEventsQuery,
  WebhookEventsResponse,
} from '@scp/shared/contracts/responder/responder-api';
import { MessageEventModel, type MessageEvent } from '../webhooks/message-event-model';

type StoredEvent = MessageEvent & { _id: { toString(): string } };

/** One event as the owner sees it: processed for them or not (entities: webhook event). */
export function toWebhookEvent(event: StoredEvent, userId: string): WebhookEventEntry {
  const processedAt = event.owners?.find((owner) => owner.userId === userId)?.processedAt ?? null;
  return {
    id: String(event._id),
    platform: event.platform,
    event_type: 'message',
    payload: {
      account_id: event.accountId,
      sender_id: event.senderId,
      message_id: event.messageId,
      text: event.text,
      sent_at: event.sentAt.toISOString(),
    },
    processed: processedAt !== null,
    processed_at: processedAt ? processedAt.toISOString() : null,
    created_at: event.receivedAt.toISOString(),
  };
}

/** The owner's events not processed yet (their entry in `owners` with no processedAt). */
export const unprocessedOf = (userId: string, platform?: MessageEvent['platform']) => ({
  owners: trusted({ $elemMatch: { userId, processedAt: null } }),
  ...(platform ? { platform } : {}),
});

/**
 * `GET /webhook-events` (calls: GET webhook events): the owner's webhook events not processed yet,
 * newest first, by offset and limit (50 by default), optionally of one platform. An event is the
 * owner's once the job handled it for them (an owner of the account it was sent to); another
 * owner's events never appear.
 */
export async function unprocessedWebhookEvents(
  userId: string,
  query: WebhookEventsQuery,
): Promise<WebhookEventsResponse> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  const filter = unprocessedOf(userId, query.platform);
  const [events, total] = await Promise.all([
    MessageEventModel.find(filter).sort({ receivedAt: -1, _id: -1 }).skip(offset).limit(limit).lean<StoredEvent[]>(),
    MessageEventModel.countDocuments(filter),
  ]);
  return {
    events: events.map((event) => toWebhookEvent(event, userId)),
    total,
    has_more: offset + events.length < total,
  };
}
