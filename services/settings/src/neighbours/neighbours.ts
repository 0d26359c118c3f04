import type { KeyObject } from 'node:crypto';
import type { Logger } from '@scp/service-kit/logger';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  authInternalPaths,
  notificationProfileSchema,
  type NotificationProfile,
} from '@scp/shared/contracts/auth/auth-internal';
import {
  integrationsInternalPaths,
  MAX_CONNECTED_ACCOUNTS,
  type AccountRef,
  type ForgetAccountRequest,
  type ScheduleSyncRequest,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/**
 * The other services settings calls for a user (docs/architecture.md, Between services), each
 * through its internal API with a service token signed as 'settings'. A neighbour without a URL
 * (outside local mode, unset) answers as one that is down.
 */
export function createNeighbours(options: {
  urls: { auth: string | undefined; dashboard: string | undefined };
  privateKey: KeyObject;
  logger: Logger;
}) {
  const baseUrls: Partial<Record<'auth' | 'dashboard', string>> = {};
  if (options.urls.auth) baseUrls.auth = options.urls.auth;
  if (options.urls.dashboard) baseUrls.dashboard = options.urls.dashboard;
  const client = serviceClient({ caller: 'settings', privateKey: options.privateKey, baseUrls });
  return {
    /** Auth knows the owner's address, name and whether their Email Notifications are on; null for a user it does not know. */
    async notificationProfile(userId: string): Promise<NotificationProfile | null> {
      return client.get(
        'auth',
        authInternalPaths.notificationProfile,
        (body) => notificationProfileSchema.parse(body),
        userId,
      );
    },

    /** The dashboard deletes the account's synced history; throws (503) when it cannot be reached. */
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
     * (every 5 minutes, the first at once) and reads the accounts again, so its figures show the
     * change at once. The accounts a connection brought are named: the dashboard syncs each at once
     * (a user who already has a schedule would otherwise wait for its next run). Best effort: a
     * dashboard that is down does not fail the connection; its next "sync now" or the owner's next
     * connection schedules it.
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

export type Neighbours = ReturnType<typeof createNeighbours>;
