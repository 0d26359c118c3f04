import { createHash } from 'node:crypto';
import { trusted } from 'mongoose';
import type { ShopLookupOrder } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { responder } from '@scp/shared/contracts/responder/responder-constants';
import { OrderProofModel, type OrderProofRecord } from './order-proof-model';

// An order's details (when it was placed, whether it shipped, its tracking) go only to its own
// customer. Order numbers run in sequence, so a number proves nothing: the conversation must be tied
// to the order, by the order's e-mail or phone given in the conversation when the bot asks for it,
// or by an earlier proof of the same Shopify customer. Anything else gets the question, and a wrong
// answer hands the conversation to the owner.

/** A customer's thread with one owner's page or Instagram account. */
export interface Conversation {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
}

/** What a conversation has proved, and the question it was asked (if any, and still open). */
export interface OrderProofState {
  pendingOrders: string[];
  provenContacts: ReadonlySet<string>;
  provenCustomers: ReadonlySet<string>;
}

/** The e-mails and phone numbers a customer wrote, as compared. */
export interface Contacts {
  emails: string[];
  phones: string[];
}

/** Fewer digits than this are no phone number (an order number, a quantity, a year). */
const MIN_PHONE_DIGITS = 8;

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;

const normalEmail = (email: string) => email.trim().toLowerCase();
/** Digits only, without a trunk prefix's leading zeros: '+44 7700 900123' and '07700 900123' end alike. */
const normalPhone = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '');

const hashOf = (kind: 'email' | 'phone', value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/** The e-mails and phone numbers in a message (an answer to the question is usually just one). */
export function contactsIn(text: string): Contacts {
  const emails = [...text.matchAll(EMAIL)].map((match) => normalEmail(match[0]));
  const withoutEmails = text.replace(EMAIL, ' ');
  const phones = [...withoutEmails.matchAll(PHONE)]
    .map((match) => normalPhone(match[0]))
    .filter((digits) => digits.length >= MIN_PHONE_DIGITS);
  return { emails: [...new Set(emails)], phones: [...new Set(phones)] };
}

/**
 * Whether the customer gave this order's e-mail or phone. A phone matches with or without its
 * country code (one number ends with the other, at least MIN_PHONE_DIGITS long).
 */
export function provesOrder(order: ShopLookupOrder, given: Contacts): boolean {
  if (order.email && given.emails.includes(normalEmail(order.email))) return true;
  const phone = order.phone ? normalPhone(order.phone) : '';
  if (phone.length < MIN_PHONE_DIGITS) return false;
  return given.phones.some((digits) =>
    phone.length >= digits.length ? phone.endsWith(digits) : digits.endsWith(phone),
  );
}

/** Whether the conversation is tied to the order: it proved the order's e-mail, phone or customer. */
export function isTiedTo(order: ShopLookupOrder, state: OrderProofState | null): boolean {
  if (!state) return false;
  if (order.customerId && state.provenCustomers.has(order.customerId)) return true;
  if (order.email && state.provenContacts.has(hashOf('email', normalEmail(order.email)))) return true;
  const phone = order.phone ? normalPhone(order.phone) : '';
  return phone.length >= MIN_PHONE_DIGITS && state.provenContacts.has(hashOf('phone', phone));
}

const keyOf = (conversation: Conversation) => ({
  userId: conversation.userId,
  platform: conversation.platform,
  accountId: conversation.accountId,
  senderId: conversation.senderId,
});

export function createOrderProofs(deps: { now: () => Date }) {
  /** Questions older than this are no longer waiting for an answer. */
  const openSince = () => new Date(deps.now().getTime() - responder.orderProofQuestionMs);

  return {
    async stateOf(conversation: Conversation): Promise<OrderProofState | null> {
      const record = await OrderProofModel.findOne(keyOf(conversation)).lean<OrderProofRecord>();
      if (!record) return null;
      const open = record.askedAt !== null && record.askedAt >= openSince();
      return {
        pendingOrders: open ? record.pendingOrders : [],
        provenContacts: new Set(record.provenContacts),
        provenCustomers: new Set(record.provenCustomers),
      };
    },

    /**
     * Takes this message as the answer to the open question; false when there is none, or another
     * message already answers it (one answer per question: guesses sent at once are not all checked).
     */
    async claimAnswer(conversation: Conversation, messageId: string): Promise<boolean> {
      const claimed = await OrderProofModel.updateOne(
        {
          ...keyOf(conversation),
          'pendingOrders.0': trusted({ $exists: true }),
          askedAt: trusted({ $gte: openSince() }),
          answerMessageId: trusted({ $in: [null, messageId] }),
        },
        { $set: { answerMessageId: messageId } },
      );
      return claimed.matchedCount > 0;
    },

    /** The bot asks for the e-mail of these orders: the next message is checked against them. */
    async ask(conversation: Conversation, orders: string[]): Promise<void> {
      await OrderProofModel.updateOne(
        keyOf(conversation),
        { $set: { pendingOrders: orders, askedAt: deps.now(), answerMessageId: null } },
        { upsert: true },
      );
    },

    /** The customer proved these orders: their e-mails, phones and customers are the conversation's. */
    async proven(conversation: Conversation, orders: readonly ShopLookupOrder[]): Promise<void> {
      const contacts = orders.flatMap((order) => [
        ...(order.email ? [hashOf('email', normalEmail(order.email))] : []),
        ...(order.phone && normalPhone(order.phone).length >= MIN_PHONE_DIGITS
          ? [hashOf('phone', normalPhone(order.phone))]
          : []),
      ]);
      const customers = orders.flatMap((order) => (order.customerId ? [order.customerId] : []));
      await OrderProofModel.updateOne(keyOf(conversation), {
        $set: { pendingOrders: [], askedAt: null, answerMessageId: null },
        $addToSet: { provenContacts: { $each: contacts }, provenCustomers: { $each: customers } },
      });
    },

    /** A wrong answer (or one that could not be checked): the question is closed, nothing proved. */
    async refused(conversation: Conversation): Promise<void> {
      await OrderProofModel.updateOne(keyOf(conversation), {
        $set: { pendingOrders: [], askedAt: null, answerMessageId: null },
        $inc: { failedAnswers: 1 },
      });
    },
  };
}

export type OrderProofs = ReturnType<typeof createOrderProofs>;
