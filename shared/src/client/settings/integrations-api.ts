import { api } from '../api';
import {
  connectedAccountsResponseSchema,
  connectResponseSchema,
  type ConnectedAccountsResponse,
  type ConnectRequest,
  type ConnectResponse,
} from '../../contracts/settings/connected-accounts';
import type { PlatformKey } from '../../contracts/settings/integrations-constants';

/** The settings service's connected-account endpoints (shared/src/contracts/settings/connected-accounts.ts). */
export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConnectedAccounts: build.query<ConnectedAccountsResponse, void>({
      query: () => '/settings/integrations/accounts',
      responseSchema: connectedAccountsResponseSchema,
      // Other screens (the dashboard's connection snapshot) invalidate it after their own changes.
      providesTags: ['ConnectedAccount'],
    }),
    connectPlatform: build.mutation<ConnectResponse, ConnectRequest>({
      query: (body) => ({ url: '/settings/integrations/connect', method: 'POST', body }),
      responseSchema: connectResponseSchema,
    }),
    refreshConnectedAccounts: build.mutation<ConnectedAccountsResponse, void>({
      query: () => ({ url: '/settings/integrations/accounts/refresh', method: 'POST' }),
      responseSchema: connectedAccountsResponseSchema,
      // The answer is every account as the platforms see it now: it replaces the cached list.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(integrationsApi.util.upsertQueryData('listConnectedAccounts', undefined, data));
      },
    }),
    /**
     * Disconnects an account. Its synced history (posts, metrics) stays unless `deleteHistory` asks
     * for it to go too (`?deleteHistory=true`).
     */
    disconnectAccount: build.mutation<
      ConnectedAccountsResponse,
      { platform: PlatformKey; accountId: string; deleteHistory: boolean }
    >({
      query: ({ platform, accountId, deleteHistory }) => ({
        url: `/settings/integrations/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}${deleteHistory ? '?deleteHistory=true' : ''}`,
        method: 'DELETE',
      }),
      responseSchema: connectedAccountsResponseSchema,
      // The answer is the remaining accounts: they replace the cached list at once. A read of the
      // list already in flight (a real-time event asked for it) may still land after that with the
      // account in it; the invalidation reads it once more after every such read.
      invalidatesTags: ['ConnectedAccount'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(integrationsApi.util.upsertQueryData('listConnectedAccounts', undefined, data));
      },
    }),
  }),
});

export const {
  useListConnectedAccountsQuery,
  useConnectPlatformMutation,
  useRefreshConnectedAccountsMutation,
  useDisconnectAccountMutation,
} = integrationsApi;
