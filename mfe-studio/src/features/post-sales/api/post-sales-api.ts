import { api } from '@scp/shared/client/api';
import {
  type PostSalesListResponse,
  postSalesListResponseSchema,
  type PostSalesResponse,
  postSalesResponseSchema,
} from '@scp/shared/contracts/studio/post-sales';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiGet, studioApiUrl } from '../../common/lib/studio-api-url';

/**
 * The shop's orders the owner's posts brought (shared/src/contracts/studio/post-sales.ts): one
 * post's, and several posts' for the library's column. A change to a post reads them again.
 */
export const postSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPostSales: build.query<PostSalesResponse, string>({
      query: (postId) => studioApiUrl(studioApiPaths.postSales(postId)),
      responseSchema: postSalesResponseSchema,
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),
    listPostSales: build.query<PostSalesListResponse, string[]>({
      query: (ids) => studioApiGet(studioApiPaths.postSalesList, { ids: ids.join(',') }),
      responseSchema: postSalesListResponseSchema,
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Post' as const, id })),
    }),
  }),
});

export const { useGetPostSalesQuery, useListPostSalesQuery } = postSalesApi;
