import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { type DropTarget, usePostDrop } from '../hooks/use-post-drop';
import { PostChipList } from './post-chip';

export interface DropCellProps {
  target: DropTarget;
  posts: readonly Post[];
  timeZone: string;
  onDropPost: (postId: string, target: DropTarget) => void;
  onMoveTo: (post: Post) => void;
  height: number;
  /** The cell's own background when nothing is dragged over it. */
  background?: string;
  /** Above the posts: the day's number in the month. */
  children?: ReactNode;
}

/** A day (month) or an hour (week) of the calendar: its posts, and a place to drop another on. */
export function DropCell({
  target,
  posts,
  timeZone,
  onDropPost,
  onMoveTo,
  height,
  background,
  children,
}: DropCellProps) {
  const { token } = theme.useToken();
  const { over, handlers } = usePostDrop(target, onDropPost);
  return (
    <td
      data-day={target.date}
      data-hour={target.hour}
      {...handlers}
      style={{
        verticalAlign: 'top',
        height,
        padding: target.hour === undefined ? 4 : 2,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: over ? token.colorPrimaryBg : background,
        outline: over ? `2px dashed ${token.colorPrimary}` : undefined,
        outlineOffset: -2,
      }}
    >
      {children}
      <PostChipList posts={posts} timeZone={timeZone} onMoveTo={onMoveTo} />
    </td>
  );
}
