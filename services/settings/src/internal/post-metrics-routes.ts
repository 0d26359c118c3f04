import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  isPublishingPlatform,
  postMetricsRequestSchema,
  type PostMetricsResponse,
} from '@scp/shared/contracts/settings/publishing-internal';
import type { AccountPostMetrics } from '../publishing/account-post-metrics';

/** Who reads posts' figures: the studio (its daily read) and the dashboard (content performance). */
const METRICS_CALLERS: ReadonlySet<string> = new Set(['studio', 'dashboard']);

/**
 * `POST /accounts/:platform/:accountId/post-metrics` { platformPostIds }: each post's figures as
 * its platform counts them, or why the platform would not answer (200 with an outcome); a body that
 * names no posts is a 400, another owner's account a 404.
 */
export function registerPostMetricsRoutes(router: Router, metrics: AccountPostMetrics): void {
  router.post('/accounts/:platform/:accountId/post-metrics', async (req, res) => {
    if (!METRICS_CALLERS.has(req.caller ?? ''))
      throw AppError.forbidden("Only the studio and the dashboard read posts' figures.");
    const platform = String(req.params.platform);
    if (!isPublishingPlatform(platform))
      throw AppError.validation('Posts are not published to this platform.', 'platform');
    const request = postMetricsRequestSchema.parse(req.body ?? {});
    res.json(
      (await metrics.read(
        userIdOf(req),
        platform,
        String(req.params.accountId),
        request,
      )) satisfies PostMetricsResponse,
    );
  });
}
