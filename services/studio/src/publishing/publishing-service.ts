import { AppError } from '@scp/service-kit/errors';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { AccountService } from '../accounts/account-service';
import { toPost, type PostService } from '../posts/post-service';
import type { PostJobs } from './publish-queue';
import { reopenFailed } from './target-claims';

const texts = studioTexts.publishing;

/** What the owner does to a post that went out: Retry an account it failed on. */
export function createPublishingService(deps: {
  posts: Pick<PostService, 'get'>;
  jobs: PostJobs;
  accounts: Pick<AccountService, 'list'>;
}) {
  /**
   * A target whose token was refused can go out once the owner has reconnected the account: settings
   * lists it as usable again. Until then Retry says so rather than sending a post the platform refuses.
   */
  async function reconnected(userId: string, platform: PostPlatform, accountId: string): Promise<boolean> {
    const accounts = await deps.accounts.list(userId);
    return accounts.some((one) => one.platform === platform && one.accountId === accountId && one.usable);
  }

  return {
    /**
     * A failed account of the owner's post published again at once, or one that needed reconnecting
     * once it is reconnected (409 in words while it still needs it); 409 for any other state.
     */
    async retry(userId: string, postId: string, platform: PostPlatform, accountId: string): Promise<Post> {
      const post = await deps.posts.get(userId, postId);
      const seen = post.targets.find((target) => target.platform === platform && target.accountId === accountId);
      if (!seen) throw AppError.notFound(texts.targetNotFound);
      const needsReauth = seen.result.state === 'needs_reauth';
      if (needsReauth && !(await reconnected(userId, platform, accountId)))
        throw AppError.conflict(texts.reconnectFirst);
      await deps.jobs.ready();
      const reopened = await reopenFailed(
        userId,
        postId,
        platform,
        accountId,
        needsReauth ? ['needs_reauth'] : ['failed'],
      );
      const target = reopened?.targets.find((one) => one.platform === platform && one.accountId === accountId);
      if (!reopened || !target) throw AppError.conflict(texts.notRetryable);
      await deps.jobs.retry(reopened, target);
      return toPost(reopened);
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
