import { toErrorBody, type ApiError } from '@scp/shared/client/api';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { useState } from 'react';
import {
  useCancelPostMutation,
  useCreatePostMutation,
  usePublishPostMutation,
  useSchedulePostMutation,
  useUpdatePostMutation,
} from '../api/editor-api';
import { type PostDraft, requestOf } from '../lib/post-draft';

export type SaveAction = 'draft' | 'schedule' | 'publish';

/**
 * Saving the editor's post: the content first (a new post is created as a draft, a saved one
 * updated), then, to schedule it, the wall-clock time and zone; to keep it a draft, a scheduled
 * post is taken back; to publish it now, it goes out at once. Answers the post as stored, or the
 * service's refusal.
 */
export function useSavePost() {
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const [schedulePost] = useSchedulePostMutation();
  const [cancelPost] = useCancelPostMutation();
  const [publishPost] = usePublishPostMutation();
  const [saving, setSaving] = useState<SaveAction | null>(null);

  async function save(
    action: SaveAction,
    draft: PostDraft,
    saved: Post | undefined,
    schedule?: { at: string; timeZone: string },
  ): Promise<{ post: Post; error?: undefined } | { post: Post | undefined; error: ApiError }> {
    setSaving(action);
    // The post as stored so far: a new post created before its scheduling failed is not created twice.
    let post = saved;
    try {
      const body = requestOf(draft);
      post = post
        ? (await updatePost({ postId: post.id, body }).unwrap()).post
        : (await createPost(body).unwrap()).post;
      if (action === 'schedule' && schedule)
        post = (await schedulePost({ postId: post.id, body: schedule }).unwrap()).post;
      if (action === 'publish') post = (await publishPost(post.id).unwrap()).post;
      if (action === 'draft' && post.status === 'scheduled') post = (await cancelPost(post.id).unwrap()).post;
      return { post };
    } catch (error) {
      return { post, error: toErrorBody(error) };
    } finally {
      setSaving(null);
    }
  }

  return { save, saving };
}
