import { api } from '@scp/shared/client/api';
import { topPostsResponseSchema, type TopPostsResponse } from '@scp/shared/contracts/dashboard/top-posts';

/** The engagement tab's Top posts (shared/src/contracts/dashboard/top-posts.ts); a sync reads them anew. */
export const topPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopPosts: build.query<TopPostsResponse, void>({
      query: () => '/dashboard/top-posts',
      responseSchema: topPostsResponseSchema,
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetTopPostsQuery } = topPostsApi;
