import { model, Schema, type Types } from 'mongoose';

/** A post draft the owner saved from an answer (the approved `save_draft` action). Never published from here. */
const savedDraftSchema = new Schema(
  {
    userId: { type: String, required: true },
    /** A ContentPost (assistant-api), validated before it was stored. */
    post: { type: Schema.Types.Mixed, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'drafts', minimize: false },
);
savedDraftSchema.index({ userId: 1, createdAt: -1 });

export type SavedDraftDocument = SavedDraftRecord & { _id: Types.ObjectId; createdAt: Date };
export interface SavedDraftRecord {
  userId: string;
  post: unknown;
}
export const SavedDraftModel = model<SavedDraftRecord>('SavedDraft', savedDraftSchema);
