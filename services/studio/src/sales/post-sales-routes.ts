import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  postSalesListQuerySchema,
  type PostSalesListResponse,
  type PostSalesResponse,
} from '@scp/shared/contracts/studio/post-sales';
import type { PostSalesService } from './post-sales-service';

/** Sales by post (post-sales.ts): one post's, and several posts' for a list. */
export function registerPostSalesRoutes(router: Router, sales: PostSalesService): void {
  router.get('/posts/:postId/sales', async (req, res) => {
    const userId = userIdOf(req);
    res.json({ sales: await sales.ofPost(userId, String(req.params.postId)) } satisfies PostSalesResponse);
  });

  router.get('/post-sales', async (req, res) => {
    const userId = userIdOf(req);
    const { ids } = postSalesListQuerySchema.parse({ ...req.query });
    res.json((await sales.ofPosts(userId, ids.split(','))) satisfies PostSalesListResponse);
  });
}
