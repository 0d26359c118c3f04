import type { MoodboardBoard, MoodboardResponse } from '@scp/shared/contracts/studio/moodboard-api';

/** Where an item is: its board's index among the boards and its index on that board. */
export interface ItemPlace {
  boardIndex: number;
  index: number;
}

export function placeOf(moodboard: MoodboardResponse, itemId: string): ItemPlace | null {
  for (const [boardIndex, board] of moodboard.boards.entries()) {
    const index = board.items.findIndex((item) => item.id === itemId);
    if (index >= 0) return { boardIndex, index };
  }
  return null;
}

const renumbered = (board: MoodboardBoard): MoodboardBoard => ({
  ...board,
  items: board.items.map((item, position) => ({ ...item, position, boardId: board.id })),
});

/**
 * The moodboard with the item at `position` of `boardId` (past the end: last), as the service will
 * answer it: shown at once while the move is saved.
 */
export function withItemMoved(
  moodboard: MoodboardResponse,
  itemId: string,
  boardId: string,
  position: number,
): MoodboardResponse {
  const item = moodboard.boards.flatMap((board) => board.items).find((one) => one.id === itemId);
  if (!item || !moodboard.boards.some((board) => board.id === boardId)) return moodboard;
  return {
    boards: moodboard.boards.map((board) => {
      const rest = board.items.filter((one) => one.id !== itemId);
      if (board.id !== boardId)
        return rest.length === board.items.length ? board : renumbered({ ...board, items: rest });
      const at = Math.min(Math.max(position, 0), rest.length);
      return renumbered({ ...board, items: [...rest.slice(0, at), item, ...rest.slice(at)] });
    }),
  };
}

/** The moodboard with the board at `position` among the boards (past the end: last). */
export function withBoardMoved(moodboard: MoodboardResponse, boardId: string, position: number): MoodboardResponse {
  const board = moodboard.boards.find((one) => one.id === boardId);
  if (!board) return moodboard;
  const rest = moodboard.boards.filter((one) => one.id !== boardId);
  const at = Math.min(Math.max(position, 0), rest.length);
  return {
    boards: [...rest.slice(0, at), board, ...rest.slice(at)].map((one, index) => ({ ...one, position: index })),
  };
}

export type ItemStep = 'up' | 'down' | 'previousBoard' | 'nextBoard';

/**
 * Where one keyboard step takes an item: a place up or down its board, or to the same place (or the
 * end) of the board before or after; null when it is at that edge already.
 */
export function stepTarget(
  moodboard: MoodboardResponse,
  itemId: string,
  step: ItemStep,
): { boardId: string; position: number } | null {
  const place = placeOf(moodboard, itemId);
  if (!place) return null;
  const board = moodboard.boards[place.boardIndex] as MoodboardBoard;
  if (step === 'up') return place.index === 0 ? null : { boardId: board.id, position: place.index - 1 };
  if (step === 'down') {
    return place.index >= board.items.length - 1 ? null : { boardId: board.id, position: place.index + 1 };
  }
  const other = moodboard.boards[place.boardIndex + (step === 'previousBoard' ? -1 : 1)];
  if (!other) return null;
  return { boardId: other.id, position: Math.min(place.index, other.items.length) };
}
