import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ServiceName } from '@scp/service-kit/service-names';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboardInternalPaths } from '@scp/shared/contracts/dashboard/dashboard-internal';
import {
  forgetAccountRequestSchema,
  integrationsInternalPaths,
  scheduleSyncRequestSchema,
} from '@scp/shared/contracts/settings/integrations-internal';
import { runToolRequest } from '../analytics/analytics-routes';
import { cachePriorityOf, type AnalyticsService } from '../analytics/analytics-service';
import type { AnalyticsTools } from '../analytics/analytics-tools';
import type { ImmediateSyncs } from '../sync/immediate-syncs';
import type { SyncQueue } from '../sync/sync-queue';
import type { SyncService } from '../sync/sync-service';

/** The services that read a user's figures: onboarding (goal targets) and the assistant (KPIs). */
const summaryReaders: readonly ServiceName[] = ['onboarding', 'assistant'];

const internalPrefix = '/internal/dashboard';
/** A path of the contracts' internal paths as the internal router, mounted on /internal/dashboard, matches it. */
export const internalRoutePath = (path: string) => path.slice(internalPrefix.length);

/** Told when settings says the user's connected accounts changed (their connection snapshot no longer holds). */
export type ConnectionsChanged = (userId: string) => Promise<void>;

/**
 * The dashboard's internal API (docs/architecture.md, Between services), mounted on the internal
 * router: settings tells it of connections and disconnections, onboarding and the assistant read
 * the user's analytics. (The auto-responder's shop lookup: shop-lookup-routes.ts.)
 */
export function registerInternalRoutes(
  router: Router,
  deps: {
    sync: SyncService;
    queue: () => Promise<SyncQueue>;
    immediate: ImmediateSyncs;
    analytics: AnalyticsService;
    tools: AnalyticsTools;
    connectionsChanged?: ConnectionsChanged;
  },
): void {
  const { sync, queue, immediate, analytics, tools, connectionsChanged } = deps;

  // Settings says a user's accounts changed: keep them synced from now on, and sync the accounts
  // just connected at once, whatever else is running or scheduled (the schedule of a user who
  // already had one keeps its next run, minutes away).
  router.post(internalRoutePath(integrationsInternalPaths.scheduleSync), async (req, res) => {
    const userId = userIdOf(req);
    if (req.caller !== 'settings') throw AppError.forbidden('Only the settings service schedules syncs.');
    const { connected = [] } = scheduleSyncRequestSchema.parse(req.body ?? {});
    // An account was connected or disconnected: shown, and the new ones synced, even were the queue away.
    await connectionsChanged?.(userId);
    void immediate.connected(userId, connected);
    await (await queue()).schedule(userId, { syncingNow: connected.length > 0 });
    res.json({ scheduled: true });
  });

  // The owner disconnected an account and asked for its synced history to go too.
  router.post(internalRoutePath(integrationsInternalPaths.forgetAccount), async (req, res) => {
    const userId = userIdOf(req);
    if (req.caller !== 'settings') throw AppError.forbidden('Only the settings service deletes history.');
    const { platform, accountId } = forgetAccountRequestSchema.parse(req.body ?? {});
    const deleted = await sync.forgetAccount(userId, platform, accountId);
    await connectionsChanged?.(userId);
    res.json({ deleted });
  });

  router.get(internalRoutePath(dashboardInternalPaths.summary), async (req, res) => {
    if (!req.caller || !summaryReaders.includes(req.caller))
      throw AppError.forbidden('Only the onboarding and assistant services read the summary.');
    const userId = userIdOf(req);
    const summary = await analytics.summary(
      userId,
      { range: 'last_30_days', comparison: 'previous_period' },
      cachePriorityOf.background,
    );
    res.json(summary satisfies AnalyticsSummary);
  });

  // The assistant's tool calls, made for the user whose question it answers.
  router.post(`${internalRoutePath(dashboardInternalPaths.tools)}/:tool`, async (req, res) => {
    if (req.caller !== 'assistant') throw AppError.forbidden('Only the assistant calls the analytics tools.');
    res.json(await runToolRequest(tools, userIdOf(req), req.params.tool, req.body));
  });
}
