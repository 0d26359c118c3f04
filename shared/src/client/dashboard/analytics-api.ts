import { api } from '../api';
import { analytics } from '../../contracts/dashboard/dashboard-constants';
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
 * The reads follow the analytics queries' own rules (business constants): stale after 5 min like
 * every query, kept 10 min (not the app's 30) and retried 2 times (not 3).
 */
export const analyticsQueryOptions = {
  keepUnusedDataFor: analytics.queryCacheMs / 1000,
  extraOptions: { maxRetries: analytics.queryRetries },
} as const;

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsSummary, AnalyticsQuery>({
      query: (params) => ({ url: '/dashboard/analytics', params }),
      responseSchema: analyticsSummarySchema,
      providesTags: ['Analytics'],
      ...analyticsQueryOptions,
    }),
    getHealth: build.query<HealthResponse, AnalyticsQuery>({
      query: (params) => ({ url: '/dashboard/health', params }),
      responseSchema: healthResponseSchema,
      providesTags: ['Dashboard'],
      ...analyticsQueryOptions,
    }),
    syncAll: build.mutation<SyncStatusResponse, void>({
      query: () => ({ url: '/dashboard/sync', method: 'POST', body: {} }),
      responseSchema: syncStatusResponseSchema,
      invalidatesTags: (result) => (result?.state === 'completed' ? ['Dashboard', 'Analytics'] : []),
    }),
  }),
});

export const { useGetAnalyticsQuery, useGetHealthQuery, useSyncAllMutation } = analyticsApi;
