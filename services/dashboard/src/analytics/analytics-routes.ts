import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { analyticsQuerySchema, type AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import {
  analyticsToolNames,
  analyticsToolRequestSchema,
  type AnalyticsToolName,
  type AnalyticsToolResponse,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import { AppError } from '@scp/service-kit/errors';
import { cachePriorityOf, type AnalyticsService } from './analytics-service';
import type { AnalyticsTools } from './analytics-tools';

export function registerAnalyticsRoutes(router: Router, analytics: AnalyticsService, tools: AnalyticsTools): void {
  router.get('/analytics', async (req, res) => {
    const userId = userIdOf(req);
    const query = analyticsQuerySchema.parse(req.query);
    // The owner's own screen: the freshest cached answer (high priority).
    res.json((await analytics.summary(userId, query, cachePriorityOf.screen)) satisfies AnalyticsSummary);
  });

  router.get('/health', async (req, res) => {
    const userId = userIdOf(req);
    const query = analyticsQuerySchema.parse(req.query);
    res.json((await analytics.health(userId, query, cachePriorityOf.screen)) satisfies HealthResponse);
  });

  router.post('/tools/:tool', async (req, res) => {
    res.json(await runToolRequest(tools, userIdOf(req), req.params.tool, req.body));
  });
}

/** One tool call as a route receives it: the tool's name from the path (404 if none), its parameters from the body. */
export async function runToolRequest(
  tools: AnalyticsTools,
  userId: string,
  tool: unknown,
  body: unknown,
): Promise<AnalyticsToolResponse> {
  const name = String(tool);
  if (!(analyticsToolNames as readonly string[]).includes(name)) throw AppError.notFound(`No analytics tool ${name}.`);
  const request = analyticsToolRequestSchema.parse(body ?? {});
  return tools.run(name as AnalyticsToolName, userId, request);
}
