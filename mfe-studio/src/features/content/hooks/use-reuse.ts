import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { PostCreateRequest } from '@scp/shared/contracts/studio/studio-api';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCreateReusedPostMutation } from '../api/content-api';

/**
 * 'Reuse': stores a new draft from what is reused and opens it in the editor; when the service
 * refuses (an account no longer connected), a toast says why and nothing is opened.
 */
export function useReuse(): [(request: PostCreateRequest) => Promise<void>, boolean] {
  const [create, { isLoading }] = useCreateReusedPostMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const reuse = useCallback(
    async (request: PostCreateRequest) => {
      try {
        const { post } = await create(request).unwrap();
        await navigate(studioPaths.post(post.id));
      } catch (error) {
        toast.error({ title: studioTexts.content.reuseFailed, description: toErrorBody(error).message });
      }
    },
    [create, navigate, toast],
  );
  return [reuse, isLoading];
}
