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
      query: ({ range, timeZone }) => {
        const params = new URLSearchParams();
        if (range) params.set('range', range);
        if (timeZone) params.set('timeZone', timeZone);
        const search = params.toString();
        return { url: `/dashboard/inspiration/intelligence${search ? `?${search}` : ''}` };
      },
      responseSchema: intelligenceResponseSchema,
    }),
  }),
});

export const { useGetInspirationIntelligenceQuery } = intelligenceApi;
