import DragOutlined from '@ant-design/icons/es/icons/DragOutlined';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import type { PostStatus } from '@scp/shared/contracts/studio/studio-constants';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { Link } from 'react-router';
import { PostPlatformMarks } from '../../common/components/post-platform-marks';
import { excerptOf, platformsOf, publishedCountOf } from '../../common/lib/post-display';
import { formatTime } from '../../common/lib/zoned-time';
import { startPostDrag } from '../lib/post-drag';

type Token = ReturnType<typeof theme.useToken>['token'];

function statusColour(token: Token, status: PostStatus): string {
  switch (status) {
    case 'published':
      return token.colorSuccess;
    case 'failed':
      return token.colorError;
    case 'partial':
      return token.colorWarning;
    case 'publishing':
      return token.colorInfo;
    default:
      return token.colorPrimary;
  }
}

export interface PostChipProps {
  post: Post;
  timeZone: string;
  /** Opens the keyboard way to move it ('Move to…'); only a scheduled post moves. */
  onMoveTo: (post: Post) => void;
}

/**
 * A post on the calendar: its platforms' marks, its time in the owner's zone and the start of its
 * text, opening it in the editor. A scheduled post is dragged to another day or hour, or moved with
 * its 'Move to…' button; one going or gone out stays where it is.
 */
export function PostChip({ post, timeZone, onMoveTo }: PostChipProps) {
  const { token } = theme.useToken();
  const movable = post.status === 'scheduled';
  const excerpt = excerptOf(post, 60);
  return (
    <div
      data-post-chip={post.id}
      draggable={movable}
      onDragStart={movable ? (event) => startPostDrag(event, post.id) : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        minWidth: 0,
        borderLeft: `3px solid ${statusColour(token, post.status)}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillTertiary,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeightSM,
        cursor: movable ? 'grab' : undefined,
      }}
    >
      <Link
        to={studioPaths.post(post.id)}
        draggable={false}
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          padding: '2px 4px',
          color: token.colorText,
        }}
      >
        <PostPlatformMarks platforms={platformsOf(post)} size={12} />
        {post.scheduledAt && (
          <time dateTime={post.scheduledAt} style={{ flexShrink: 0, fontWeight: 600 }}>
            {formatTime(post.scheduledAt, timeZone)}
          </time>
        )}
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {excerpt}
        </span>
        {!movable && (
          <span style={{ flexShrink: 0, color: token.colorTextDescription }}>
            · {post.status === 'partial' ? publishedCountOf(post) : studioTexts.postStatusNames[post.status]}
          </span>
        )}
      </Link>
      {movable && (
        <button
          type="button"
          aria-label={studioTexts.calendar.moveToLabel(excerpt)}
          title={studioTexts.calendar.moveTo}
          onClick={() => onMoveTo(post)}
          style={{
            flexShrink: 0,
            border: 0,
            background: 'transparent',
            color: token.colorIcon,
            cursor: 'pointer',
            padding: '2px 4px',
            minWidth: 24,
            minHeight: 24,
            borderRadius: token.borderRadiusSM,
          }}
        >
          <DragOutlined aria-hidden />
        </button>
      )}
    </div>
  );
}

/** A day's or an hour's posts as chips, earliest first. */
export function PostChipList({
  posts,
  timeZone,
  onMoveTo,
  gap = 2,
}: {
  posts: readonly Post[];
  timeZone: string;
  onMoveTo: (post: Post) => void;
  gap?: number;
}) {
  if (posts.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap }}>
      {posts.map((post) => (
        <li key={post.id} style={{ minWidth: 0 }}>
          <PostChip post={post} timeZone={timeZone} onMoveTo={onMoveTo} />
        </li>
      ))}
    </ul>
  );
}
