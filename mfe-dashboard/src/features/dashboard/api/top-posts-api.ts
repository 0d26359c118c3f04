import { api } from '@scp/shared/client/api';
import { analyticsQueryOptions } from '@scp/shared/client/dashboard/analytics-api';
import { topPostsResponseSchema, type TopPostsResponse } from '@scp/shared/contracts/dashboard/top-posts';

/** The engagement tab's Top posts (shared/src/contracts/dashboard/top-posts.ts); a sync reads them anew. */
export const topPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopPosts: build.query<TopPostsResponse, void>({
      query: () => '/dashboard/top-posts',
      responseSchema: topPostsResponseSchema,
      providesTags: ['Analytics'],
      // A dashboard query: kept 10 min, retried 2 times (business constants).
      ...analyticsQueryOptions,
    }),
  }),
});

export const { useGetTopPostsQuery } = topPostsApi;
