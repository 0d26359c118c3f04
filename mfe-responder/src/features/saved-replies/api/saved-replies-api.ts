import { api } from '@scp/shared/client/api';
import {
  savedReplyDeleteResponseSchema,
  savedReplyListResponseSchema,
  savedReplyPaths,
  savedReplyResponseSchema,
  type SavedReply,
  type SavedReplyDeleteResponse,
  type SavedReplyListResponse,
  type SavedReplyRequest,
  type SavedReplyResponse,
} from '@scp/shared/contracts/responder/saved-replies';

/** The shared api's base URL is `/api`: the contract's paths without it. */
const local = (path: string) => path.replace(/^\/api/, '');

const byTitle = (a: SavedReply, b: SavedReply) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

/**
 * The owner's saved replies (saved-replies.ts contracts). Each change writes its answer into the list
 * already read, so the manager and the reply box's '/' picker show it at once without a second read.
 */
export const savedRepliesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedReplies: build.query<SavedReplyListResponse, void>({
      query: () => local(savedReplyPaths.list),
      responseSchema: savedReplyListResponseSchema,
    }),
    createSavedReply: build.mutation<SavedReplyResponse, SavedReplyRequest>({
      query: (body) => ({ url: local(savedReplyPaths.list), method: 'POST', body }),
      responseSchema: savedReplyResponseSchema,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          savedRepliesApi.util.updateQueryData('listSavedReplies', undefined, (draft) => {
            draft.saved_replies = [...draft.saved_replies, data.saved_reply].sort(byTitle);
          }),
        );
      },
    }),
    updateSavedReply: build.mutation<SavedReplyResponse, SavedReplyRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: local(savedReplyPaths.one(id)), method: 'PUT', body }),
      responseSchema: savedReplyResponseSchema,
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          savedRepliesApi.util.updateQueryData('listSavedReplies', undefined, (draft) => {
            draft.saved_replies = draft.saved_replies
              .map((reply) => (reply.id === data.saved_reply.id ? data.saved_reply : reply))
              .sort(byTitle);
          }),
        );
      },
    }),
    deleteSavedReply: build.mutation<SavedReplyDeleteResponse, string>({
      query: (id) => ({ url: local(savedReplyPaths.one(id)), method: 'DELETE' }),
      responseSchema: savedReplyDeleteResponseSchema,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          savedRepliesApi.util.updateQueryData('listSavedReplies', undefined, (draft) => {
            draft.saved_replies = draft.saved_replies.filter((reply) => reply.id !== id);
          }),
        );
      },
    }),
  }),
});

export const {
  useListSavedRepliesQuery,
  useCreateSavedReplyMutation,
  useUpdateSavedReplyMutation,
  useDeleteSavedReplyMutation,
} = savedRepliesApi;
