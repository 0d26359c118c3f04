import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  postCreateRequestSchema,
  postListQuerySchema,
  postUpdateRequestSchema,
  scheduleRequestSchema,
  type PostDeleteResponse,
  type PostListResponse,
  type PostResponse,
  type PostSummaryResponse,
} from '@scp/shared/contracts/studio/studio-api';
import type { PostService } from './post-service';

/** The owner's posts and their scheduling (studio-api.ts). */
export function registerPostRoutes(router: Router, posts: PostService): void {
  router.get('/posts', async (req, res) => {
    const userId = userIdOf(req);
    const query = postListQuerySchema.parse(req.query);
    res.json({ posts: await posts.list(userId, query) } satisfies PostListResponse);
  });

  // Before /posts/:postId, so 'summary' is never read as an id.
  router.get('/posts/summary', async (req, res) => {
    res.json({ counts: await posts.summary(userIdOf(req)) } satisfies PostSummaryResponse);
  });

  router.post('/posts', async (req, res) => {
    const userId = userIdOf(req);
    const input = postCreateRequestSchema.parse(req.body ?? {});
    res.status(201).json({ post: await posts.create(userId, input) } satisfies PostResponse);
  });

  router.get('/posts/:postId', async (req, res) => {
    const userId = userIdOf(req);
    res.json({ post: await posts.get(userId, String(req.params.postId)) } satisfies PostResponse);
  });

  router.patch('/posts/:postId', async (req, res) => {
    const userId = userIdOf(req);
    const patch = postUpdateRequestSchema.parse(req.body ?? {});
    res.json({ post: await posts.update(userId, String(req.params.postId), patch) } satisfies PostResponse);
  });

  router.delete('/posts/:postId', async (req, res) => {
    const userId = userIdOf(req);
    await posts.remove(userId, String(req.params.postId));
    res.json({ deleted: true } satisfies PostDeleteResponse);
  });

  router.post('/posts/:postId/schedule', async (req, res) => {
    const userId = userIdOf(req);
    const input = scheduleRequestSchema.parse(req.body ?? {});
    res.json({ post: await posts.schedule(userId, String(req.params.postId), input) } satisfies PostResponse);
  });

  router.post('/posts/:postId/cancel', async (req, res) => {
    const userId = userIdOf(req);
    res.json({ post: await posts.cancel(userId, String(req.params.postId)) } satisfies PostResponse);
  });
}
