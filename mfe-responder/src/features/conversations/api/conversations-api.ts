import { api } from '@scp/shared/client/api';
import {
  conversationListResponseSchema,
  conversationPaths,
  conversationReadResponseSchema,
  conversationReplyResponseSchema,
  conversationThreadSchema,
  type ConversationListQuery,
  type ConversationListResponse,
  type ConversationReadResponse,
  type CommentReplyVisibility,
  type ConversationReplyResponse,
  type ConversationThread,
} from '@scp/shared/contracts/responder/inbox-conversations';

/** The shared api's base URL is `/api`: the contract's paths without it. */
const local = (path: string) => path.replace(/^\/api/, '');

/**
 * The inbox's conversations (inbox-conversations.ts contracts). They carry the 'ResponderActivity' tag
 * that everything read from the message log carries: the responder's live events (a new message, a
 * reply, a task) read them again, as they do the side panel, and a reply sent here refreshes the rest.
 */
export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<ConversationListResponse, ConversationListQuery>({
      query: (params) => {
        const set = Object.fromEntries(
          Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
        );
        return Object.keys(set).length > 0
          ? { url: local(conversationPaths.list), params: set }
          : { url: local(conversationPaths.list) };
      },
      responseSchema: conversationListResponseSchema,
      providesTags: ['ResponderActivity', 'ResponderTask'],
    }),
    getConversation: build.query<ConversationThread, string>({
      query: (id) => local(conversationPaths.thread(id)),
      responseSchema: conversationThreadSchema,
      providesTags: ['ResponderActivity', 'ResponderTask'],
    }),
    readConversation: build.mutation<ConversationReadResponse, string>({
      query: (id) => ({ url: local(conversationPaths.read(id)), method: 'POST' }),
      responseSchema: conversationReadResponseSchema,
      invalidatesTags: (_result, error) => (error ? [] : ['ResponderActivity']),
    }),
    replyInConversation: build.mutation<
      ConversationReplyResponse,
      { id: string; text: string; visibility?: CommentReplyVisibility }
    >({
      query: ({ id, text, visibility }) => ({
        url: local(conversationPaths.replies(id)),
        method: 'POST',
        body: visibility ? { text, visibility } : { text },
      }),
      responseSchema: conversationReplyResponseSchema,
      // A refused reply is kept as failed in the thread: read it again either way.
      invalidatesTags: ['ResponderActivity', 'ResponderTask'],
    }),
    retryConversationReply: build.mutation<ConversationReplyResponse, { id: string; replyId: string }>({
      query: ({ id, replyId }) => ({ url: local(conversationPaths.retry(id, replyId)), method: 'POST' }),
      responseSchema: conversationReplyResponseSchema,
      invalidatesTags: ['ResponderActivity', 'ResponderTask'],
    }),
  }),
});

export const {
  useListConversationsQuery,
  useGetConversationQuery,
  useReadConversationMutation,
  useReplyInConversationMutation,
  useRetryConversationReplyMutation,
} = conversationsApi;
