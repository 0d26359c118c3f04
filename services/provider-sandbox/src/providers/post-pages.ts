import type { Response } from 'express';
import { sendErrorPage, type SandboxContext } from '../oauth-flow';
import { publishedPermalink, publishedPostsOf, type PublishedPlatform } from '../publishing/published-posts';

/**
 * A post's page on the platform's web host (the permalink an app builds: LinkedIn's
 * `/feed/update/<urn>/`, X's `/i/web/status/<id>`, Pinterest's `/pin/<id>/`) shows the post on the
 * sandbox's page of its account.
 */
export function showPublishedPost(ctx: SandboxContext, res: Response, platform: PublishedPlatform, id: string): void {
  const post = publishedPostsOf(ctx).find(platform, id);
  if (!post) {
    sendErrorPage(res, 404, 'not_found', 'This post does not exist (or was not published through the sandbox).');
    return;
  }
  res.redirect(302, publishedPermalink(ctx.publicUrl, platform, post.accountId, post.id));
}
