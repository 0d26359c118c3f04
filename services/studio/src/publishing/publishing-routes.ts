import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { retryTargetParamsSchema, type PostResponse } from '@scp/shared/contracts/studio/studio-api';
import type { PostService } from '../posts/post-service';
import type { PublishingService } from './publishing-service';

/** 'Publish now' and Retry of a failed account (studio-api.ts). */
export function registerPublishingRoutes(
  router: Router,
  posts: Pick<PostService, 'publishNow'>,
  publishing: PublishingService,
): void {
  router.post('/posts/:postId/publish', async (req, res) => {
    const userId = userIdOf(req);
    res.json({ post: await posts.publishNow(userId, String(req.params.postId)) } satisfies PostResponse);
  });

  router.post('/posts/:postId/targets/:platform/:accountId/retry', async (req, res) => {
    const userId = userIdOf(req);
    const { postId, platform, accountId } = retryTargetParamsSchema.parse(req.params);
    res.json({ post: await publishing.retry(userId, postId, platform, accountId) } satisfies PostResponse);
  });
}
