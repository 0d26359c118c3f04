import type { MessageLogEntry } from '@scp/shared/contracts/responder/responder-api';
import type { MessageLogDocument } from './message-log-model';

/** A message log record as the API shows it (entities: message log record). */
export function toEntry(doc: MessageLogDocument): MessageLogEntry {
  return {
    id: String(doc._id),
    platform: doc.platform,
    account_id: doc.accountId,
    sender_id: doc.senderId,
    customer_id: doc.senderId,
    message_id: doc.messageId,
    message_text: doc.text,
    inquiry_type: doc.inquiryType as MessageLogEntry['inquiry_type'],
    sentiment: doc.sentiment as MessageLogEntry['sentiment'],
    confidence_score: doc.confidence,
    product_mentions: doc.productMentions,
    order_numbers: doc.orderNumbers,
    response_status: doc.responseStatus,
    response_sent: doc.sentVia !== null && doc.sentVia !== undefined,
    response_text: doc.responseText ?? null,
    responded_at: doc.respondedAt ? doc.respondedAt.toISOString() : null,
    escalated: Boolean(doc.escalationReason),
    escalation_reason: doc.escalationReason ?? null,
    failure_reason: doc.failureReason ?? null,
    platform_metadata: { page_id: doc.accountId, sent_via: doc.sentVia ?? null },
    sent_at: doc.sentAt.toISOString(),
    created_at: doc.createdAt.toISOString(),
  };
}

/** How the owner sees a customer: Meta's webhooks carry an id, not a name. */
export function customerLabel(senderId: string): string {
  return `Customer ••${senderId.slice(-4)}`;
}
