import { model, Schema, type Types } from 'mongoose';
import {
  moodboardItemKinds,
  postPlatforms,
  type MoodboardItemKind,
} from '@scp/shared/contracts/studio/studio-constants';
import type { SavedPost } from '@scp/shared/contracts/studio/moodboard-api';

/** One of the owner's moodboard boards; `position` orders them (0-based, no gaps). */
export interface MoodboardBoardRecord {
  userId: string;
  name: string;
  position: number;
}

export type MoodboardBoardDocument = MoodboardBoardRecord & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const boardSchema = new Schema<MoodboardBoardRecord>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
    position: { type: Number, required: true },
  },
  { timestamps: true, collection: 'moodboard_boards', minimize: false },
);
boardSchema.index({ userId: 1, position: 1 });

export const MoodboardBoardModel = model<MoodboardBoardRecord>('MoodboardBoard', boardSchema);

/**
 * One item on a board; `position` orders the board's items (0-based, no gaps). An image is a
 * reference to the owner's media library (`mediaId`), a saved post only a link and a few words.
 */
export interface MoodboardItemRecord {
  userId: string;
  boardId: Types.ObjectId;
  kind: MoodboardItemKind;
  position: number;
  text: string;
  mediaId: Types.ObjectId | null;
  savedPost: SavedPost | null;
}

export type MoodboardItemDocument = MoodboardItemRecord & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const savedPostSchema = new Schema<SavedPost>(
  {
    platform: { type: String, enum: postPlatforms, required: true },
    sourceUrl: { type: String, required: true },
    authorHandle: { type: String, required: true },
    captionExcerpt: { type: String, default: '' },
    thumbnailUrl: { type: String, default: null },
  },
  { _id: false },
);

const itemSchema = new Schema<MoodboardItemRecord>(
  {
    userId: { type: String, required: true },
    boardId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: moodboardItemKinds, required: true },
    position: { type: Number, required: true },
    text: { type: String, default: '' },
    mediaId: { type: Schema.Types.ObjectId, default: null },
    savedPost: { type: savedPostSchema, default: null },
  },
  { timestamps: true, collection: 'moodboard_items', minimize: false },
);
// A board's items in order; an image's items when the library lets go of it.
itemSchema.index({ userId: 1, boardId: 1, position: 1 });
itemSchema.index({ userId: 1, mediaId: 1 }, { partialFilterExpression: { mediaId: { $type: 'objectId' } } });

export const MoodboardItemModel = model<MoodboardItemRecord>('MoodboardItem', itemSchema);
