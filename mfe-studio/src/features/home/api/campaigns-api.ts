import { api } from '@scp/shared/client/api';
import {
  type CampaignCreateRequest,
  type CampaignListResponse,
  campaignListResponseSchema,
  type CampaignResponse,
  campaignResponseSchema,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';

/** The owner's campaigns as the home lists and creates them (shared/src/contracts/studio/studio-api.ts). */
export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudioCampaigns: build.query<CampaignListResponse, void>({
      query: () => ({ url: studioApiUrl(studioApiPaths.campaigns) }),
      responseSchema: campaignListResponseSchema,
      providesTags: [{ type: 'Campaign', id: 'LIST' }],
    }),
    createStudioCampaign: build.mutation<CampaignResponse, CampaignCreateRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.campaigns), method: 'POST', body }),
      responseSchema: campaignResponseSchema,
      invalidatesTags: (result) => (result ? [{ type: 'Campaign', id: 'LIST' }] : []),
    }),
  }),
});

export const { useListStudioCampaignsQuery, useCreateStudioCampaignMutation } = campaignsApi;
