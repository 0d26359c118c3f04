import { api } from '@scp/shared/client/api';
import {
  feedResponseSchema,
  hashtagsResponseSchema,
  type FeedQuery,
  type FeedResponse,
  type FollowHashtagRequest,
  type HashtagsResponse,
} from '@scp/shared/contracts/dashboard/inspiration';

/** The feed's pages and the hashtags it follows (inspiration.ts); following or not reads the feed anew. */
export const inspirationFeedApi = api
  .enhanceEndpoints({ addTagTypes: ['InspirationFeed', 'FollowedHashtags'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInspirationFeed: build.query<FeedResponse, FeedQuery>({
        query: (query) => {
          const params = new URLSearchParams();
          for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
          const search = params.toString();
          return { url: `/dashboard/inspiration/feed${search ? `?${search}` : ''}` };
        },
        responseSchema: feedResponseSchema,
        providesTags: ['InspirationFeed'],
      }),
      listFollowedHashtags: build.query<HashtagsResponse, void>({
        query: () => ({ url: '/dashboard/inspiration/hashtags' }),
        responseSchema: hashtagsResponseSchema,
        providesTags: ['FollowedHashtags'],
      }),
      followHashtag: build.mutation<HashtagsResponse, FollowHashtagRequest>({
        query: (body) => ({ url: '/dashboard/inspiration/hashtags', method: 'POST', body }),
        responseSchema: hashtagsResponseSchema,
        invalidatesTags: ['FollowedHashtags', 'InspirationFeed'],
      }),
      unfollowHashtag: build.mutation<void, string>({
        query: (id) => ({ url: `/dashboard/inspiration/hashtags/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['FollowedHashtags', 'InspirationFeed'],
      }),
    }),
  });

export const {
  useGetInspirationFeedQuery,
  useListFollowedHashtagsQuery,
  useFollowHashtagMutation,
  useUnfollowHashtagMutation,
} = inspirationFeedApi;
