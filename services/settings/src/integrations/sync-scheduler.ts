import type { KeyObject } from 'node:crypto';
import type { Logger } from '@scp/service-kit/logger';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  integrationsInternalPaths,
  MAX_CONNECTED_ACCOUNTS,
  type AccountRef,
  type ForgetAccountRequest,
  type ScheduleSyncRequest,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/**
 * Tells the dashboard service a user has accounts to sync, so it keeps them synced (every 5
 * minutes, the first at once). Best effort: a dashboard that is down does not fail the connection;
 * its next "sync now" or the owner's next connection schedules it.
 */
export function createSyncScheduler(options: {
  dashboardUrl: string | undefined;
  privateKey: KeyObject;
  logger: Logger;
}) {
  const client = serviceClient({
    caller: 'settings',
    privateKey: options.privateKey,
    baseUrls: options.dashboardUrl ? { dashboard: options.dashboardUrl } : {},
  });
  return {
    /** Deletes the account's synced history; throws (503) when the dashboard cannot be reached. */
    async forgetAccount(userId: string, platform: PlatformKey, accountId: string): Promise<void> {
      await client.post(
        'dashboard',
        integrationsInternalPaths.forgetAccount,
        { platform, accountId } satisfies ForgetAccountRequest,
        () => undefined,
        userId,
      );
    },
    /**
     * An account was connected or disconnected: the dashboard schedules (or drops) the user's syncs
     * and reads the accounts again, so its figures show the change at once. The accounts a
     * connection brought are named: the dashboard syncs each at once (a user who already has a
     * schedule would otherwise wait for its next run).
     */
    async accountsChanged(userId: string, connected: AccountRef[] = []): Promise<void> {
      const requests: ScheduleSyncRequest[] = [];
      for (let start = 0; start < connected.length; start += MAX_CONNECTED_ACCOUNTS)
        requests.push({ connected: connected.slice(start, start + MAX_CONNECTED_ACCOUNTS) });
      try {
        for (const body of requests.length ? requests : [{}])
          await client.post('dashboard', integrationsInternalPaths.scheduleSync, body, () => undefined, userId);
      } catch (err) {
        options.logger.warn({ err }, 'the dashboard was not told the accounts changed');
      }
    },
  };
}

export type SyncScheduler = ReturnType<typeof createSyncScheduler>;
