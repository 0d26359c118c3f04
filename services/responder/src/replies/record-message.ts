import type { Classification } from '../classify/message-classifier';
import { MessageLogModel, type MessageLogDocument, type MessageLogRecord } from '../messages/message-log-model';
import type { MessageEvent } from '../webhooks/message-event-model';
import type { Decision } from './decide-reply';

/**
 * One owner's log of a customer message, written once whatever reruns: what it is about and what the
 * bot decided (handed over, a suggested reply waiting, or the reply about to be sent).
 */
export async function recordMessage(
  userId: string,
  event: MessageEvent,
  classification: Classification,
  decision: Decision,
): Promise<MessageLogDocument | null> {
  const record: MessageLogRecord = {
    userId,
    platform: event.platform,
    accountId: event.accountId,
    senderId: event.senderId,
    messageId: event.messageId,
    text: event.text,
    inquiryType: classification.inquiryType,
    sentiment: classification.sentiment,
    confidence: classification.confidence,
    productMentions: classification.productMentions,
    orderNumbers: classification.orderNumbers,
    responseStatus: decision.kind === 'handoff' ? 'escalated' : 'pending',
    responseText: null,
    respondedAt: null,
    sentVia: null,
    escalationReason: decision.kind === 'handoff' ? 'The conversation is with you: a task is open in it' : null,
    failureReason: null,
    suggestedResponse: decision.kind === 'log' ? decision.suggestion : decision.kind === 'send' ? decision.text : null,
    archivedAt: null,
    replyClaimedAt: null,
    sentAt: event.sentAt,
  };
  return MessageLogModel.findOneAndUpdate(
    { userId, platform: event.platform, messageId: event.messageId },
    { $setOnInsert: record },
    { upsert: true, returnDocument: 'after' },
  ).lean<MessageLogDocument>();
}
