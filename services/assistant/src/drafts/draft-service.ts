import { userScope } from '@scp/service-kit/user-scope';
import { contentPostSchema, type ContentPost, type SavedDraft } from '@scp/shared/contracts/assistant/assistant-api';
import { SavedDraftModel, type SavedDraftDocument } from './draft-model';

const toDraft = (doc: SavedDraftDocument): SavedDraft => ({
  id: String(doc._id),
  post: contentPostSchema.parse(doc.post),
  created_at: doc.createdAt.toISOString(),
});

/** The owner's saved post drafts, newest first. */
export function createDraftService() {
  const scopeOf = (userId: string) => userScope(SavedDraftModel, userId);
  return {
    async save(userId: string, post: ContentPost): Promise<SavedDraft> {
      const doc = await scopeOf(userId).create({ post: contentPostSchema.parse(post) });
      return toDraft(doc.toObject() as unknown as SavedDraftDocument);
    },
    async list(userId: string): Promise<SavedDraft[]> {
      const docs = await scopeOf(userId)
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .limit(100)
        .lean<SavedDraftDocument[]>();
      return docs.map(toDraft);
    },
    async remove(userId: string, id: string): Promise<void> {
      await scopeOf(userId).deleteById(id);
    },
  };
}

export type DraftService = ReturnType<typeof createDraftService>;
