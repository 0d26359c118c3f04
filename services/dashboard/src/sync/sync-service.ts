import { isPlatformError } from '../neighbours/settings-reads';
import type { AccountsSource } from '../neighbours/settings-accounts';
import { forgetAccount } from './forget-account';
import { linkConversions } from './link-conversions';
import { failedOutcomeOf, recordSyncOutcome } from './record-sync-outcome';
import { syncAccount, type AccountSyncDeps } from './sync-account';
import { readSyncStatus } from './sync-status';

export interface SyncResult {
  accounts: number;
  documentsWritten: number;
}

/**
 * One user's sync, composed of its use cases: each usable account read and written
 * (sync-account.ts), its outcome kept and told to settings (record-sync-outcome.ts), then the shop's
 * conversion rates linked to the analytics sessions (link-conversions.ts). Writes are keyed by what
 * they describe, so reading a day again writes nothing unless the platform's numbers changed. One
 * account's platform failing is reported and the others go on.
 */
export function createSyncService(
  options: Omit<AccountSyncDeps, 'now'> & {
    source: AccountsSource;
    /** Told when a run wrote something: what was computed from the old rows no longer holds. */
    onWritten?: (userId: string) => Promise<void>;
    now?: () => number;
  },
) {
  const deps = { ...options, now: options.now ?? Date.now };
  const { source, logger } = deps;

  return {
    /** Syncs the user's accounts (or the one named); answers how many documents it wrote. */
    async syncUser(userId: string, only?: { platform: string; accountId: string }): Promise<SyncResult> {
      const accounts = (await source.accounts(userId)).filter(
        (account) =>
          account.usable && (!only || (account.platform === only.platform && account.accountId === only.accountId)),
      );
      let documentsWritten = 0;
      let earliest: string | undefined;
      for (const account of accounts) {
        try {
          const { written, from } = await syncAccount(deps, userId, account);
          if (account.platform === 'shopify' || account.platform === 'google-analytics')
            earliest = earliest && earliest < from ? earliest : from;
          documentsWritten += written;
          await recordSyncOutcome(deps, userId, account, 'ok', written);
        } catch (err) {
          if (!isPlatformError(err)) throw err;
          const { outcome, reason } = failedOutcomeOf(err);
          logger.warn({ platform: account.platform, outcome, reason: err.message }, 'account sync failed');
          await recordSyncOutcome(deps, userId, account, outcome, 0, reason);
        }
      }
      if (earliest) documentsWritten += await linkConversions(userId, earliest);
      if (documentsWritten > 0) await deps.onWritten?.(userId);
      logger.info({ accounts: accounts.length, documentsWritten }, 'user synced');
      return { accounts: accounts.length, documentsWritten };
    },

    status: readSyncStatus,

    forgetAccount,

    /** Whether the user still has accounts to sync (a schedule without any is removed). */
    async hasAccounts(userId: string): Promise<boolean> {
      return (await source.accounts(userId)).length > 0;
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
