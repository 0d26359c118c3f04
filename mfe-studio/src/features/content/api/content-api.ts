import { api } from '@scp/shared/client/api';
import {
  type MediaListQuery,
  type MediaListResponse,
  mediaListResponseSchema,
  type Post,
  type PostCreateRequest,
  type PostResponse,
  postResponseSchema,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiGet, studioApiUrl } from '../../common/lib/studio-api-url';

/** A new draft with what `post` says (its text, hashtags, media and accounts with their own edits). */
export function reuseRequestOf(post: Pick<Post, 'text' | 'hashtags' | 'media' | 'targets'>): PostCreateRequest {
  return {
    text: post.text,
    hashtags: post.hashtags,
    media: post.media.map(({ id, alt }) => ({ id, alt })),
    targets: post.targets.map(({ platform, accountId, text, title, link, boardId, firstComment }) => ({
      platform,
      accountId,
      text,
      title,
      link,
      boardId,
      firstComment,
    })),
  };
}

/** The library's media, and its 'Reuse': a new draft made from a post or a media item. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudioMedia: build.query<MediaListResponse, MediaListQuery>({
      query: (params) => studioApiGet(studioApiPaths.media, params),
      responseSchema: mediaListResponseSchema,
      providesTags: [{ type: 'StudioMedia', id: 'LIST' }],
    }),
    createReusedPost: build.mutation<PostResponse, PostCreateRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.posts), method: 'POST', body }),
      responseSchema: postResponseSchema,
      invalidatesTags: (result) => (result ? [{ type: 'Post', id: 'LIST' }] : []),
    }),
  }),
});

export const { useListStudioMediaQuery, useCreateReusedPostMutation } = contentApi;
