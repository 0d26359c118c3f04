import { api } from '@scp/shared/client/api';
import {
  type BestTimesQuery,
  type BestTimesResponse,
  bestTimesResponseSchema,
  type PostCreateRequest,
  type PostResponse,
  postResponseSchema,
  type PostUpdateRequest,
  type ScheduleRequest,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiGet } from '../../common/lib/studio-api-url';

/** The shared api's base URL is `/api` already: the catalogue's paths without it. */
const underApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * The post editor's endpoints of the studio service (shared/src/contracts/studio/studio-api.ts). Each
 * answer is the post as stored: it replaces the cached one, and the lists (home, calendar) refetch.
 */
export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPost: build.query<PostResponse, string>({
      query: (postId) => underApi(studioApiPaths.post(postId)),
      responseSchema: postResponseSchema,
      providesTags: (_result, _error, postId) => [{ type: 'Post', id: postId }],
    }),
    createPost: build.mutation<PostResponse, PostCreateRequest>({
      query: (body) => ({ url: underApi(studioApiPaths.posts), method: 'POST', body }),
      responseSchema: postResponseSchema,
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
      onQueryStarted: storeAnswer,
    }),
    updatePost: build.mutation<PostResponse, { postId: string; body: PostUpdateRequest }>({
      query: ({ postId, body }) => ({ url: underApi(studioApiPaths.post(postId)), method: 'PATCH', body }),
      responseSchema: postResponseSchema,
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
      onQueryStarted: storeAnswer,
    }),
    schedulePost: build.mutation<PostResponse, { postId: string; body: ScheduleRequest }>({
      query: ({ postId, body }) => ({ url: underApi(studioApiPaths.schedulePost(postId)), method: 'POST', body }),
      responseSchema: postResponseSchema,
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
      onQueryStarted: storeAnswer,
    }),
    cancelPost: build.mutation<PostResponse, string>({
      query: (postId) => ({ url: underApi(studioApiPaths.cancelPost(postId)), method: 'POST' }),
      responseSchema: postResponseSchema,
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
      onQueryStarted: storeAnswer,
    }),
    publishPost: build.mutation<PostResponse, string>({
      query: (postId) => ({ url: underApi(studioApiPaths.publishPost(postId)), method: 'POST' }),
      responseSchema: postResponseSchema,
      invalidatesTags: [{ type: 'Post', id: 'LIST' }],
      onQueryStarted: storeAnswer,
    }),
    /** 'Best time': the next best hours to post on a platform, on the owner's wall clock. */
    listBestTimes: build.query<BestTimesResponse, BestTimesQuery>({
      query: (params) => studioApiGet(studioApiPaths.bestTimes, params),
      responseSchema: bestTimesResponseSchema,
    }),
  }),
});

async function storeAnswer(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: PostResponse }> },
): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(editorApi.util.upsertQueryData('getPost', data.post.id, data));
}

export const {
  useGetPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useSchedulePostMutation,
  useCancelPostMutation,
  usePublishPostMutation,
  useListBestTimesQuery,
} = editorApi;
