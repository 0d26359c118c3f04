import type { Request, Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  isPublishingPlatform,
  publishRequestSchema,
  recentPostsQuerySchema,
  type PinterestBoardsResponse,
  type PublishingPlatform,
  type PublishResponse,
  type RecentPostsResponse,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { AccountPublishing } from '../publishing/account-publishing';

/** The one service that publishes: the studio (typed wide, so the check stands before and after its registry entry). */
const PUBLISHING_CALLER: string = 'studio';

function target(req: Request): { platform: PublishingPlatform; accountId: string } {
  if (req.caller !== PUBLISHING_CALLER) throw AppError.forbidden('Only the studio service publishes.');
  const platform = String(req.params.platform);
  if (!isPublishingPlatform(platform))
    throw AppError.validation('Posts are not published to this platform.', 'platform');
  return { platform, accountId: String(req.params.accountId) };
}

/**
 * The studio publishes a post to one account, and lists an account's recent posts, through these:
 * what the platform did is a 200 with an outcome (published, or the failure's kind and the
 * platform's words), so the studio can tell a wait from a refusal; a body that is not a post is a
 * 400 and another owner's account a 404.
 */
export function registerPublishRoutes(router: Router, publishing: AccountPublishing): void {
  router.post('/accounts/:platform/:accountId/publish', async (req, res) => {
    const { platform, accountId } = target(req);
    const request = publishRequestSchema.parse(req.body ?? {});
    res.json((await publishing.publish(userIdOf(req), platform, accountId, request)) satisfies PublishResponse);
  });

  router.get('/accounts/:platform/:accountId/recent-posts', async (req, res) => {
    const { platform, accountId } = target(req);
    const { since } = recentPostsQuerySchema.parse({ ...req.query });
    res.json(
      (await publishing.recentPosts(userIdOf(req), platform, accountId, new Date(since))) satisfies RecentPostsResponse,
    );
  });

  // The editor offers the account's boards: a pin goes on one.
  router.get('/accounts/:platform/:accountId/boards', async (req, res) => {
    const { platform, accountId } = target(req);
    if (platform !== 'pinterest') throw AppError.validation('Only a Pinterest account has boards.', 'platform');
    res.json((await publishing.pinterestBoards(userIdOf(req), accountId)) satisfies PinterestBoardsResponse);
  });
}
