import { api } from '../api';
import {
  goalListResponseSchema,
  goalResponseSchema,
  type GoalInput,
  type GoalListResponse,
  type GoalListUpdate,
  type GoalResponse,
  type GoalUpdate,
} from '../../contracts/onboarding/onboarding';

/**
 * The owner's goals (entities: "User goals"), kept by the onboarding service: set in onboarding's
 * Brand Goals step, followed and managed on the dashboard's Weekly Progress.
 */
export const goalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGoals: build.query<GoalListResponse, void>({
      query: () => '/onboarding/goals',
      responseSchema: goalListResponseSchema,
      providesTags: ['Goal'],
    }),
    createGoal: build.mutation<GoalResponse, GoalInput>({
      query: (body) => ({ url: '/onboarding/goals', method: 'POST', body }),
      responseSchema: goalResponseSchema,
      invalidatesTags: ['Goal'],
    }),
    updateGoal: build.mutation<GoalResponse, { id: string; change: GoalUpdate }>({
      query: ({ id, change }) => ({
        url: `/onboarding/goals/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
      }),
      responseSchema: goalResponseSchema,
      invalidatesTags: ['Goal'],
    }),
    /** The chosen onboarding goals as a list: created or kept, the others deactivated. */
    saveGoalList: build.mutation<GoalListResponse, GoalListUpdate>({
      query: (body) => ({ url: '/onboarding/goals', method: 'PUT', body }),
      responseSchema: goalListResponseSchema,
      invalidatesTags: ['Goal'],
    }),
    deactivateGoals: build.mutation<GoalListResponse, void>({
      query: () => ({ url: '/onboarding/goals/deactivate', method: 'POST' }),
      responseSchema: goalListResponseSchema,
      invalidatesTags: ['Goal'],
    }),
    deleteGoal: build.mutation<GoalListResponse, string>({
      query: (id) => ({ url: `/onboarding/goals/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: goalListResponseSchema,
      invalidatesTags: ['Goal'],
    }),
  }),
});

export const {
  useGetGoalsQuery,
  useCreateGoalMutation,
  useUpdateGoalMutation,
  useSaveGoalListMutation,
  useDeactivateGoalsMutation,
  useDeleteGoalMutation,
} = goalsApi;
