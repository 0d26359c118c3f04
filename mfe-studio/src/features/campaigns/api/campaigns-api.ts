import { api } from '@scp/shared/client/api';
import {
  type CampaignCreateRequest,
  type CampaignDetailResponse,
  campaignDetailResponseSchema,
  type CampaignImportQuery,
  type CampaignImportResponse,
  campaignImportResponseSchema,
  type CampaignListResponse,
  campaignListResponseSchema,
  type CampaignResponse,
  campaignResponseSchema,
  type CampaignUpdateRequest,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';

const CAMPAIGN_LIST = { type: 'Campaign', id: 'LIST' } as const;
const POST_LIST = { type: 'Post', id: 'LIST' } as const;

export interface CampaignImportArgs {
  campaignId: string;
  /** The CSV file's text, sent as it is (text/csv). */
  csv: string;
  query: CampaignImportQuery;
}

/** The owner's campaigns, each one with its posts, and a CSV file's posts (shared/src/contracts/studio/studio-api.ts). */
export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudioCampaigns: build.query<CampaignListResponse, void>({
      query: () => ({ url: studioApiUrl(studioApiPaths.campaigns) }),
      responseSchema: campaignListResponseSchema,
      providesTags: [CAMPAIGN_LIST],
    }),
    createStudioCampaign: build.mutation<CampaignResponse, CampaignCreateRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.campaigns), method: 'POST', body }),
      responseSchema: campaignResponseSchema,
      invalidatesTags: (result) => (result ? [CAMPAIGN_LIST] : []),
    }),
    getStudioCampaign: build.query<CampaignDetailResponse, string>({
      query: (campaignId) => ({ url: studioApiUrl(studioApiPaths.campaign(campaignId)) }),
      responseSchema: campaignDetailResponseSchema,
      // Its posts change with the editor's and the calendar's changes, which invalidate the post list.
      providesTags: (_result, _error, campaignId) => [{ type: 'Campaign', id: campaignId }, POST_LIST],
    }),
    updateStudioCampaign: build.mutation<CampaignResponse, { campaignId: string; body: CampaignUpdateRequest }>({
      query: ({ campaignId, body }) => ({
        url: studioApiUrl(studioApiPaths.campaign(campaignId)),
        method: 'PATCH',
        body,
      }),
      responseSchema: campaignResponseSchema,
      invalidatesTags: (result, _error, { campaignId }) =>
        result ? [CAMPAIGN_LIST, { type: 'Campaign', id: campaignId }] : [],
    }),
    importStudioCampaignPosts: build.mutation<CampaignImportResponse, CampaignImportArgs>({
      query: ({ campaignId, csv, query }) => ({
        url: studioApiUrl(studioApiPaths.campaignImport(campaignId)),
        method: 'POST',
        params: query,
        body: csv,
        headers: { 'content-type': 'text/csv' },
      }),
      responseSchema: campaignImportResponseSchema,
      invalidatesTags: (result, _error, { campaignId }) =>
        result && result.imported > 0 ? [{ type: 'Campaign', id: campaignId }, POST_LIST] : [],
    }),
  }),
});

export const {
  useListStudioCampaignsQuery,
  useCreateStudioCampaignMutation,
  useGetStudioCampaignQuery,
  useUpdateStudioCampaignMutation,
  useImportStudioCampaignPostsMutation,
} = campaignsApi;
