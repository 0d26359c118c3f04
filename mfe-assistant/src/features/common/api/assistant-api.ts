import { api } from '@scp/shared/client/api';
import {
  aiProfileSchema,
  approveResponseSchema,
  assistantApiPaths,
  historyResponseSchema,
  processResponseSchema,
  type AiProfile,
  type ApproveResponse,
  type AssistantAction,
  type HistoryResponse,
  type ProcessRequest,
  type ProcessResponse,
} from '@scp/shared/contracts/assistant/assistant-api';

const local = (path: string) => path.replace(/^\/api/, '');

/** The assistant service (assistant-api.ts contracts) through the app's one RTK Query api. */
export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    askAssistant: build.mutation<ProcessResponse, Omit<ProcessRequest, 'user_id'>>({
      query: (body) => ({ url: local(assistantApiPaths.process), method: 'POST', body }),
      responseSchema: processResponseSchema,
      invalidatesTags: ['Assistant'],
    }),
    /**
     * Runs an action the owner clicked; a goal it adds shows on the dashboard's Weekly Progress, the
     * auto-responder it turns on shows as on wherever its switch is shown (the responder's screens),
     * a draft it saves among the studio's posts (its drafts, calendar and counts).
     */
    approveAction: build.mutation<ApproveResponse, Pick<AssistantAction, 'id' | 'type'>>({
      query: ({ id }) => ({ url: local(assistantApiPaths.approve(id)), method: 'POST' }),
      responseSchema: approveResponseSchema,
      invalidatesTags: (_result, error, action) =>
        error
          ? []
          : action.type === 'set_goal'
            ? ['Goal', 'Assistant']
            : action.type === 'enable_responder'
              ? ['ResponderConfig', 'Assistant']
              : action.type === 'save_draft'
                ? ['Post', 'Assistant']
                : ['Assistant'],
    }),
    getAssistantHistory: build.query<HistoryResponse, { sessionId?: string; limit?: number }>({
      query: ({ sessionId, limit }) => ({
        url: local(assistantApiPaths.history),
        params: { ...(sessionId ? { session_id: sessionId } : {}), ...(limit ? { limit } : {}) },
      }),
      responseSchema: historyResponseSchema,
      providesTags: ['Assistant'],
    }),
    getAiProfile: build.query<AiProfile, void>({
      query: () => local(assistantApiPaths.profile),
      responseSchema: aiProfileSchema,
      providesTags: ['Assistant'],
    }),
  }),
});

export const { useAskAssistantMutation, useApproveActionMutation, useGetAssistantHistoryQuery, useGetAiProfileQuery } =
  assistantApi;
