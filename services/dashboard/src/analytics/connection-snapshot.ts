import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import type { RedisClient } from '@scp/service-kit/redis';
import { connectionSnapshot } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { isValidPlatformAccountId } from '@scp/shared/contracts/settings/connected-accounts';
import { platformAccountId, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { AccountsSource } from '../neighbours/settings-accounts';

export interface SnapshotAccount {
  platform: PlatformKey;
  accountId: string;
}

/** The accounts the owner has connected right now, as settings listed them (entities, states and transitions). */
export interface ConnectionSnapshot {
  /** Sorted by platform, then account id; no duplicates, no ids that break their platform's rule. */
  accounts: SnapshotAccount[];
  createdAt: string;
  expiresAt: string;
}

export const CONNECTION_LOCKED_MESSAGE = 'Connection state locked for user';

// The user id is a hash tag: STORE_IF_OWNER takes both keys, which a Redis Cluster needs in one slot.
const snapshotKey = (userId: string) => `dashboard:connections:snapshot:{${userId}}`;
const lockKey = (userId: string) => `dashboard:connections:lock:{${userId}}`;

/** Deletes the lock only while it still holds our token (a forced release may have handed it on). */
const RELEASE_IF_OWNER = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** Stores the snapshot only while we still hold the lock: an invalidation meanwhile drops it and our (older) list. */
const STORE_IF_OWNER = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3]) return 1 end return 0`;

/** A short fingerprint of the account set, for cache keys: a connection or disconnection changes it. */
export function snapshotFingerprint(snapshot: ConnectionSnapshot): string {
  const list = snapshot.accounts.map((account) => `${account.platform}:${account.accountId}`).join('\n');
  return createHash('sha256').update(list).digest('base64url').slice(0, 12);
}

/**
 * The per-user connection snapshot: the owner's connected accounts, read from settings at most once
 * per 30 s. It is kept in Redis (shared by every instance) and built under a per-user lock (SET NX):
 * a caller that finds the lock taken re-reads the snapshot after 200 ms, then 400 ms (the holder may
 * have written it); after 3 attempts the lock is forced free and taken once more, and a lock that is
 * still taken then is a 409. Settings out of reach gives null (the caller falls back); a Redis out of
 * reach reads settings directly.
 */
export function createConnectionSnapshots(deps: {
  redis: RedisClient | undefined;
  source: Pick<AccountsSource, 'accounts'>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { ttlMs, maxAttempts, backoffMs } = connectionSnapshot;
  /** This process's builds in progress: concurrent callers for one user share one. */
  const building = new Map<string, Promise<ConnectionSnapshot | null>>();

  /** From settings, the invalid ids dropped; null when settings cannot be reached. */
  const fromSettings = async (userId: string): Promise<ConnectionSnapshot | null> => {
    let listed: Array<{ platform: PlatformKey; accountId: string }>;
    try {
      listed = await deps.source.accounts(userId);
    } catch {
      return null;
    }
    const unique = new Map<string, SnapshotAccount>();
    for (const { platform, accountId } of listed)
      if (isValidPlatformAccountId(platform, accountId))
        unique.set(`${platform}\n${accountId}`, { platform, accountId });
    const accounts = [...unique.values()]
      .sort((a, b) => a.platform.localeCompare(b.platform) || a.accountId.localeCompare(b.accountId))
      .slice(0, platformAccountId.maxPerSnapshot);
    const createdAt = now();
    return {
      accounts,
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + ttlMs).toISOString(),
    };
  };

  const stored = async (redis: RedisClient, userId: string): Promise<ConnectionSnapshot | null> => {
    const text = await redis.get(snapshotKey(userId));
    if (!text) return null;
    try {
      const snapshot = JSON.parse(text) as ConnectionSnapshot;
      return Date.parse(snapshot.expiresAt) > now() ? snapshot : null;
    } catch {
      return null;
    }
  };

  const takeLock = async (redis: RedisClient, userId: string): Promise<string | null> => {
    const token = randomUUID();
    const reply = await redis.set(lockKey(userId), token, {
      condition: 'NX',
      // A holder that died keeps nobody waiting longer than the snapshot would have lived.
      expiration: { type: 'PX', value: ttlMs },
    });
    return reply === 'OK' ? token : null;
  };

  const buildHolding = async (redis: RedisClient, userId: string, token: string) => {
    try {
      const snapshot = await fromSettings(userId);
      if (snapshot)
        await redis.eval(STORE_IF_OWNER, {
          keys: [lockKey(userId), snapshotKey(userId)],
          arguments: [token, JSON.stringify(snapshot), String(ttlMs)],
        });
      return snapshot;
    } finally {
      await redis.eval(RELEASE_IF_OWNER, { keys: [lockKey(userId)], arguments: [token] }).catch(() => undefined);
    }
  };

  const load = async (redis: RedisClient, userId: string): Promise<ConnectionSnapshot | null> => {
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const valid = await stored(redis, userId);
      if (valid) return valid;
      const token = await takeLock(redis, userId);
      if (token) return buildHolding(redis, userId, token);
      // 200 ms, then 400 ms (were there more attempts, the last wait would repeat).
      if (attempt < maxAttempts) await sleep(backoffMs[Math.min(attempt, backoffMs.length) - 1] ?? 0);
    }
    // The holder is stuck or gone: force the lock free and take it once more.
    await redis.del(lockKey(userId));
    const token = await takeLock(redis, userId);
    if (token) return buildHolding(redis, userId, token);
    throw AppError.conflict(CONNECTION_LOCKED_MESSAGE);
  };

  const viaRedis = async (userId: string): Promise<ConnectionSnapshot | null> => {
    const redis = deps.redis;
    if (!redis) return fromSettings(userId);
    try {
      return await load(redis, userId);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Redis out of reach: settings directly, nothing kept.
      return fromSettings(userId);
    }
  };

  return {
    /** The user's valid snapshot (reused, or built now); null when settings cannot be reached. */
    get(userId: string): Promise<ConnectionSnapshot | null> {
      const joined = building.get(userId);
      if (joined) return joined;
      const pending: Promise<ConnectionSnapshot | null> = viaRedis(userId).finally(() => {
        if (building.get(userId) === pending) building.delete(userId);
      });
      building.set(userId, pending);
      return pending;
    },

    /**
     * The user's connections changed: the next get() reads settings again. A build in progress
     * loses its lock (so it does not store the list it read before the change) and is not joined.
     */
    async invalidate(userId: string): Promise<void> {
      building.delete(userId);
      await deps.redis?.del([snapshotKey(userId), lockKey(userId)]).catch(() => undefined);
    },
  };
}

export type ConnectionSnapshots = ReturnType<typeof createConnectionSnapshots>;
