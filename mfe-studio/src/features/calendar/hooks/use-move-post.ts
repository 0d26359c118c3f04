import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useCallback } from 'react';
import { useMoveStudioPostMutation } from '../../common/api/posts-api';
import { formatDateTime } from '../../common/lib/zoned-time';

const texts = studioTexts.calendar;

/**
 * Moves a scheduled post to `at` (`YYYY-MM-DDTHH:mm` in `timeZone`). The calendar shows it there at
 * once; when the service refuses, it goes back and a toast says why. Resolves whether it moved.
 */
export function useMovePost(timeZone: string): (post: Post, at: string) => Promise<boolean> {
  const [move] = useMoveStudioPostMutation();
  const toast = useToast();
  return useCallback(
    async (post, at) => {
      try {
        const { post: moved } = await move({ postId: post.id, at, timeZone }).unwrap();
        toast.success(texts.moved(formatDateTime(moved.scheduledAt ?? Date.now(), timeZone)));
        return true;
      } catch (error) {
        toast.error({ title: texts.moveFailed, description: toErrorBody(error).message });
        return false;
      }
    },
    [move, timeZone, toast],
  );
}
