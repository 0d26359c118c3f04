import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import { adInsightsReadRequestSchema, type AdInsightsRead } from '@scp/shared/contracts/settings/ad-insights-internal';
import { adPlatformOf, type AdInsightReads } from '../integrations/ad-insight-reads';

/**
 * The dashboard's sync reads the owner's daily ad spend here, through one connected account whose
 * grant carries the ad accounts (a Facebook page connected with `ads_read`); only the dashboard
 * asks. An account the owner has not connected is a 404.
 */
export function registerAdInsightRoutes(router: Router, reads: AdInsightReads): void {
  router.post('/accounts/:platform/:accountId/ad-insights', async (req, res) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service reads ad spend.');
    const platform = adPlatformOf(req.params.platform);
    const { from, to } = adInsightsReadRequestSchema.parse(req.body ?? {});
    const answer: AdInsightsRead = await reads.read(userIdOf(req), platform, String(req.params.accountId), from, to);
    res.json(answer);
  });
}
