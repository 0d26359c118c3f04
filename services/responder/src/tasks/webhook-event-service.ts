import { trusted } from 'mongoose';
import type {
  WebhookEventEntry,
  WebhookEventsQuery,
  WebhookEventsResponse,
} from '@scp/shared/contracts/responder/responder-api';
import { CommentEventModel, type CommentEvent } from '../comments/comment-event-model';
import { MessageEventModel, type MessageEvent } from '../webhooks/message-event-model';

type StoredEvent = MessageEvent & { _id: { toString(): string } };
type StoredCommentEvent = CommentEvent & { _id: { toString(): string } };

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

/** A comment webhook event as the owner sees it, like a message's (its id is the comment's). */
export function toCommentWebhookEvent(event: StoredCommentEvent, userId: string): WebhookEventEntry {
  const processedAt = event.owners?.find((owner) => owner.userId === userId)?.processedAt ?? null;
  return {
    id: String(event._id),
    platform: event.platform,
    event_type: 'comment',
    payload: {
      account_id: event.accountId,
      sender_id: event.senderId,
      message_id: event.commentId,
      text: event.text,
      sent_at: event.sentAt.toISOString(),
      post_id: event.postId,
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
 * messages and comments alike, newest first, by offset and limit (50 by default), optionally of one
 * platform. An event is the owner's once the job handled it for them (an owner of the account it was
 * sent to); another owner's events never appear.
 */
export async function unprocessedWebhookEvents(
  userId: string,
  query: WebhookEventsQuery,
): Promise<WebhookEventsResponse> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  const filter = unprocessedOf(userId, query.platform);
  // Two stores, one order: the first offset + limit of each hold the page's events.
  const newest = { receivedAt: -1 as const, _id: -1 as const };
  const [messages, comments, messageTotal, commentTotal] = await Promise.all([
    MessageEventModel.find(filter)
      .sort(newest)
      .limit(offset + limit)
      .lean<StoredEvent[]>(),
    CommentEventModel.find(filter)
      .sort(newest)
      .limit(offset + limit)
      .lean<StoredCommentEvent[]>(),
    MessageEventModel.countDocuments(filter),
    CommentEventModel.countDocuments(filter),
  ]);
  const events = [
    ...messages.map((event) => ({ at: event.receivedAt, entry: toWebhookEvent(event, userId) })),
    ...comments.map((event) => ({ at: event.receivedAt, entry: toCommentWebhookEvent(event, userId) })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.entry.id.localeCompare(a.entry.id))
    .slice(offset, offset + limit)
    .map((event) => event.entry);
  const total = messageTotal + commentTotal;
  return { events, total, has_more: offset + events.length < total };
}
