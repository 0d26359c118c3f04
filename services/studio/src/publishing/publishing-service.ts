import { AppError } from '@scp/service-kit/errors';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { toPost, type PostService } from '../posts/post-service';
import type { PostJobs } from './publish-queue';
import { reopenFailed } from './target-claims';

const texts = studioTexts.publishing;

/** What the owner does to a post that went out: Retry an account it failed on. */
export function createPublishingService(deps: { posts: Pick<PostService, 'get'>; jobs: PostJobs }) {
  return {
    /** A failed account of the owner's post published again at once; 409 for any other state. */
    async retry(userId: string, postId: string, platform: PostPlatform, accountId: string): Promise<Post> {
      const post = await deps.posts.get(userId, postId);
      if (!post.targets.some((target) => target.platform === platform && target.accountId === accountId))
        throw AppError.notFound(texts.targetNotFound);
      await deps.jobs.ready();
      const reopened = await reopenFailed(userId, postId, platform, accountId);
      const target = reopened?.targets.find((one) => one.platform === platform && one.accountId === accountId);
      if (!reopened || !target) throw AppError.conflict(texts.notRetryable);
      await deps.jobs.retry(reopened, target);
      return toPost(reopened);
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
