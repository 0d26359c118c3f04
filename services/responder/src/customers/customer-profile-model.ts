import { model, Schema } from 'mongoose';

/**
 * A customer's name and picture as Meta's user profile gave them (customers by name in the inbox):
 * one per customer of a page or Instagram account, whoever of its owners it was read for (the
 * platform shows every owner of the page the same person). Read when the customer first writes,
 * read again when older than a day; a failed read keeps what was there.
 */
export interface CustomerProfileRecord {
  platform: 'facebook' | 'instagram';
  accountId: string;
  senderId: string;
  name: string | null;
  username: string | null;
  pictureUrl: string | null;
  /** When Meta last gave the profile; null while it never has. */
  fetchedAt: Date | null;
  /** When it was last asked for, answered or not (a failing read is not repeated on every message). */
  attemptedAt: Date;
}

const customerProfileSchema = new Schema<CustomerProfileRecord>(
  {
    platform: { type: String, enum: ['facebook', 'instagram'], required: true },
    accountId: { type: String, required: true },
    senderId: { type: String, required: true },
    name: { type: String, default: null },
    username: { type: String, default: null },
    pictureUrl: { type: String, default: null },
    fetchedAt: { type: Date, default: null },
    attemptedAt: { type: Date, required: true },
  },
  { collection: 'customer_profiles', versionKey: false },
);
customerProfileSchema.index({ platform: 1, accountId: 1, senderId: 1 }, { unique: true });
export const CustomerProfileModel = model<CustomerProfileRecord>('CustomerProfile', customerProfileSchema);
