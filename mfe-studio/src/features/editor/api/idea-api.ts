import { api } from '@scp/shared/client/api';
import { type MoodboardItemResponse, moodboardItemResponseSchema } from '@scp/shared/contracts/studio/moodboard-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';

/** One moodboard item, for a new post started from it ('Use as inspiration'). */
export const ideaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoodboardItem: build.query<MoodboardItemResponse, string>({
      query: (itemId) => ({ url: studioApiUrl(studioApiPaths.moodboardItem(itemId)) }),
      responseSchema: moodboardItemResponseSchema,
    }),
  }),
});

export const { useGetMoodboardItemQuery } = ideaApi;
