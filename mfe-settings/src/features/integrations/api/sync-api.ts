import { api } from '@scp/shared/client/api';
import {
  type SyncRequest,
  syncStatusResponseSchema,
  type SyncStatusResponse,
} from '@scp/shared/contracts/dashboard/sync';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/**
 * The dashboard service's "sync now" (shared/src/contracts/dashboard/sync.ts), for one connected
 * account. The request waits for the sync (up to ~25 s) and answers every account's last run, or
 * `state: 'running'` when it goes on in the background.
 */
export const syncApi = api.injectEndpoints({
  endpoints: (build) => ({
    syncConnectedAccount: build.mutation<SyncStatusResponse, { platform: PlatformKey; accountId: string }>({
      query: ({ platform, accountId }) => ({
        url: '/dashboard/sync',
        method: 'POST',
        body: { platform, accountId } satisfies SyncRequest,
      }),
      responseSchema: syncStatusResponseSchema,
      // A finished sync wrote new figures: the dashboard's and analytics' cached reads are stale.
      invalidatesTags: (result) => (result?.state === 'completed' ? ['Dashboard', 'Analytics'] : []),
    }),
  }),
});

export const { useSyncConnectedAccountMutation } = syncApi;
