import { api } from '@scp/shared/client/api';
import {
  type Post,
  type PostListQuery,
  type PostListResponse,
  postListResponseSchema,
  type PostResponse,
  postResponseSchema,
  type PostSummaryResponse,
  postSummaryResponseSchema,
  type ScheduleRequest,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { instantOf } from '@scp/shared/contracts/studio/zoned-time';
import { studioApiGet, studioApiUrl } from '../lib/studio-api-url';

/** The list every cached post list provides, so that any change to a post refreshes them all. */
const POST_LIST = { type: 'Post', id: 'LIST' } as const;

export interface MovePostArgs extends ScheduleRequest {
  postId: string;
}

/**
 * The owner's posts as the home, the calendar and the content library read them
 * (shared/src/contracts/studio/studio-api.ts), and the calendar's move of a post to another time.
 */
export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudioPosts: build.query<PostListResponse, PostListQuery>({
      query: (params) => studioApiGet(studioApiPaths.posts, params),
      responseSchema: postListResponseSchema,
      providesTags: (result) => [
        POST_LIST,
        ...(result?.posts ?? []).map((post) => ({ type: 'Post' as const, id: post.id })),
      ],
    }),
    studioPostSummary: build.query<PostSummaryResponse, void>({
      query: () => ({ url: studioApiUrl(studioApiPaths.postsSummary) }),
      responseSchema: postSummaryResponseSchema,
      providesTags: [POST_LIST],
    }),
    /**
     * Moves a scheduled post to `at` (a wall-clock time in `timeZone`). Every cached list shows it at
     * the new time at once; a refusal puts it back (the caller tells the owner why).
     */
    moveStudioPost: build.mutation<PostResponse, MovePostArgs>({
      query: ({ postId, at, timeZone }) => ({
        url: studioApiUrl(studioApiPaths.schedulePost(postId)),
        method: 'POST',
        body: { at, timeZone } satisfies ScheduleRequest,
      }),
      responseSchema: postResponseSchema,
      invalidatesTags: (result, _error, { postId }) => (result ? [POST_LIST, { type: 'Post', id: postId }] : []),
      async onQueryStarted({ postId, at, timeZone }, { dispatch, getState, queryFulfilled }) {
        const target = instantOf(at, timeZone);
        if (!target.ok) return;
        const scheduledAt = target.instant.toISOString();
        const patches = postsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Post', id: postId }])
          .filter(({ endpointName }) => endpointName === 'listStudioPosts')
          .map(({ originalArgs }) =>
            dispatch(
              postsApi.util.updateQueryData('listStudioPosts', originalArgs as PostListQuery, (draft) => {
                const post = draft.posts.find((candidate: Post) => candidate.id === postId);
                if (post) post.scheduledAt = scheduledAt;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useListStudioPostsQuery, useStudioPostSummaryQuery, useMoveStudioPostMutation } = postsApi;
