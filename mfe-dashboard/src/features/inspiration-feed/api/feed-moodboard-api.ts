import { api } from '@scp/shared/client/api';
import {
  moodboardResponseSchema,
  type MoodboardItemCreateRequest,
  type MoodboardResponse,
} from '@scp/shared/contracts/studio/moodboard-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';

/** The studio's paths are `/api/...`; the app's api already starts at /api. */
const relative = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * The studio's moodboard API (moodboard-api.ts), as the feed's 'Save' and 'Use as inspiration'
 * need it: the boards, a new board when there is none, and a saved post last on a board. Named apart
 * from the studio remote's own moodboard endpoints, which share this api.
 */
export const feedMoodboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedMoodboard: build.query<MoodboardResponse, void>({
      query: () => ({ url: relative(studioApiPaths.moodboard) }),
      responseSchema: moodboardResponseSchema,
    }),
    feedCreateBoard: build.mutation<MoodboardResponse, { name: string }>({
      query: (body) => ({ url: relative(studioApiPaths.moodboardBoards), method: 'POST', body }),
      responseSchema: moodboardResponseSchema,
    }),
    feedSaveItem: build.mutation<MoodboardResponse, { boardId: string; item: MoodboardItemCreateRequest }>({
      query: ({ boardId, item }) => ({
        url: relative(studioApiPaths.moodboardBoardItems(boardId)),
        method: 'POST',
        body: item,
      }),
      responseSchema: moodboardResponseSchema,
    }),
  }),
});

export const { useLazyFeedMoodboardQuery, useFeedCreateBoardMutation, useFeedSaveItemMutation } = feedMoodboardApi;
