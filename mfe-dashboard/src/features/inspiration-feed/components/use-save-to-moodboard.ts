import { useCallback, useState } from 'react';
import type { FeedItem } from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import { moodboardLimits } from '@scp/shared/contracts/studio/studio-constants';
import {
  useFeedCreateBoardMutation,
  useFeedSaveItemMutation,
  useLazyFeedMoodboardQuery,
} from '../api/feed-moodboard-api';

const boardName = inspirationTexts.feed.boardName;

/** Who a feed post is by, as the moodboard keeps it: the competitor's @handle, or the #hashtag it was found by. */
export function authorOf(item: FeedItem): string {
  return item.source.kind === 'competitor' ? `@${item.source.handle}` : `#${item.source.hashtag}`;
}

/**
 * Saves a feed post on the owner's moodboard as a saved post (a link, its author and a caption
 * excerpt, never its media), on the board named 'Inspiration', made first when there is none.
 * Answers the moodboard item's id, kept per post so 'Use as inspiration' after 'Save' reuses it; a
 * post already on the moodboard (saved on an earlier visit) is that item, never saved twice.
 */
export function useSaveToMoodboard() {
  const [readMoodboard] = useLazyFeedMoodboardQuery();
  const [createBoard] = useFeedCreateBoardMutation();
  const [saveItem] = useFeedSaveItemMutation();
  const [savedIds, setSavedIds] = useState<Record<string, string>>({});

  const save = useCallback(
    async (item: FeedItem): Promise<string | null> => {
      if (savedIds[item.id]) return savedIds[item.id]!;
      if (!item.url) return null;
      const current = await readMoodboard(undefined, false);
      if (!current.data) return null;
      // Saved before (another visit): the same item, never a second copy.
      const existing = current.data.boards
        .flatMap((candidate) => candidate.items)
        .find((candidate) => candidate.kind === 'saved_post' && candidate.savedPost?.sourceUrl === item.url);
      if (existing) {
        setSavedIds((ids) => ({ ...ids, [item.id]: existing.id }));
        return existing.id;
      }
      let board = current.data.boards.find((candidate) => candidate.name === boardName);
      if (!board) {
        const made = await createBoard({ name: boardName });
        if ('error' in made) return null;
        board = made.data.boards.find((candidate) => candidate.name === boardName);
        if (!board) return null;
      }
      const answer = await saveItem({
        boardId: board.id,
        item: {
          kind: 'saved_post',
          platform: item.platform,
          sourceUrl: item.url,
          authorHandle: authorOf(item).slice(0, moodboardLimits.authorHandleMax),
          captionExcerpt: item.caption.slice(0, moodboardLimits.captionExcerptMax),
        },
      });
      if ('error' in answer) return null;
      const onBoard = answer.data.boards.find((candidate) => candidate.id === board.id)?.items ?? [];
      const added = [...onBoard]
        .reverse()
        .find((candidate) => candidate.kind === 'saved_post' && candidate.savedPost?.sourceUrl === item.url);
      if (!added) return null;
      setSavedIds((ids) => ({ ...ids, [item.id]: added.id }));
      return added.id;
    },
    [savedIds, readMoodboard, createBoard, saveItem],
  );

  return { save, savedIds };
}
