import mongoose, { type Model, type Types } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import type {
  MoodboardBoard,
  MoodboardItem,
  MoodboardItemCreateRequest,
  MoodboardResponse,
} from '@scp/shared/contracts/studio/moodboard-api';
import type { StudioMedia } from '@scp/shared/contracts/studio/studio-api';
import { moodboardLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import {
  MoodboardBoardModel,
  MoodboardItemModel,
  type MoodboardBoardDocument,
  type MoodboardItemDocument,
} from './moodboard-model';

const texts = studioTexts.moodboard;
const boardNotFound = (field?: string) => new AppError(404, 'NOT_FOUND', texts.boardNotFound, field);
const itemNotFound = () => AppError.notFound(texts.itemNotFound);

/** An id from the path or the body as an ObjectId; one that cannot exist names nothing (404). */
function idOf(value: string, notFound: () => Error): Types.ObjectId {
  if (!mongoose.isObjectIdOrHexString(value)) throw notFound();
  return new mongoose.Types.ObjectId(value);
}

/** `ids` in this order, at positions 0..n-1: one write for those whose position changes. */
async function renumber<T extends { userId: string; position: number }>(
  model: Model<T>,
  userId: string,
  docs: readonly { _id: Types.ObjectId; position: number }[],
): Promise<void> {
  const ops = docs.flatMap((doc, index) =>
    doc.position === index
      ? []
      : // Each filter carries the owner, as userScope's would: the list came from the owner's scope.
        [{ updateOne: { filter: { _id: doc._id, userId }, update: { $set: { position: index } } } }],
  );
  if (ops.length > 0) await model.bulkWrite(ops as Parameters<Model<T>['bulkWrite']>[0], { ordered: false });
}

/** `list` with `doc` put at `position` (past the end: last). */
function placed<D extends { _id: Types.ObjectId }>(list: readonly D[], doc: D, position: number): D[] {
  const rest = list.filter((one) => !one._id.equals(doc._id));
  const at = Math.min(position, rest.length);
  return [...rest.slice(0, at), doc, ...rest.slice(at)];
}

export interface MoodboardServiceDeps {
  /** The owner's library items of these ids (missing ones left out). */
  mediaOf: (userId: string, mediaIds: readonly string[]) => Promise<StudioMedia[]>;
}

/**
 * The owner's moodboard (moodboard-api.ts): boards in order, each with its items in order. Images
 * are the media library's (a reference, never a second copy); saved posts are links.
 */
export function createMoodboardService(deps: MoodboardServiceDeps) {
  const boardsOf = (userId: string) => userScope(MoodboardBoardModel, userId);
  const itemsOf = (userId: string) => userScope(MoodboardItemModel, userId);

  const sortedBoards = (userId: string) =>
    boardsOf(userId).find().sort({ position: 1, _id: 1 }).lean<MoodboardBoardDocument[]>();
  const boardItems = (userId: string, boardId: Types.ObjectId) =>
    itemsOf(userId).find({ boardId }).sort({ position: 1, _id: 1 }).lean<MoodboardItemDocument[]>();

  const ownedBoard = async (userId: string, boardId: string, field?: string): Promise<MoodboardBoardDocument> => {
    const doc = await boardsOf(userId)
      .findOne({ _id: idOf(boardId, () => boardNotFound(field)) })
      .lean<MoodboardBoardDocument>();
    if (!doc) throw boardNotFound(field);
    return doc;
  };
  const ownedItem = async (userId: string, itemId: string): Promise<MoodboardItemDocument> => {
    const doc = await itemsOf(userId)
      .findOne({ _id: idOf(itemId, itemNotFound) })
      .lean<MoodboardItemDocument>();
    if (!doc) throw itemNotFound();
    return doc;
  };
  const checkRoom = async (userId: string, boardId: Types.ObjectId) => {
    if ((await itemsOf(userId).countDocuments({ boardId })) >= moodboardLimits.itemsPerBoardMax) {
      throw AppError.validation(texts.boardFull, 'boardId');
    }
  };

  /** The items as the API shows them; an image whose library file is gone is left out. */
  async function toItems(userId: string, docs: readonly MoodboardItemDocument[]): Promise<MoodboardItem[]> {
    const mediaIds = [...new Set(docs.flatMap((doc) => (doc.mediaId ? [String(doc.mediaId)] : [])))];
    const media = new Map(
      (mediaIds.length > 0 ? await deps.mediaOf(userId, mediaIds) : []).map((one) => [one.id, one]),
    );
    return docs.flatMap((doc): MoodboardItem[] => {
      const file = doc.mediaId ? media.get(String(doc.mediaId)) : undefined;
      if (doc.kind === 'image' && !file) return [];
      return [
        {
          id: String(doc._id),
          boardId: String(doc.boardId),
          kind: doc.kind,
          position: doc.position,
          text: doc.text,
          image: file
            ? {
                mediaId: file.id,
                url: file.url,
                alt: file.alt,
                width: file.width,
                height: file.height,
                bytes: file.bytes,
              }
            : null,
          savedPost: doc.savedPost
            ? {
                platform: doc.savedPost.platform,
                sourceUrl: doc.savedPost.sourceUrl,
                authorHandle: doc.savedPost.authorHandle,
                captionExcerpt: doc.savedPost.captionExcerpt,
                thumbnailUrl: doc.savedPost.thumbnailUrl,
              }
            : null,
          createdAt: doc.createdAt.toISOString(),
        },
      ];
    });
  }

  async function read(userId: string): Promise<MoodboardResponse> {
    const [boards, items] = await Promise.all([
      sortedBoards(userId),
      itemsOf(userId).find().sort({ position: 1, _id: 1 }).lean<MoodboardItemDocument[]>(),
    ]);
    const shown = await toItems(userId, items);
    return {
      boards: boards.map((board, index): MoodboardBoard => ({
        id: String(board._id),
        name: board.name,
        position: index,
        items: shown
          .filter((item) => item.boardId === String(board._id))
          .map((item, itemIndex) => ({ ...item, position: itemIndex })),
      })),
    };
  }

  return {
    read,

    async item(userId: string, itemId: string): Promise<MoodboardItem> {
      const [item] = await toItems(userId, [await ownedItem(userId, itemId)]);
      if (!item) throw itemNotFound();
      return item;
    },

    async createBoard(userId: string, name: string): Promise<MoodboardResponse> {
      const count = await boardsOf(userId).countDocuments();
      if (count >= moodboardLimits.boardsMax) throw AppError.validation(texts.tooManyBoards, 'name');
      await boardsOf(userId).create({ name, position: count });
      return read(userId);
    },

    async renameBoard(userId: string, boardId: string, name: string): Promise<MoodboardResponse> {
      await ownedBoard(userId, boardId);
      await boardsOf(userId).updateById(boardId, { $set: { name } });
      return read(userId);
    },

    /** The board and everything on it; the library's images stay in the library. */
    async deleteBoard(userId: string, boardId: string): Promise<MoodboardResponse> {
      const board = await ownedBoard(userId, boardId);
      await itemsOf(userId).deleteMany({ boardId: board._id });
      await boardsOf(userId).deleteById(boardId);
      await renumber(MoodboardBoardModel, userId, await sortedBoards(userId));
      return read(userId);
    },

    async moveBoard(userId: string, boardId: string, position: number): Promise<MoodboardResponse> {
      const board = await ownedBoard(userId, boardId);
      await renumber(MoodboardBoardModel, userId, placed(await sortedBoards(userId), board, position));
      return read(userId);
    },

    async addItem(userId: string, boardId: string, input: MoodboardItemCreateRequest): Promise<MoodboardResponse> {
      const board = await ownedBoard(userId, boardId);
      await checkRoom(userId, board._id);
      const common = { boardId: board._id, kind: input.kind, text: input.text ?? '' };
      let mediaId: Types.ObjectId | null = null;
      if (input.kind === 'image') {
        const mediaNotFound = () => new AppError(404, 'NOT_FOUND', studioTexts.errors.mediaNotFound, 'mediaId');
        const [file] = await deps.mediaOf(userId, [String(idOf(input.mediaId, mediaNotFound))]);
        if (!file) throw mediaNotFound();
        if (file.type !== 'image') throw AppError.validation(texts.imageOnly, 'mediaId');
        mediaId = idOf(file.id, mediaNotFound);
      }
      const savedPost =
        input.kind === 'saved_post'
          ? {
              platform: input.platform,
              sourceUrl: input.sourceUrl,
              authorHandle: input.authorHandle,
              captionExcerpt: input.captionExcerpt ?? '',
              thumbnailUrl: input.thumbnailUrl ?? null,
            }
          : null;
      const position = await itemsOf(userId).countDocuments({ boardId: board._id });
      await itemsOf(userId).create({ ...common, position, mediaId, savedPost });
      return read(userId);
    },

    async updateItem(userId: string, itemId: string, text: string): Promise<MoodboardResponse> {
      const item = await ownedItem(userId, itemId);
      if (item.kind === 'note' && text === '') throw AppError.validation(texts.noteEmpty, 'text');
      await itemsOf(userId).updateById(itemId, { $set: { text } });
      return read(userId);
    },

    async deleteItem(userId: string, itemId: string): Promise<MoodboardResponse> {
      const item = await ownedItem(userId, itemId);
      await itemsOf(userId).deleteById(itemId);
      await renumber(MoodboardItemModel, userId, await boardItems(userId, item.boardId));
      return read(userId);
    },

    /** To `position` on its board, or on another of the owner's boards (`boardId`). */
    async moveItem(
      userId: string,
      itemId: string,
      move: { boardId?: string | undefined; position: number },
    ): Promise<MoodboardResponse> {
      const item = await ownedItem(userId, itemId);
      const target = move.boardId ? (await ownedBoard(userId, move.boardId, 'boardId'))._id : item.boardId;
      if (target.equals(item.boardId)) {
        await renumber(MoodboardItemModel, userId, placed(await boardItems(userId, target), item, move.position));
        return read(userId);
      }
      await checkRoom(userId, target);
      const arriving = { ...item, position: -1 };
      await itemsOf(userId).updateById(itemId, { $set: { boardId: target, position: -1 } });
      await renumber(MoodboardItemModel, userId, await boardItems(userId, item.boardId));
      await renumber(MoodboardItemModel, userId, placed(await boardItems(userId, target), arriving, move.position));
      return read(userId);
    },

    /** The library lets go of an image: the moodboard items that showed it go too. */
    async forgetMedia(userId: string, mediaId: string): Promise<void> {
      if (!mongoose.isObjectIdOrHexString(mediaId)) return;
      const id = new mongoose.Types.ObjectId(mediaId);
      const items = await itemsOf(userId).find({ mediaId: id }).lean<MoodboardItemDocument[]>();
      if (items.length === 0) return;
      await itemsOf(userId).deleteMany({ mediaId: id });
      for (const boardId of new Set(items.map((item) => String(item.boardId)))) {
        await renumber(MoodboardItemModel, userId, await boardItems(userId, new mongoose.Types.ObjectId(boardId)));
      }
    },
  };
}

export type MoodboardService = ReturnType<typeof createMoodboardService>;
