import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ServiceName } from '@scp/service-kit/service-names';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboardInternalPaths } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { runToolRequest } from './analytics-routes';
import type { AnalyticsService } from './analytics-service';
import type { AnalyticsTools } from './analytics-tools';

/** The services that read a user's figures: onboarding (goal targets) and the assistant (KPIs). */
const summaryReaders: readonly ServiceName[] = ['onboarding', 'assistant'];

const internalPrefix = '/internal/dashboard';
/** A path of dashboardInternalPaths as the internal router, mounted on /internal/dashboard, matches it. */
export const internalRoutePath = (path: string) => path.slice(internalPrefix.length);

/** Other services' reads of the user's analytics (docs/architecture.md, Between services), mounted on the internal router. */
export function registerAnalyticsInternalRoutes(
  router: Router,
  analytics: AnalyticsService,
  tools: AnalyticsTools,
): void {
  router.get(internalRoutePath(dashboardInternalPaths.summary), async (req, res) => {
    if (!req.caller || !summaryReaders.includes(req.caller))
      throw AppError.forbidden('Only the onboarding and assistant services read the summary.');
    const userId = userIdOf(req);
    const summary = await analytics.summary(userId, { range: 'last_30_days', comparison: 'previous_period' });
    res.json(summary satisfies AnalyticsSummary);
  });

  // The assistant's tool calls, made for the user whose question it answers.
  router.post(`${internalRoutePath(dashboardInternalPaths.tools)}/:tool`, async (req, res) => {
    if (req.caller !== 'assistant') throw AppError.forbidden('Only the assistant calls the analytics tools.');
    res.json(await runToolRequest(tools, userIdOf(req), req.params.tool, req.body));
  });
}
