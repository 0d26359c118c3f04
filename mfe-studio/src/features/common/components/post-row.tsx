import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { excerptOf, platformsOf, statusWordsOf } from '../lib/post-display';
import { formatDateTime } from '../lib/zoned-time';
import { PostPlatformMarks } from './post-platform-marks';

const texts = studioTexts.postItem;

/**
 * One post in a list (the home, the drafts, the library): its platforms, the start of its text and
 * when it goes out or was last edited, opening it in the editor; `action` beside it (the library's
 * Reuse). Goes in a `<ul>`.
 */
export function PostRow({ post, timeZone, action }: { post: Post; timeZone: string; action?: ReactNode }) {
  const { token } = theme.useToken();
  const platforms = platformsOf(post);
  const when =
    post.scheduledAt && post.status === 'scheduled'
      ? texts.scheduledFor(formatDateTime(post.scheduledAt, timeZone))
      : texts.edited(formatDateTime(post.updatedAt, timeZone));
  const details = [
    post.status === 'draft' || post.status === 'scheduled' ? null : statusWordsOf(post),
    when,
    post.source === 'assistant' ? texts.fromAssistant : null,
  ].filter((detail): detail is string => detail !== null);
  return (
    <li
      data-post-row={post.id}
      style={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link
        to={studioPaths.post(post.id)}
        style={{
          flex: 1,
          display: 'grid',
          gap: 2,
          padding: `${token.paddingXS}px 0`,
          color: token.colorText,
          minWidth: 0,
        }}
      >
        <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minWidth: 0 }}>
          <PostPlatformMarks platforms={platforms} />
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {excerptOf(post)}
          </span>
        </span>
        <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
          {platforms.length === 0 ? `${texts.noAccounts} · ` : ''}
          {details.join(' · ')}
        </span>
      </Link>
      {action}
    </li>
  );
}
