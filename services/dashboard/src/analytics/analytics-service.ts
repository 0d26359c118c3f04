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
import { analyticsCacheTtlMs } from '@scp/shared/contracts/dashboard/dashboard-constants';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { hasShopRows, readAnalyticsFigures, readSyncStates } from './analytics-model';
import { snapshotFingerprint, type ConnectionSnapshot, type ConnectionSnapshots } from './connection-snapshot';

/** The cache lifetime of a range (the analytics cache table, medium priority): shorter the nearer it is to now. */
export function cacheTtlMs(days: number): number {
  if (days <= analyticsCacheTtlMs.realtime.maxRangeDays) return analyticsCacheTtlMs.realtime.medium;
  if (days <= analyticsCacheTtlMs.daily.maxRangeDays) return analyticsCacheTtlMs.daily.medium;
  return analyticsCacheTtlMs.historical.medium;
}

const versionKey = (userId: string) => `analytics:version:${userId}`;

/**
 * The owner's analytics: the sums of the synced daily rows (analytics-model.ts) turned into the
 * answer by the shared analytics computation (the one the demo dataset runs too), cached in Redis per
 * range for the range's lifetime and dropped when a sync writes (the user's cache version moves on).
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
    async summary(userId: string, query: AnalyticsQuery): Promise<AnalyticsSummary> {
      const today = isoDay(now());
      const range = resolveDateRange(query, today);
      if (!range) throw AppError.validation('The start date is after the end date.', 'startDate');
      // Revalidated before the parallel reads: a stale snapshot is built again from settings here.
      const snapshot = deps.snapshots ? await deps.snapshots.get(userId) : null;
      const redis = deps.redis;
      const version = redis ? ((await redis.get(versionKey(userId)).catch(() => null)) ?? '0') : '0';
      const accountSet = snapshot ? snapshotFingerprint(snapshot) : 'synced';
      const key = `analytics:summary:${userId}:${version}:${accountSet}:${range.current.start}:${range.current.end}:${range.previous ? 'prev' : 'none'}`;
      if (redis) {
        const hit = await redis.get(key).catch(() => null);
        if (hit)
          return { ...(JSON.parse(hit) as AnalyticsSummary), metadata: { ...JSON.parse(hit).metadata, cached: true } };
      }
      const summary = await compute(userId, range, snapshot);
      if (redis) {
        await redis.set(key, JSON.stringify(summary), { PX: cacheTtlMs(range.current.days) }).catch(() => undefined);
      }
      return summary;
    },

    /** Both health readings, from the same figures the summary shows. */
    async health(userId: string, query: AnalyticsQuery): Promise<HealthResponse> {
      return analyticsHealthOf(await service.summary(userId, query));
    },

    /** A sync wrote new rows: the user's cached analytics no longer hold. */
    async invalidate(userId: string): Promise<void> {
      await deps.redis?.incr(versionKey(userId)).catch(() => undefined);
    },
  };
  return service;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
