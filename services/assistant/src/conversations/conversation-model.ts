import { model, Schema, type Types } from 'mongoose';
import { assistantWorkflowTypes } from '@scp/shared/contracts/assistant/assistant-constants';

/**
 * One exchange of a conversation: the owner's question and the answer as it was sent, per user and
 * chat session. The last ones are the next question's context; all of them make the user AI profile.
 */
const conversationEntrySchema = new Schema(
  {
    userId: { type: String, required: true },
    sessionId: { type: String, required: true },
    query: { type: String, required: true },
    workflow: { type: String, enum: assistantWorkflowTypes, required: true },
    /** The ProcessResponse as sent (validated by its schema before it was stored). */
    answer: { type: Schema.Types.Mixed, required: true },
    /** 0-1 (shared answer-quality). */
    quality: { type: Number, required: true, min: 0, max: 1 },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'conversations', minimize: false },
);
// A session's history, newest first; and the profile's reads by user.
conversationEntrySchema.index({ userId: 1, sessionId: 1, createdAt: -1 });
conversationEntrySchema.index({ userId: 1, createdAt: -1 });

export type ConversationEntryDocument = ConversationEntryRecord & { _id: Types.ObjectId; createdAt: Date };
export interface ConversationEntryRecord {
  userId: string;
  sessionId: string;
  query: string;
  workflow: string;
  answer: unknown;
  quality: number;
}
export const ConversationEntryModel = model<ConversationEntryRecord>('ConversationEntry', conversationEntrySchema);
