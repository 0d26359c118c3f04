import { api } from '../api';
import {
  analyticsSummarySchema,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '../../contracts/dashboard/analytics';
import { healthResponseSchema, type HealthResponse } from '../../contracts/dashboard/health';
import { syncStatusResponseSchema, type SyncStatusResponse } from '../../contracts/dashboard/sync';

/**
 * The dashboard service's reads (shared/src/contracts/dashboard/analytics.ts, health.ts) and its
 * "sync everything now". A finished sync invalidates both reads, so the figures follow at once.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsSummary, AnalyticsQuery>({
      query: (params) => ({ url: '/dashboard/analytics', params }),
      responseSchema: analyticsSummarySchema,
      providesTags: ['Analytics'],
    }),
    getHealth: build.query<HealthResponse, AnalyticsQuery>({
      query: (params) => ({ url: '/dashboard/health', params }),
      responseSchema: healthResponseSchema,
      providesTags: ['Dashboard'],
    }),
    syncAll: build.mutation<SyncStatusResponse, void>({
      query: () => ({ url: '/dashboard/sync', method: 'POST', body: {} }),
      responseSchema: syncStatusResponseSchema,
      invalidatesTags: (result) => (result?.state === 'completed' ? ['Dashboard', 'Analytics'] : []),
    }),
  }),
});

export const { useGetAnalyticsQuery, useGetHealthQuery, useSyncAllMutation } = analyticsApi;
