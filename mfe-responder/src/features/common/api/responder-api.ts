import { api } from '@scp/shared/client/api';
import {
  activityResponseSchema,
  analyticsResponseSchema,
  archiveResponseSchema,
  inboxResponseSchema,
  manualReplyResponseSchema,
  messageLogResponseSchema,
  responderConfigResponseSchema,
  responderConfigSchema,
  responderPaths,
  taskListResponseSchema,
  taskResponseSchema,
  type ActivityQuery,
  type ActivityResponse,
  type CompleteTaskRequest,
  type InboxResponse,
  type ManualReplyRequest,
  type ManualReplyResponse,
  type MessageLogQuery,
  type MessageLogResponse,
  type ResponderAnalyticsQuery,
  type ResponderAnalyticsResponse,
  type ResponderConfig,
  type ResponderConfigRequest,
  type ResponderConfigResponse,
  type TaskListQuery,
  type TaskListResponse,
  type TaskResponse,
} from '@scp/shared/contracts/responder/responder-api';
import { responder } from '@scp/shared/contracts/responder/responder-constants';

/** The shared api's base URL is `/api`: the contract's paths without it. */
const local = (path: string) => path.replace(/^\/api/, '');

/** A GET with its query parameters, leaving out the unset ones (and the `?` when none is set). */
function withParams(path: string, params: object) {
  const set = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return Object.keys(set).length > 0 ? { url: local(path), params: set } : { url: local(path) };
}

/**
 * The auto-responder service (responder-api.ts contracts) through the app's one RTK Query api.
 * Tags: 'ResponderConfig' (the on/off switch), 'ResponderTask' (the pending tasks), 'ResponderActivity'
 * (everything read from the message log: the feed, the analytics, the messages, the flagged inbox).
 * Every write invalidates what it changes, so each screen showing it reads it again.
 */
export const responderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResponderConfig: build.query<ResponderConfig, void>({
      query: () => local(responderPaths.config),
      responseSchema: responderConfigSchema,
      providesTags: ['ResponderConfig'],
    }),
    /**
     * The switch (states and transitions): shown in its new position at once, back where it was if the service
     * refuses (an error, or `success: false`); read again after a change.
     */
    setResponderEnabled: build.mutation<ResponderConfigResponse, ResponderConfigRequest>({
      query: (body) => ({ url: local(responderPaths.config), method: 'PUT', body }),
      responseSchema: responderConfigResponseSchema,
      invalidatesTags: (result, error) => (error || !result?.success ? [] : ['ResponderConfig']),
      async onQueryStarted({ enabled }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          responderApi.util.updateQueryData('getResponderConfig', undefined, (draft) => {
            draft.enabled = enabled;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          if (!data.success) patch.undo();
        } catch {
          patch.undo();
        }
      },
    }),
    getResponderMessages: build.query<MessageLogResponse, MessageLogQuery>({
      query: (params) => withParams(responderPaths.messages, params),
      responseSchema: messageLogResponseSchema,
      providesTags: ['ResponderActivity'],
    }),
    getResponderTasks: build.query<TaskListResponse, TaskListQuery>({
      query: (params) => withParams(responderPaths.tasks, params),
      responseSchema: taskListResponseSchema,
      providesTags: ['ResponderTask'],
    }),
    completeResponderTask: build.mutation<TaskResponse, { id: string } & CompleteTaskRequest>({
      query: ({ id, ...body }) => ({ url: local(responderPaths.taskComplete(id)), method: 'POST', body }),
      responseSchema: taskResponseSchema,
      invalidatesTags: (_result, error) => (error ? [] : ['ResponderTask', 'ResponderActivity']),
    }),
    sendResponderReply: build.mutation<ManualReplyResponse, ManualReplyRequest>({
      query: (body) => ({ url: local(responderPaths.replies), method: 'POST', body }),
      responseSchema: manualReplyResponseSchema,
      invalidatesTags: (_result, error) => (error ? [] : ['ResponderTask', 'ResponderActivity']),
    }),
    getResponderActivity: build.query<ActivityResponse, ActivityQuery>({
      query: (params) => withParams(responderPaths.activity, params),
      responseSchema: activityResponseSchema,
      // The feed lists the pending tasks too.
      providesTags: ['ResponderActivity', 'ResponderTask'],
    }),
    getResponderAnalytics: build.query<ResponderAnalyticsResponse, ResponderAnalyticsQuery>({
      query: (params) => withParams(responderPaths.analytics, params),
      responseSchema: analyticsResponseSchema,
      providesTags: ['ResponderActivity'],
    }),
    /** The flagged messages, 10 a page (calls); Load More asks for the next offset. */
    getResponderInbox: build.infiniteQuery<InboxResponse, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) =>
          lastPage.has_more ? lastOffset + lastPage.messages.length : undefined,
      },
      query: ({ pageParam }) => ({
        url: local(responderPaths.inbox),
        params: { offset: pageParam, limit: responder.flaggedMessagesPageSize },
      }),
      responseSchema: inboxResponseSchema,
      providesTags: ['ResponderActivity', 'ResponderTask'],
    }),
    /** Archives a flagged message: gone from the loaded pages at once, then every list is read again. */
    archiveInboxMessage: build.mutation<{ archived: boolean }, string>({
      query: (id) => ({ url: local(responderPaths.inboxArchive(id)), method: 'POST' }),
      responseSchema: archiveResponseSchema,
      invalidatesTags: (_result, error) => (error ? [] : ['ResponderActivity']),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          responderApi.util.updateQueryData('getResponderInbox', undefined, (draft) => {
            for (const page of draft.pages) {
              const before = page.messages.length;
              page.messages = page.messages.filter((message) => message.id !== id);
              page.total -= before - page.messages.length;
            }
          }),
        );
      },
    }),
  }),
});

export const {
  useGetResponderConfigQuery,
  useSetResponderEnabledMutation,
  useGetResponderMessagesQuery,
  useGetResponderTasksQuery,
  useCompleteResponderTaskMutation,
  useSendResponderReplyMutation,
  useGetResponderActivityQuery,
  useGetResponderAnalyticsQuery,
  useGetResponderInboxInfiniteQuery,
  useArchiveInboxMessageMutation,
} = responderApi;
