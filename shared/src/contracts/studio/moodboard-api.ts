import * as z from 'zod/mini';
import { moodboardItemKinds, moodboardLimits, postPlatforms } from './studio-constants';
import { studioTexts } from './studio-texts';

/**
 * The moodboard's REST API under /api/studio/moodboard (/inspiration/moodboard): the owner's boards,
 * in order, each with its items in order. An item is a note, an image of the owner's media library
 * (by its id: the moodboard has no upload of its own) or a post saved from a platform, kept as a link
 * with its author and a caption excerpt, never a copy of that account's media. Every write answers
 * the whole moodboard as it is now, so the page shows the order the service keeps.
 */

const texts = studioTexts.moodboard;
const id = z.string().check(z.minLength(1), z.maxLength(64));

const boardName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, texts.boardNameEmpty),
    z.maxLength(moodboardLimits.boardNameMax, texts.boardNameTooLong),
  );
const itemText = z.string().check(z.trim(), z.maxLength(moodboardLimits.textMax, texts.textTooLong));
const httpsUrl = z.string().check(
  z.trim(),
  z.maxLength(moodboardLimits.urlMax, texts.urlTooLong),
  z.refine((value) => /^https:\/\/\S+$/i.test(value) && URL.canParse(value), texts.httpsOnly),
);

// ---------------------------------------------------------------------------------------------
// What the moodboard holds

/** A post of another account, as saved from a platform: a link and a few words, nothing of its media. */
export const savedPostSchema = z.object({
  platform: z.enum(postPlatforms),
  sourceUrl: z.string(),
  authorHandle: z.string(),
  captionExcerpt: z.string(),
  /** The platform's own thumbnail address, shown from there (never stored here); null when none. */
  thumbnailUrl: z.nullable(z.string()),
});
export type SavedPost = z.infer<typeof savedPostSchema>;

/** An image of the owner's media library, as the moodboard shows it. */
export const moodboardImageSchema = z.object({
  mediaId: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  /** The stored file's size: a post made from the item checks it against the platforms' limits. */
  bytes: z.number(),
});
export type MoodboardImage = z.infer<typeof moodboardImageSchema>;

export const moodboardItemSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  kind: z.enum(moodboardItemKinds),
  /** 0-based, within the board. */
  position: z.number(),
  /** A note's text; the owner's words beside an image or a saved post ('' when none). */
  text: z.string(),
  /** For an image. */
  image: z.nullable(moodboardImageSchema),
  /** For a saved post. */
  savedPost: z.nullable(savedPostSchema),
  createdAt: z.string(),
});
export type MoodboardItem = z.infer<typeof moodboardItemSchema>;

export const moodboardBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 0-based, among the owner's boards. */
  position: z.number(),
  items: z.array(moodboardItemSchema),
});
export type MoodboardBoard = z.infer<typeof moodboardBoardSchema>;

/** `GET /api/studio/moodboard` and the answer of every write: the boards in order, each with its items in order. */
export const moodboardResponseSchema = z.object({ boards: z.array(moodboardBoardSchema) });
export type MoodboardResponse = z.infer<typeof moodboardResponseSchema>;

/** `GET /api/studio/moodboard/items/:itemId`: one item (the editor's 'Use as inspiration'). */
export const moodboardItemResponseSchema = z.object({ item: moodboardItemSchema });
export type MoodboardItemResponse = z.infer<typeof moodboardItemResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Boards

/** `POST /api/studio/moodboard/boards` (a new board goes last) and `PATCH .../boards/:boardId` (its new name). */
export const moodboardBoardRequestSchema = z.strictObject({ name: boardName });
export type MoodboardBoardRequest = z.infer<typeof moodboardBoardRequestSchema>;

/** A position to move to: 0-based; one past the end (or more) is the end. */
const position = z.int().check(z.minimum(0), z.maximum(100_000));

/** `POST /api/studio/moodboard/boards/:boardId/move`: the board to this position among the boards. */
export const moodboardBoardMoveRequestSchema = z.strictObject({ position });
export type MoodboardBoardMoveRequest = z.infer<typeof moodboardBoardMoveRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Items

const noteRequest = z.strictObject({
  kind: z.literal('note'),
  text: itemText.check(z.minLength(1, texts.noteEmpty)),
});
const imageRequest = z.strictObject({
  kind: z.literal('image'),
  /** An image of the owner's media library (`POST /api/studio/media` uploads one). */
  mediaId: id,
  text: z.optional(itemText),
});
const savedPostRequest = z.strictObject({
  kind: z.literal('saved_post'),
  platform: z.enum(postPlatforms),
  sourceUrl: httpsUrl,
  authorHandle: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, texts.handleEmpty),
      z.maxLength(moodboardLimits.authorHandleMax, texts.handleTooLong),
    ),
  captionExcerpt: z.optional(
    z.string().check(z.trim(), z.maxLength(moodboardLimits.captionExcerptMax, texts.captionTooLong)),
  ),
  thumbnailUrl: z.optional(z.nullable(httpsUrl)),
  text: z.optional(itemText),
});

/** `POST /api/studio/moodboard/boards/:boardId/items`: a new item, last on the board. */
export const moodboardItemCreateRequestSchema = z.discriminatedUnion('kind', [
  noteRequest,
  imageRequest,
  savedPostRequest,
]);
export type MoodboardItemCreateRequest = z.infer<typeof moodboardItemCreateRequestSchema>;

/** `PATCH /api/studio/moodboard/items/:itemId`: a note's text, or the words beside an image or a saved post. */
export const moodboardItemUpdateRequestSchema = z.strictObject({ text: itemText });
export type MoodboardItemUpdateRequest = z.infer<typeof moodboardItemUpdateRequestSchema>;

/** `POST /api/studio/moodboard/items/:itemId/move`: to a position on its board, or on another of the owner's boards. */
export const moodboardItemMoveRequestSchema = z.strictObject({ boardId: z.optional(id), position });
export type MoodboardItemMoveRequest = z.infer<typeof moodboardItemMoveRequestSchema>;
