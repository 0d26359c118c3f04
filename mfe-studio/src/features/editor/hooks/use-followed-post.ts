import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { lockedPostStatuses } from '@scp/shared/contracts/studio/studio-constants';
import { editorApi, useGetPostQuery } from '../api/editor-api';

/**
 * How often the page reads a post again while it goes out. The studio sends no live events, and
 * each account's publish takes seconds to a few minutes (a platform's own processing, retries).
 */
export const PUBLISHING_POLL_MS = 3000;

/**
 * The post as it is now, once it is going or has gone out: read again every few seconds while any of
 * its accounts is still pending or being published (status 'publishing'), and no more once all are
 * done. A post still being edited is the editor's own (`saved`).
 */
export function useFollowedPost(saved: Post | undefined): Post | undefined {
  const followed = saved !== undefined && lockedPostStatuses.includes(saved.status);
  const postId = saved?.id ?? '';
  // The cached answer (every save and Publish now store theirs there) is never older than `saved`.
  const cached = editorApi.endpoints.getPost.useQueryState(postId, { skip: !followed });
  const current = followed && cached.data?.post.id === postId ? cached.data.post : saved;
  useGetPostQuery(postId, {
    skip: !followed,
    pollingInterval: current?.status === 'publishing' ? PUBLISHING_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  return current;
}
