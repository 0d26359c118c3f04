import { api } from '@scp/shared/client/api';
import {
  addCompetitorResponseSchema,
  competitorsResponseSchema,
  type AddCompetitorRequest,
  type AddCompetitorResponse,
  type CompetitorsResponse,
} from '@scp/shared/contracts/dashboard/competitors';

/** The competitors page's list, add and remove (competitors.ts); each change reads the list anew. */
export const competitorsApi = api.enhanceEndpoints({ addTagTypes: ['Competitors'] }).injectEndpoints({
  endpoints: (build) => ({
    listCompetitors: build.query<CompetitorsResponse, void>({
      query: () => ({ url: '/dashboard/competitors' }),
      responseSchema: competitorsResponseSchema,
      providesTags: ['Competitors'],
    }),
    addCompetitor: build.mutation<AddCompetitorResponse, AddCompetitorRequest>({
      query: (body) => ({ url: '/dashboard/competitors', method: 'POST', body }),
      responseSchema: addCompetitorResponseSchema,
      invalidatesTags: ['Competitors'],
    }),
    removeCompetitor: build.mutation<void, string>({
      query: (id) => ({ url: `/dashboard/competitors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Competitors'],
    }),
  }),
});

export const { useListCompetitorsQuery, useAddCompetitorMutation, useRemoveCompetitorMutation } = competitorsApi;
