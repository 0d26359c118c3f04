import {
  replyWindowAt,
  type ConversationSummary,
  type ThreadMessage,
} from '@scp/shared/contracts/responder/inbox-conversations';
import { customerLabel } from '../messages/message-views';
import type { CustomerProfileView } from '../customers/customer-profiles';
import type { ConversationDocument } from './conversation-model';
import type { ConversationReplyDocument } from './conversation-reply-model';

/** The customer by the name Meta gave, else their handle, else the last digits of their id. */
export function customerOf(
  senderId: string,
  profile: CustomerProfileView | undefined,
): ConversationSummary['customer'] {
  const name = profile?.name?.trim() || (profile?.username ? `@${profile.username}` : null);
  return { name: name ?? customerLabel(senderId), picture_url: profile?.pictureUrl ?? null };
}

/** A conversation as the /inbox list shows it; its reply window as it is `now`. */
export function toSummary(doc: ConversationDocument, now: Date, profile?: CustomerProfileView): ConversationSummary {
  return {
    id: String(doc._id),
    platform: doc.platform,
    account_id: doc.accountId,
    sender_id: doc.senderId,
    customer: customerOf(
      doc.senderId,
      profile ?? (doc.customerName ? { name: doc.customerName, username: null, pictureUrl: null } : undefined),
    ),
    last_message: { text: doc.lastText, from: doc.lastFrom, at: doc.lastActivityAt.toISOString() },
    last_activity_at: doc.lastActivityAt.toISOString(),
    last_customer_message_at: doc.lastCustomerMessageAt ? doc.lastCustomerMessageAt.toISOString() : null,
    unread_count: doc.unreadCount,
    needs_reply: doc.needsReply,
    open_task: doc.openTask,
    done: doc.done,
    // A public reply under a comment has no window (a private one is checked when it is sent).
    reply_window: doc.channel === 'comment' ? 'standard' : replyWindowAt(doc.lastCustomerMessageAt, now),
    channel: doc.channel ?? 'message',
    post_id: doc.postId ?? null,
  };
}

/** One of the owner's inbox replies as a message of the thread. */
export function toReplyMessage(doc: ConversationReplyDocument): ThreadMessage {
  return {
    id: String(doc._id),
    from: 'owner',
    text: doc.text,
    at: (doc.sentAt ?? doc.createdAt).toISOString(),
    status: doc.status,
    failure_reason: doc.failureReason,
    human_agent: doc.humanAgent,
  };
}

/** The list's cursor: the last conversation's activity time and id (the sort's two keys). */
export const cursorOf = (doc: ConversationDocument): string => `${doc.lastActivityAt.getTime()}_${String(doc._id)}`;
