import { randomUUID } from 'node:crypto';
import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import type { SyncResult, SyncService } from './sync-service';

type Only = { platform: string; accountId: string } | undefined;

/** How long a replica's claim on a running sync lasts unless renewed (it is, every third of it, while the sync runs). */
export const SYNC_CLAIM_MS = 60_000;
/** How often a replica waiting on another's sync looks whether it ended. */
export const SYNC_CLAIM_POLL_MS = 250;
/** Deletes the claim only while it still holds our token. */
const RELEASE_IF_OWNER = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** Extends the claim only while it still holds our token. */
const RENEW_IF_OWNER = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * Syncs someone is waiting for (the owner clicked Sync, or has just connected an account) run in
 * this process at once, rather than behind the queue's other work: the queue runs one job at a
 * time, and a user's schedule keeps its slot when it is told again, so a job would wait for
 * whatever runs before it or for the next interval. Were the process to stop meanwhile, the user's
 * schedule completes the work from the last window written.
 *
 * With several replicas (docs/architecture.md, Replicas), a click that lands on another replica than
 * the sync it repeats joins that one too: the running sync holds a claim in Redis (SET NX, renewed
 * while it runs, lapsing if its replica dies), and the other replica waits for it to end instead of
 * reading the platforms a second time. Redis away, each replica syncs on its own (the writes are
 * upserts, so a second run repeats work and duplicates nothing).
 */
export function createImmediateSyncs(sync: SyncService, logger: Logger, redis?: RedisClient) {
  const running = new Map<string, Promise<SyncResult>>();
  const keyOf = (userId: string, only: Only) => `${userId}:${only ? `${only.platform}:${only.accountId}` : '*'}`;
  // The user id is a hash tag, as every per-user key of this service's (Redis Cluster).
  const claimKey = (userId: string, only: Only) =>
    `dashboard:sync:running:{${userId}}:${only ? `${only.platform}:${only.accountId}` : '*'}`;

  /** Runs `work` under the scope's claim, or waits for the replica that holds it (resolving with no work done). */
  const claimed = async (userId: string, only: Only, work: () => Promise<SyncResult>): Promise<SyncResult> => {
    if (!redis) return work();
    const key = claimKey(userId, only);
    const token = randomUUID();
    let taken: string | null;
    try {
      taken = await redis.set(key, token, { NX: true, PX: SYNC_CLAIM_MS });
    } catch (err) {
      logger.warn({ err }, 'cannot claim a sync in Redis: syncing here');
      return work();
    }
    if (taken !== 'OK') {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, SYNC_CLAIM_POLL_MS));
        const holder = await redis.get(key).catch(() => null);
        if (holder === null) return { accounts: 0, documentsWritten: 0 };
      }
    }
    const renew = setInterval(() => {
      redis.eval(RENEW_IF_OWNER, { keys: [key], arguments: [token, String(SYNC_CLAIM_MS)] }).catch(() => undefined);
    }, SYNC_CLAIM_MS / 3);
    renew.unref();
    try {
      return await work();
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE_IF_OWNER, { keys: [key], arguments: [token] }).catch(() => undefined);
    }
  };

  const track = (key: string, job: Promise<SyncResult>): Promise<SyncResult> => {
    const tracked: Promise<SyncResult> = job.finally(() => {
      if (running.get(key) === tracked) running.delete(key);
    });
    // Finished after its asker stopped waiting: its outcome is in the account's sync state.
    tracked.catch(() => undefined);
    running.set(key, tracked);
    return tracked;
  };

  /** A sync of the scope that starts once the one already running (if any) ends. */
  const after = (userId: string, only: Only): Promise<SyncResult> => {
    const key = keyOf(userId, only);
    const before = running.get(key)?.catch(() => undefined) ?? Promise.resolve();
    return track(
      key,
      before.then(() => sync.syncUser(userId, only)),
    );
  };

  return {
    /** A sync of the scope now, or the one already running here or on another replica (a second click joins the first). */
    join(userId: string, only: Only): Promise<SyncResult> {
      return (
        running.get(keyOf(userId, only)) ??
        track(
          keyOf(userId, only),
          claimed(userId, only, () => sync.syncUser(userId, only)),
        )
      );
    },

    /**
     * The accounts a connection just added or renewed, one after the other, each at once. Never
     * joined to a run already going: that one read the owner's accounts (and tokens) before the
     * connection, so it follows it instead.
     */
    connected(userId: string, accounts: AccountRef[]): Promise<void> {
      const all = (async () => {
        for (const account of accounts) await after(userId, account);
      })();
      return all.catch((err: unknown) => logger.error({ err }, 'the sync of newly connected accounts failed'));
    },
  };
}

export type ImmediateSyncs = ReturnType<typeof createImmediateSyncs>;
