import { api } from '@scp/shared/client/api';
import {
  type MoodboardBoardRequest,
  type MoodboardItemCreateRequest,
  type MoodboardResponse,
  moodboardResponseSchema,
} from '@scp/shared/contracts/studio/moodboard-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';
import { withBoardMoved, withItemMoved } from '../lib/moodboard-order';

type Dispatch = (action: unknown) => unknown;

/**
 * Every write answers the whole moodboard (moodboard-api.ts): the answer becomes the page's moodboard,
 * so the order shown is the one the service keeps. A move shows at once and goes back if refused.
 */
async function keepAnswer(dispatch: Dispatch, queryFulfilled: Promise<{ data: MoodboardResponse }>, undo?: () => void) {
  try {
    const { data } = await queryFulfilled;
    dispatch(moodboardApi.util.upsertQueryData('getMoodboard', undefined, data));
  } catch {
    undo?.();
  }
}

export const moodboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoodboard: build.query<MoodboardResponse, void>({
      query: () => ({ url: studioApiUrl(studioApiPaths.moodboard) }),
      responseSchema: moodboardResponseSchema,
    }),
    createMoodboardBoard: build.mutation<MoodboardResponse, MoodboardBoardRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.moodboardBoards), method: 'POST', body }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    renameMoodboardBoard: build.mutation<MoodboardResponse, { boardId: string; name: string }>({
      query: ({ boardId, name }) => ({
        url: studioApiUrl(studioApiPaths.moodboardBoard(boardId)),
        method: 'PATCH',
        body: { name },
      }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    deleteMoodboardBoard: build.mutation<MoodboardResponse, string>({
      query: (boardId) => ({ url: studioApiUrl(studioApiPaths.moodboardBoard(boardId)), method: 'DELETE' }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    moveMoodboardBoard: build.mutation<MoodboardResponse, { boardId: string; position: number }>({
      query: ({ boardId, position }) => ({
        url: studioApiUrl(studioApiPaths.moodboardBoardMove(boardId)),
        method: 'POST',
        body: { position },
      }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: ({ boardId, position }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          moodboardApi.util.updateQueryData('getMoodboard', undefined, (draft) =>
            withBoardMoved(draft, boardId, position),
          ),
        );
        return keepAnswer(dispatch, queryFulfilled, () => patch.undo());
      },
    }),
    addMoodboardItem: build.mutation<MoodboardResponse, { boardId: string; body: MoodboardItemCreateRequest }>({
      query: ({ boardId, body }) => ({
        url: studioApiUrl(studioApiPaths.moodboardBoardItems(boardId)),
        method: 'POST',
        body,
      }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    updateMoodboardItem: build.mutation<MoodboardResponse, { itemId: string; text: string }>({
      query: ({ itemId, text }) => ({
        url: studioApiUrl(studioApiPaths.moodboardItem(itemId)),
        method: 'PATCH',
        body: { text },
      }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    deleteMoodboardItem: build.mutation<MoodboardResponse, string>({
      query: (itemId) => ({ url: studioApiUrl(studioApiPaths.moodboardItem(itemId)), method: 'DELETE' }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepAnswer(dispatch, queryFulfilled),
    }),
    moveMoodboardItem: build.mutation<MoodboardResponse, { itemId: string; boardId: string; position: number }>({
      query: ({ itemId, boardId, position }) => ({
        url: studioApiUrl(studioApiPaths.moodboardItemMove(itemId)),
        method: 'POST',
        body: { boardId, position },
      }),
      responseSchema: moodboardResponseSchema,
      onQueryStarted: ({ itemId, boardId, position }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          moodboardApi.util.updateQueryData('getMoodboard', undefined, (draft) =>
            withItemMoved(draft, itemId, boardId, position),
          ),
        );
        return keepAnswer(dispatch, queryFulfilled, () => patch.undo());
      },
    }),
  }),
});

export const {
  useGetMoodboardQuery,
  useCreateMoodboardBoardMutation,
  useRenameMoodboardBoardMutation,
  useDeleteMoodboardBoardMutation,
  useMoveMoodboardBoardMutation,
  useAddMoodboardItemMutation,
  useUpdateMoodboardItemMutation,
  useDeleteMoodboardItemMutation,
  useMoveMoodboardItemMutation,
} = moodboardApi;
