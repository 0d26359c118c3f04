import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  feedQuerySchema,
  followHashtagRequestSchema,
  intelligenceQuerySchema,
  type FeedResponse,
  type HashtagsResponse,
  type IntelligenceResponse,
} from '@scp/shared/contracts/dashboard/inspiration';
import type { InspirationService } from './inspiration-service';

/** The inspiration feed, the hashtags it follows, and the niche's intelligence (inspiration.ts). */
export function registerInspirationRoutes(router: Router, inspiration: InspirationService): void {
  router.get('/inspiration/feed', async (req, res) => {
    const query = feedQuerySchema.parse(req.query);
    res.json((await inspiration.feed(userIdOf(req), query)) satisfies FeedResponse);
  });

  router.get('/inspiration/hashtags', async (req, res) => {
    res.json((await inspiration.hashtags(userIdOf(req))) satisfies HashtagsResponse);
  });

  router.post('/inspiration/hashtags', async (req, res) => {
    const request = followHashtagRequestSchema.parse(req.body ?? {});
    res.status(201).json((await inspiration.follow(userIdOf(req), request)) satisfies HashtagsResponse);
  });

  router.delete('/inspiration/hashtags/:id', async (req, res) => {
    await inspiration.unfollow(userIdOf(req), String(req.params.id));
    res.status(204).end();
  });

  router.get('/inspiration/intelligence', async (req, res) => {
    const query = intelligenceQuerySchema.parse(req.query);
    res.json((await inspiration.intelligence(userIdOf(req), query)) satisfies IntelligenceResponse);
  });
}
