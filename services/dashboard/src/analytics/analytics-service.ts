import { AppError } from '@scp/service-kit/errors';
import type { RedisClient } from '@scp/service-kit/redis';
import {
  isoDay,
  resolveDateRange,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '@scp/shared/contracts/dashboard/analytics';
import {
  analyticsHealthOf,
  analyticsSummaryOf,
  type AnalyticsRange,
} from '@scp/shared/contracts/dashboard/analytics-computation';
import { analyticsCacheTtlMs, type AnalyticsCachePriority } from '@scp/shared/contracts/dashboard/dashboard-constants';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { hasShopRows, readAnalyticsFigures, readSyncStates } from './analytics-model';
import { snapshotFingerprint, type ConnectionSnapshot, type ConnectionSnapshots } from './connection-snapshot';

/**
 * The cache lifetime of a range read at a priority (business constants, the analytics cache table): shorter
 * the nearer the range is to now (7 days or fewer real-time, up to 30 daily, else historical) and the
 * higher the priority (real-time 2, 5 or 10 min; daily 15, 30 or 60 min; historical 2, 6 or 24 h).
 */
export function cacheTtlMs(days: number, priority: AnalyticsCachePriority): number {
  if (days <= analyticsCacheTtlMs.realtime.maxRangeDays) return analyticsCacheTtlMs.realtime[priority];
  if (days <= analyticsCacheTtlMs.daily.maxRangeDays) return analyticsCacheTtlMs.daily[priority];
  return analyticsCacheTtlMs.historical[priority];
}

/**
 * Who reads at which priority: the owner's own screens want the freshest figures; the assistant's
 * tools and the studio's best times a little less; background readers (onboarding's goal targets,
 * the internal summary) take the longest-lived answer.
 */
export const cachePriorityOf = {
  screen: 'high',
  tool: 'medium',
  background: 'low',
} as const satisfies Record<string, AnalyticsCachePriority>;

/** A cached summary and when it was computed: each reader takes it only while it is fresh for its priority. */
interface CachedSummary {
  at: number;
  summary: AnalyticsSummary;
}

const versionKey = (userId: string) => `analytics:version:${userId}`;

/**
 * The owner's analytics: the sums of the synced daily rows (analytics-model.ts) turned into the
 * answer by the shared analytics computation (the one the demo dataset runs too), cached in Redis per
 * range for the lifetime of its range and its reader's priority (`cacheTtlMs`), and dropped when a
 * sync writes (the user's cache version moves on).
 *
 * With `snapshots`, the platforms and per-account breakdown are those of the accounts connected now
 * (the connection snapshot), not every account that ever synced; the cache key names
 * the snapshot's account set, so a connection or disconnection shows at once. Without a snapshot
 * (none wired, or settings out of reach) every synced account counts, as before.
 */
export function createAnalyticsService(deps: {
  redis: RedisClient | undefined;
  snapshots?: Pick<ConnectionSnapshots, 'get'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  const compute = async (
    userId: string,
    range: AnalyticsRange,
    snapshot: ConnectionSnapshot | null,
  ): Promise<AnalyticsSummary> => {
    const [figures, states, shopConnected] = await Promise.all([
      readAnalyticsFigures(userId, range),
      readSyncStates(userId),
      hasShopRows(userId),
    ]);
    // A disconnected account's history is kept, but it is no longer one of the owner's platforms.
    const connected = snapshot
      ? new Set(snapshot.accounts.map((account) => `${account.platform}\n${account.accountId}`))
      : null;
    const accounts = connected
      ? figures.accounts.filter((account) => connected.has(`${account.platform}\n${account.accountId}`))
      : figures.accounts;
    return analyticsSummaryOf(
      range,
      { ...figures, accounts },
      {
        lastUpdated: states.lastSuccessAt ? states.lastSuccessAt.toISOString() : null,
        shopConnected,
        platforms: snapshot ? snapshot.accounts.map((account) => account.platform) : states.platforms,
        connectedAccounts: snapshot ? snapshot.accounts.length : states.platforms.length,
        cached: false,
      },
    );
  };

  const service = {
    async summary(
      userId: string,
      query: AnalyticsQuery,
      priority: AnalyticsCachePriority = cachePriorityOf.tool,
    ): Promise<AnalyticsSummary> {
      const today = isoDay(now());
      const range = resolveDateRange(query, today);
      if (!range) throw AppError.validation('The start date is after the end date.', 'startDate');
      // Revalidated before the parallel reads: a stale snapshot is built again from settings here.
      const snapshot = deps.snapshots ? await deps.snapshots.get(userId) : null;
      const redis = deps.redis;
      const version = redis ? ((await redis.get(versionKey(userId)).catch(() => null)) ?? '0') : '0';
      const accountSet = snapshot ? snapshotFingerprint(snapshot) : 'synced';
      const key = `analytics:summary:${userId}:${version}:${accountSet}:${range.current.start}:${range.current.end}:${range.previous ? 'prev' : 'none'}`;
      const days = range.current.days;
      if (redis) {
        const hit = await redis.get(key).catch(() => null);
        const cached = hit ? (JSON.parse(hit) as CachedSummary) : null;
        const age = cached ? now() - cached.at : Number.POSITIVE_INFINITY;
        if (cached && age >= 0 && age < cacheTtlMs(days, priority))
          return { ...cached.summary, metadata: { ...cached.summary.metadata, cached: true } };
      }
      const summary = await compute(userId, range, snapshot);
      if (redis) {
        // Kept as long as its least demanding reader may use it; fresher readers look at its age.
        const entry: CachedSummary = { at: now(), summary };
        await redis.set(key, JSON.stringify(entry), { PX: cacheTtlMs(days, 'low') }).catch(() => undefined);
      }
      return summary;
    },

    /** Both health readings, from the same figures the summary shows. */
    async health(
      userId: string,
      query: AnalyticsQuery,
      priority: AnalyticsCachePriority = cachePriorityOf.tool,
    ): Promise<HealthResponse> {
      return analyticsHealthOf(await service.summary(userId, query, priority));
    },

    /** A sync wrote new rows: the user's cached analytics no longer hold. */
    async invalidate(userId: string): Promise<void> {
      await deps.redis?.incr(versionKey(userId)).catch(() => undefined);
    },
  };
  return service;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
