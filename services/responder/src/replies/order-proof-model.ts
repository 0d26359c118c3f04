import { model, Schema } from 'mongoose';

/**
 * What one conversation (a customer's thread with one owner's page or Instagram account) has proved
 * about orders: an order's details are told only to a conversation tied to it. Contacts are kept as
 * SHA-256 hashes: the responder only ever compares them, it never needs them back.
 */
export interface OrderProofRecord {
  userId: string;
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  /** The orders whose e-mail the bot asked for ('#1001'); empty when it waits for no answer. */
  pendingOrders: string[];
  askedAt: Date | null;
  /**
   * The message being checked as the answer: one answer per question, however many messages arrive
   * at once, and a rerun of the same message's job checks it again rather than losing it.
   */
  answerMessageId: string | null;
  /** Hashes of the e-mails ('email:<lower case>') and phones ('phone:<digits>') the customer proved. */
  provenContacts: string[];
  /** The Shopify customers (gid) whose order the customer proved: their other orders are theirs too. */
  provenCustomers: string[];
  /** Wrong answers so far; each one handed the conversation to the owner. */
  failedAnswers: number;
}

const orderProofSchema = new Schema<OrderProofRecord>(
  {
    userId: { type: String, required: true },
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    pendingOrders: { type: [String], default: [] },
    askedAt: { type: Date, default: null },
    answerMessageId: { type: String, default: null },
    provenContacts: { type: [String], default: [] },
    provenCustomers: { type: [String], default: [] },
    failedAnswers: { type: Number, default: 0 },
  },
  { collection: 'order_proofs', timestamps: true },
);
// One record per conversation of each owner.
orderProofSchema.index({ userId: 1, platform: 1, accountId: 1, senderId: 1 }, { unique: true });

export const OrderProofModel = model<OrderProofRecord>('OrderProof', orderProofSchema);
