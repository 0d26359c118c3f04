import { type DragEvent, useState } from 'react';
import type { DayKey } from '../../common/lib/zoned-time';
import { droppedPostId, isPostDrag } from '../lib/post-drag';

export interface DropTarget {
  date: DayKey;
  /** The week view's hour; the month view keeps the post's own time of day. */
  hour?: number;
}

/**
 * Makes a day or an hour of the calendar a place to drop a post on: whether a post is over it now
 * (to show it), and the handlers for the cell.
 */
export function usePostDrop(target: DropTarget, onDropPost: (postId: string, target: DropTarget) => void) {
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent) => {
    if (!isPostDrag(event)) return false;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    return true;
  };
  return {
    over,
    handlers: {
      onDragEnter: (event: DragEvent) => {
        if (accept(event)) setOver(true);
      },
      onDragOver: (event: DragEvent) => {
        accept(event);
      },
      onDragLeave: (event: DragEvent) => {
        // Leaving for a chip inside the cell is not leaving the cell.
        if (!(event.currentTarget as Node).contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        setOver(false);
        const postId = droppedPostId(event);
        if (postId === null) return;
        event.preventDefault();
        onDropPost(postId, target);
      },
    },
  };
}
