import { api } from '@scp/shared/client/api';
import {
  type IndustrySuggestionResponse,
  industrySuggestionResponseSchema,
} from '@scp/shared/contracts/settings/industry-inference';

/**
 * The industry the connected shop suggests (business constants: industry inference), from the settings
 * service's integrations (shared/src/contracts/settings/industry-inference.ts). 404 and 503 (no
 * shop, or it did not answer) leave the query failed: the profile tab then suggests nothing.
 */
export const industrySuggestionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIndustrySuggestion: build.query<IndustrySuggestionResponse, void>({
      query: () => '/settings/integrations/industry-suggestion',
      responseSchema: industrySuggestionResponseSchema,
      // It follows the connected shop: connecting or disconnecting one makes it stale.
      providesTags: ['ConnectedAccount'],
    }),
  }),
});

export const { useGetIndustrySuggestionQuery } = industrySuggestionApi;
