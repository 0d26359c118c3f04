import { api } from '@scp/shared/client/api';
import { analyticsQueryOptions } from '@scp/shared/client/dashboard/analytics-api';
import type { AnalyticsQuery } from '@scp/shared/contracts/dashboard/analytics';
import { roiResponseSchema, type RoiResponse } from '@scp/shared/contracts/dashboard/roi';

/** Marketing ROI over a range (shared/src/contracts/dashboard/roi.ts); a sync reads it anew. */
export const roiApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoi: build.query<RoiResponse, AnalyticsQuery>({
      query: (params) => ({ url: '/dashboard/roi', params }),
      responseSchema: roiResponseSchema,
      providesTags: ['Analytics'],
      // A dashboard query: kept 10 min, retried 2 times (business constants).
      ...analyticsQueryOptions,
    }),
  }),
});

export const { useGetRoiQuery } = roiApi;
