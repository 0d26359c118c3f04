import type { DragEvent } from 'react';

/** The drag data type of a post on the calendar: only the calendar's own chips are dropped on its days. */
const POST_DRAG_TYPE = 'application/x-scp-studio-post';

export function startPostDrag(event: DragEvent, postId: string): void {
  event.dataTransfer.setData(POST_DRAG_TYPE, postId);
  event.dataTransfer.effectAllowed = 'move';
}

/** Whether what is dragged over is a post (the id itself is readable on drop only). */
export function isPostDrag(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes(POST_DRAG_TYPE);
}

/** The dropped post's id, or null for anything else. */
export function droppedPostId(event: DragEvent): string | null {
  const id = event.dataTransfer?.getData(POST_DRAG_TYPE);
  return id ? id : null;
}
