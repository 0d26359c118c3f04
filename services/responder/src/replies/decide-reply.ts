import { responder } from '@scp/shared/contracts/responder/responder-constants';
import type { Classification } from '../classify/message-classifier';
import type { ReplyDraft } from './reply-writer';

/** What becomes of one customer message. */
export type Decision =
  | { kind: 'log'; status: 'pending'; suggestion: string | null }
  | { kind: 'handoff' }
  | { kind: 'escalate'; reason: string; suggestion: string }
  | { kind: 'send'; text: string };

/** The owner's words for why a message escalated, from the classifier's decision. */
function reasonOf(c: Classification): string {
  const upset = c.sentiment === 'critical' ? 'Critical' : c.sentiment === 'negative' ? 'Upset' : null;
  const what: Record<Classification['inquiryType'], string> = {
    complaint: 'complaint',
    returns: 'return request',
    collaboration: 'collaboration request',
    order_status: 'order question',
    product_question: 'product question',
    shipping: 'shipping question',
    other: 'message',
    spam: 'spam',
  };
  if (upset) return `${upset} customer: ${what[c.inquiryType]}`;
  if (c.confidence < responder.highPriorityBelowConfidence)
    return `Unclear ${what[c.inquiryType]} (confidence ${c.confidence.toFixed(2)})`;
  const noun = what[c.inquiryType];
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}: the owner decides`;
}

/**
 * In a conversation already handed to the owner the bot stays silent; what the owner must decide
 * becomes a task; with the switch off the message waits for a manual reply; a reply goes out only when
 * the bot is sure, may answer on its own, and Meta's 24-hour window is open.
 */
export function decideReply(input: {
  classification: Classification;
  draft: ReplyDraft;
  enabled: boolean;
  handedOver: boolean;
  windowOpen: boolean;
}): Decision {
  const { classification: c, draft, enabled, handedOver, windowOpen } = input;
  if (handedOver) return { kind: 'handoff' };
  if (c.inquiryType === 'spam') return { kind: 'log', status: 'pending', suggestion: null };
  if (c.escalate) return { kind: 'escalate', reason: reasonOf(c), suggestion: draft.text };
  if (!enabled) return { kind: 'log', status: 'pending', suggestion: draft.text || null };
  if (c.confidence < responder.autoReplyMinConfidence)
    return {
      kind: 'escalate',
      reason: `Not sure what the customer asks (confidence ${c.confidence.toFixed(2)})`,
      suggestion: draft.text,
    };
  if (!draft.send)
    return { kind: 'escalate', reason: draft.holdReason ?? 'The bot cannot answer this', suggestion: draft.text };
  if (!windowOpen)
    return {
      kind: 'escalate',
      reason: "Outside Meta's 24-hour window: only a person may reply (up to 7 days)",
      suggestion: draft.text,
    };
  return { kind: 'send', text: draft.text };
}
