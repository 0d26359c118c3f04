import { api } from '@scp/shared/client/api';
import {
  intelligenceResponseSchema,
  type IntelligenceQuery,
  type IntelligenceResponse,
} from '@scp/shared/contracts/dashboard/inspiration';

/** What works in the owner's niche (inspiration.ts), for a range. */
export const intelligenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInspirationIntelligence: build.query<IntelligenceResponse, IntelligenceQuery>({
      query: ({ range }) => ({ url: `/dashboard/inspiration/intelligence${range ? `?range=${range}` : ''}` }),
      responseSchema: intelligenceResponseSchema,
    }),
  }),
});

export const { useGetInspirationIntelligenceQuery } = intelligenceApi;
