/**
 * Priority rules for a classified customer message. Pure: no NLP, no clock.
 *
 * Sources:
 * - business constants: "Priority" (dashboard-onboarding-assistant-responder.md): numeric escalation
 *   priority 8 or more is critical, 6 or more high, 4 or more medium, else low (`responder.escalationPriority`);
 *   and the message (activity) priority: critical if sentiment critical or negative, high if confidence
 *   below 0.5 or escalated, otherwise medium (`messageActivityPriority` below, word for word).
 * - states and transitions: a new escalation with priority 8 or more shows a critical toast.
 * - issue 15: numeric priority 1-10; due times critical 1 h, high 4 h, medium 24 h, low 72 h
 *   (`responder.escalationDueMs`).
 *
 * The spec is silent on which numeric priority a message gets and on which messages escalate. Our
 * choice, as a shop owner would expect it (see `basePriority` and `escalationPriority`):
 * - A complaint starts high (6); a return or an order already placed medium (5); a product or shipping
 *   question medium (4, a sale may hang on it); other low (3); collaboration low (2); spam 1.
 * - Critical sentiment (threats, chargebacks, safety) makes any message critical: 10 for a complaint,
 *   9 otherwise, so due in 1 h.
 * - Negative sentiment makes it high (6, or 7 for a complaint): an angry "where is my order" is due in 4 h.
 * - Confidence below 0.5 makes it at least high (business constants's message rule says the same): the responder cannot
 *   answer it alone, and the customer is waiting.
 * - Spam is 1 and never escalated; a message without words (empty, emoji only) is not escalated unless
 *   its sentiment is negative or critical.
 * - Escalated (shown to the owner as a task): negative or critical sentiment, complaints, returns,
 *   collaborations (the owner decides them), and anything classified with confidence below 0.5. Product,
 *   shipping, order status and other questions read clearly are left to the auto-responder.
 */
import {
  responder,
  type ResponderInquiryType,
  type ResponderPriority,
  type ResponderSentiment,
} from '@scp/shared/contracts/responder/responder-constants';

export interface PriorityInput {
  inquiryType: ResponderInquiryType;
  sentiment: ResponderSentiment;
  /** 0-1. */
  confidence: number;
  /** False for an empty or emoji-only message. */
  hasWords: boolean;
}

export interface PriorityDecision {
  /** 1-10; 8 or more is critical in the UI. */
  priority: number;
  priorityLevel: ResponderPriority;
  dueInMs: number;
  /** Whether the owner should see it as a task (an escalation). */
  escalate: boolean;
  reasons: string[];
}

/** Our choice (the spec is silent): the numeric priority of a message of each type before its sentiment. */
export const basePriority: Readonly<Record<ResponderInquiryType, number>> = {
  complaint: 6,
  returns: 5,
  order_status: 5,
  product_question: 4,
  shipping: 4,
  other: 3,
  collaboration: 2,
  spam: 1,
};

/** Types the owner decides, so they escalate even when read clearly and calmly. */
const ownerDecides: ReadonlySet<ResponderInquiryType> = new Set(['complaint', 'returns', 'collaboration']);

/** business constants: the band of a numeric escalation priority. */
export function priorityLevelOf(priority: number): ResponderPriority {
  const band = responder.escalationPriority.find((b) => priority >= b.min);
  return band ? band.priority : 'low';
}

/** Issue 15: how long the owner has to answer an escalation of this level. */
export function dueInMsOf(level: ResponderPriority): number {
  return responder.escalationDueMs[level];
}

export function escalationPriority(input: PriorityInput): PriorityDecision {
  const { inquiryType, sentiment, confidence, hasWords } = input;
  const { min, max } = responder.escalationPriorityRange;
  const reasons: string[] = [];
  const upset = sentiment === 'negative' || sentiment === 'critical';
  let priority = basePriority[inquiryType];
  let escalate: boolean;

  if (inquiryType === 'spam') {
    priority = min;
    escalate = false;
    reasons.push('priority: spam is 1 and never escalated');
  } else if (!hasWords && !upset) {
    priority = min;
    escalate = false;
    reasons.push('priority: no words to answer, not escalated');
  } else {
    reasons.push(`priority: ${inquiryType} starts at ${priority}`);
    if (sentiment === 'critical') {
      priority = inquiryType === 'complaint' ? max : max - 1;
      reasons.push(`priority: critical sentiment → ${priority}`);
    } else if (sentiment === 'negative') {
      priority = Math.min(7, Math.max(priority + 1, 6));
      reasons.push(`priority: negative sentiment → ${priority}`);
    }
    if (confidence < responder.highPriorityBelowConfidence && priority < 6) {
      priority = 6;
      reasons.push(`priority: confidence below ${responder.highPriorityBelowConfidence} → 6 (high)`);
    }
    escalate = upset || ownerDecides.has(inquiryType) || confidence < responder.highPriorityBelowConfidence;
  }

  priority = Math.round(Math.min(max, Math.max(min, priority)));
  const priorityLevel = priorityLevelOf(priority);
  return { priority, priorityLevel, dueInMs: dueInMsOf(priorityLevel), escalate, reasons };
}

/**
 * business constants, word for word: the priority of a message entry in the activity feed. "Escalated" is known
 * only once the responder has acted, so the feed calls this rather than the classifier.
 */
export function messageActivityPriority(input: {
  sentiment: ResponderSentiment;
  confidence: number;
  escalated: boolean;
}): ResponderPriority {
  if (input.sentiment === 'critical' || input.sentiment === 'negative') return 'critical';
  if (input.confidence < responder.highPriorityBelowConfidence || input.escalated) return 'high';
  return 'medium';
}
