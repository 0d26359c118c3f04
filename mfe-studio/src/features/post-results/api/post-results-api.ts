import { api } from '@scp/shared/client/api';
import {
  type PostMetricsSeriesResponse,
  postMetricsSeriesResponseSchema,
} from '@scp/shared/contracts/studio/post-metrics';
import { type PostResponse, postResponseSchema, type RetryTargetParams } from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';

/**
 * What became of a post that went out (shared/src/contracts/studio/studio-api.ts, post-metrics.ts):
 * Retry of an account it failed on, and each account's figures day by day.
 */
export const postResultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    retryTarget: build.mutation<PostResponse, RetryTargetParams>({
      query: ({ postId, platform, accountId }) => ({
        url: studioApiUrl(studioApiPaths.retryTarget(postId, platform, accountId)),
        method: 'POST',
      }),
      responseSchema: postResponseSchema,
      // The post is going out again: the page reads it anew (and follows it), the lists show its status.
      invalidatesTags: (_result, error, { postId }) =>
        error
          ? []
          : [
              { type: 'Post', id: postId },
              { type: 'Post', id: 'LIST' },
            ],
    }),
    getPostMetrics: build.query<PostMetricsSeriesResponse, string>({
      query: (postId) => studioApiUrl(studioApiPaths.postMetrics(postId)),
      responseSchema: postMetricsSeriesResponseSchema,
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),
  }),
});

export const { useRetryTargetMutation, useGetPostMetricsQuery } = postResultsApi;
