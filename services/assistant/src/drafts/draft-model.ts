import { model, Schema, type Types } from 'mongoose';

/**
 * The drafts the assistant stored itself before drafts became the studio's (docs/architecture.md,
 * Who owns what). Nothing writes here any more: the start-up hand-over (draft-hand-over.ts) gives
 * each to the studio and deletes it once the studio has it.
 */
const storedDraftSchema = new Schema(
  {
    userId: { type: String, required: true },
    /** A ContentPost (assistant-api), validated before it was stored. */
    post: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'drafts', minimize: false },
);
storedDraftSchema.index({ userId: 1, createdAt: -1 });

export type StoredDraftDocument = StoredDraftRecord & { _id: Types.ObjectId; createdAt: Date };
export interface StoredDraftRecord {
  userId: string;
  post: unknown;
}
export const StoredDraftModel = model<StoredDraftRecord>('SavedDraft', storedDraftSchema);
