import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ServiceName } from '@scp/service-kit/service-names';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboardInternalPaths } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { AnalyticsService } from './analytics-service';

/** The services that read a user's figures: onboarding (goal targets) and the assistant (KPIs). */
const summaryReaders: readonly ServiceName[] = ['onboarding', 'assistant'];

const internalPrefix = '/internal/dashboard';

/** Other services' reads of the user's analytics (DESIGN.md §12), mounted on the internal router. */
export function registerAnalyticsInternalRoutes(router: Router, analytics: AnalyticsService): void {
  router.get(dashboardInternalPaths.summary.slice(internalPrefix.length), async (req, res) => {
    if (!req.caller || !summaryReaders.includes(req.caller))
      throw AppError.forbidden('Only the onboarding and assistant services read the summary.');
    const userId = userIdOf(req);
    const summary = await analytics.summary(userId, { range: 'last_30_days', comparison: 'previous_period' });
    res.json(summary satisfies AnalyticsSummary);
  });
}
