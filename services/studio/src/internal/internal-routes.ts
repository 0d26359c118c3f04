import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  draftHandOverRequestSchema,
  publishedPostsQuerySchema,
  type DraftHandOverResponse,
  type PublishedPostsResponse,
} from '@scp/shared/contracts/studio/studio-internal';
import { publishedPosts } from '../metrics/published-posts';
import type { PostService } from '../posts/post-service';

/**
 * The assistant's `save_draft` action, run once the owner approved it in the chat, and its start-up
 * hand-over of the drafts it stored before: the draft is handed over to the studio, which owns it
 * from then on (docs/architecture.md, Who owns what). 201 for a new draft, 200 for a `sourceId`
 * handed over before (the same post).
 */
export function registerInternalRoutes(router: Router, posts: PostService): void {
  router.post('/drafts', async (req, res) => {
    if (req.caller !== 'assistant') throw AppError.forbidden('Only the assistant hands drafts over to the studio.');
    const userId = userIdOf(req);
    const { post, sourceId } = draftHandOverRequestSchema.parse(req.body ?? {});
    const { postId, created } = await posts.handOver(userId, post, sourceId);
    res.status(created ? 201 : 200).json({ postId } satisfies DraftHandOverResponse);
  });

  // The dashboard's content performance reads the owner's published posts with their latest figures.
  router.get('/published-posts', async (req, res) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard reads published posts.');
    const userId = userIdOf(req);
    const query = publishedPostsQuerySchema.parse(req.query);
    res.json({ posts: await publishedPosts(userId, query) } satisfies PublishedPostsResponse);
  });
}
