import { AppError } from '@scp/service-kit/errors';
import { isDuplicateKey, userScope } from '@scp/service-kit/user-scope';
import {
  savedReplyLimits,
  type SavedReply,
  type SavedReplyRequest,
} from '@scp/shared/contracts/responder/saved-replies';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { SavedReplyModel, titleKeyOf, type SavedReplyDocument } from './saved-reply-model';

const texts = responderTexts.savedReplies;

const toSavedReply = (doc: SavedReplyDocument): SavedReply => ({
  id: String(doc._id),
  title: doc.title,
  text: doc.text,
  updated_at: doc.updatedAt.toISOString(),
});

/** The kit's 404 names nothing; this one says what was not found. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw AppError.notFound(texts.notFound);
    throw err;
  }
}

/** A title another of the owner's saved replies has is a 409 in words, not the index's error. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isDuplicateKey(err)) throw AppError.conflict(texts.duplicateTitle, 'title');
    throw err;
  }
}

/** The owner's saved replies: at most `savedReplyLimits.perOwner`, each title once. */
export function createSavedReplyService() {
  return {
    async list(userId: string): Promise<SavedReply[]> {
      const docs = await userScope(SavedReplyModel, userId)
        .find()
        .sort({ titleKey: 1 })
        .limit(savedReplyLimits.perOwner)
        .lean<SavedReplyDocument[]>();
      return docs.map(toSavedReply);
    },

    async create(userId: string, request: SavedReplyRequest): Promise<SavedReply> {
      const owned = userScope(SavedReplyModel, userId);
      if ((await owned.countDocuments()) >= savedReplyLimits.perOwner)
        throw AppError.badRequest(texts.tooMany(savedReplyLimits.perOwner));
      const doc = await uniqueTitle(() => owned.create({ ...request, titleKey: titleKeyOf(request.title) }));
      return toSavedReply(doc.toObject<SavedReplyDocument>());
    },

    async update(userId: string, id: string, request: SavedReplyRequest): Promise<SavedReply> {
      const doc = await uniqueTitle(() =>
        orNotFound(
          userScope(SavedReplyModel, userId).updateById(id, {
            $set: { ...request, titleKey: titleKeyOf(request.title) },
          }),
        ),
      );
      return toSavedReply(doc.toObject<SavedReplyDocument>());
    },

    async remove(userId: string, id: string): Promise<void> {
      await orNotFound(userScope(SavedReplyModel, userId).deleteById(id));
    },
  };
}
export type SavedReplyService = ReturnType<typeof createSavedReplyService>;
