import { model, Schema, type Types } from 'mongoose';

/** A reply the owner wrote once, to insert in any conversation by typing '/' and its title. */
export interface SavedReplyRecord {
  userId: string;
  title: string;
  /** The title as compared: two saved replies of one owner may not share it, whatever the case. */
  titleKey: string;
  text: string;
}

const savedReplySchema = new Schema<SavedReplyRecord>(
  {
    userId: { type: String, required: true },
    title: { type: String, required: true },
    titleKey: { type: String, required: true },
    text: { type: String, required: true },
  },
  { collection: 'saved_replies', timestamps: true },
);
// One title per owner; the list is read by title from the same index.
savedReplySchema.index({ userId: 1, titleKey: 1 }, { unique: true });

export type SavedReplyDocument = SavedReplyRecord & { _id: Types.ObjectId; updatedAt: Date };
export const SavedReplyModel = model<SavedReplyRecord>('SavedReply', savedReplySchema);

/** How titles are compared. */
export const titleKeyOf = (title: string): string => title.trim().toLocaleLowerCase('en');
