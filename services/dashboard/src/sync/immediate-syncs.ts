import type { Logger } from '@scp/service-kit/logger';
import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import type { SyncResult, SyncService } from './sync-service';

type Only = { platform: string; accountId: string } | undefined;

/**
 * Syncs someone is waiting for (the owner clicked Sync, or has just connected an account) run in
 * this process at once, rather than behind the queue's other work: the queue runs one job at a
 * time, and a user's schedule keeps its slot when it is told again, so a job would wait for
 * whatever runs before it or for the next interval. Were the process to stop meanwhile, the user's
 * schedule completes the work from the last window written.
 */
export function createImmediateSyncs(sync: SyncService, logger: Logger) {
  const running = new Map<string, Promise<SyncResult>>();
  const keyOf = (userId: string, only: Only) => `${userId}:${only ? `${only.platform}:${only.accountId}` : '*'}`;

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
    /** A sync of the scope now, or the one already running (a second click joins the first). */
    join(userId: string, only: Only): Promise<SyncResult> {
      return running.get(keyOf(userId, only)) ?? track(keyOf(userId, only), sync.syncUser(userId, only));
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
