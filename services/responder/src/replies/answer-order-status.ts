import type { Logger } from '@scp/service-kit/logger';
import type { ShopLookupOrder, ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import type { VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import type { Classification } from '../classify/message-classifier';
import { escalationPriority } from '../classify/priority-rules';
import type { Neighbours } from '../neighbours/neighbours';
import {
  contactsIn,
  provesOrder,
  type Contacts,
  type Conversation,
  type OrderProofs,
  type OrderProofState,
} from './order-proof';
import { writeReply, type ReplyDraft } from './reply-writer';

const bot = responderTexts.bot;

// An order's details go only to its own customer: the bot asks for the order's e-mail or phone, and
// the customer's answer is checked against the order before anything of it is told (order-proof.ts).

/** What a conversation's order proof means for one message. */
export type ProofOutcome = { proven: ShopLookupOrder[] } | { refused: string } | null;

/** The contacts a message gives, and whether it answers the bot's open question for them. */
export interface OrderAnswer {
  given: Contacts;
  gaveContact: boolean;
  /** The orders the bot asked about, when this message is taken as the answer; else null. */
  answering: string[] | null;
}

/**
 * An e-mail or phone after the bot asked for one is the answer to its question (read as one
 * whatever else the classifier makes of it), unless the conversation is with the owner now.
 */
export async function orderAnswerOf(
  proofs: OrderProofs,
  input: {
    conversation: Conversation;
    text: string;
    messageId: string;
    openTask: boolean;
    proof: OrderProofState | null;
  },
): Promise<OrderAnswer> {
  const { conversation, text, messageId, openTask, proof } = input;
  const given = contactsIn(text);
  const gaveContact = given.emails.length + given.phones.length > 0;
  const pending = proof?.pendingOrders ?? [];
  const answering =
    !openTask && gaveContact && pending.length > 0 && (await proofs.claimAnswer(conversation, messageId));
  return { given, gaveContact, answering: answering ? pending : null };
}

/** The orders a customer's answer is checked against; null when the shop cannot be asked now. */
async function lookUpOrders(
  deps: { neighbours: Neighbours; logger: Logger },
  userId: string,
  orderNumbers: string[],
): Promise<ShopLookupResponse | null> {
  try {
    return await deps.neighbours.shopLookup(userId, { productTerms: [], orderNumbers });
  } catch (err) {
    deps.logger.warn({ err }, 'shop lookup failed');
    return null;
  }
}

/**
 * An answer to the bot's question for an order's e-mail is about those orders, whatever words it has
 * (an address alone reads to the classifier as nothing, or as a link); its mood still counts.
 */
function answerClassification(first: Classification, orderNumbers: string[]): Classification {
  const decision = escalationPriority({
    inquiryType: 'order_status',
    sentiment: first.sentiment,
    confidence: 1,
    hasWords: true,
  });
  return {
    ...first,
    inquiryType: 'order_status',
    confidence: 1,
    priority: decision.priority,
    priorityLevel: decision.priorityLevel,
    dueInMs: decision.dueInMs,
    escalate: decision.escalate,
    orderNumbers,
    reasons: [...first.reasons, `answer: the e-mail asked for ${orderNumbers.join(', ')}`, ...decision.reasons],
  };
}

/** The customer's answer to the bot's question: nothing is written until it is checked. */
export async function answerOrderQuestion(
  deps: { neighbours: Neighbours; logger: Logger },
  userId: string,
  first: Classification,
  pending: string[],
): Promise<{ shop: ShopLookupResponse | null; classification: Classification; draft: ReplyDraft }> {
  return {
    shop: await lookUpOrders(deps, userId, pending),
    classification: answerClassification(first, pending),
    draft: { text: '', send: false, holdReason: null, proofOf: pending },
  };
}

/**
 * The orders the message's e-mail or phone is checked against: those the bot asked about, or
 * those it is about to ask about when the customer gave one unasked (checked once all the same:
 * a wrong one is a wrong answer, so guesses cannot be repeated message after message).
 */
export function checkOrderProof(input: {
  answer: OrderAnswer;
  openTask: boolean;
  draft: ReplyDraft;
  shop: ShopLookupResponse | null;
}): { toCheck: string[] | null; outcome: ProofOutcome } {
  const { answer, openTask, draft, shop } = input;
  const toCheck = !openTask && answer.gaveContact && draft.proofOf?.length ? draft.proofOf : null;
  if (!toCheck) return { toCheck, outcome: null };
  const found = toCheck.map((name) => shop?.orders.find((order) => order.name === name));
  const orders = found.filter((order): order is ShopLookupOrder => order !== undefined);
  if (!shop?.connected || orders.length < toCheck.length)
    return { toCheck, outcome: { refused: bot.hold.orderProofUnchecked(toCheck.join(', ')) } };
  if (orders.every((order) => provesOrder(order, answer.given))) return { toCheck, outcome: { proven: orders } };
  return { toCheck, outcome: { refused: bot.hold.orderNotProven(toCheck.join(', ')) } };
}

/** Proven orders are told: the reply is written again for them, with their details. */
export function answerProvenOrders(input: {
  classification: Classification;
  toCheck: string[] | null;
  shop: ShopLookupResponse | null;
  voice: VoiceProfile | null;
}): { classification: Classification; draft: ReplyDraft } {
  const { shop, voice } = input;
  const classification = { ...input.classification, orderNumbers: input.toCheck ?? [] };
  return { classification, draft: writeReply({ classification, shop, voice, shopName: null, mayTell: () => true }) };
}

/** Recorded before anything is sent: a question's answer is checked even if its send is retried. */
export async function recordOrderProof(
  proofs: OrderProofs,
  conversation: Conversation,
  input: { outcome: ProofOutcome; sending: boolean; draft: ReplyDraft },
): Promise<void> {
  const { outcome, sending, draft } = input;
  if (outcome && 'proven' in outcome) await proofs.proven(conversation, outcome.proven);
  else if (outcome) await proofs.refused(conversation);
  else if (sending && draft.proofOf?.length) await proofs.ask(conversation, draft.proofOf);
}
