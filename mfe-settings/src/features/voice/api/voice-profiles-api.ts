import { api } from '@scp/shared/client/api';
import {
  type VoiceProfileCreateRequest,
  type VoiceProfileDeleteResponse,
  voiceProfileDeleteResponseSchema,
  type VoiceProfileListResponse,
  voiceProfileListResponseSchema,
  type VoiceProfileResponse,
  voiceProfileResponseSchema,
  type VoiceProfileUpdateRequest,
} from '@scp/shared/contracts/settings/voice-profiles';

/** The settings service's brand voice endpoints (shared/src/contracts/settings/voice-profiles.ts). */
export const voiceProfilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVoiceProfiles: build.query<VoiceProfileListResponse, void>({
      query: () => '/settings/voice-profiles',
      responseSchema: voiceProfileListResponseSchema,
      providesTags: ['BrandVoice'],
    }),
    createVoiceProfile: build.mutation<VoiceProfileResponse, VoiceProfileCreateRequest>({
      query: (body) => ({ url: '/settings/voice-profiles', method: 'POST', body }),
      responseSchema: voiceProfileResponseSchema,
      // Into the cached list at once: the screen selects the new profile as soon as it exists.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          voiceProfilesApi.util.updateQueryData('listVoiceProfiles', undefined, (draft) => {
            draft.profiles.push(data.profile);
          }),
        );
      },
    }),
    updateVoiceProfile: build.mutation<VoiceProfileResponse, { id: string; patch: VoiceProfileUpdateRequest }>({
      query: ({ id, patch }) => ({
        url: `/settings/voice-profiles/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: patch,
      }),
      responseSchema: voiceProfileResponseSchema,
      // The saved profile replaces its cached copy; a refetch would reset what the user sees mid-edit.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          voiceProfilesApi.util.updateQueryData('listVoiceProfiles', undefined, (draft) => {
            draft.profiles = draft.profiles.map((profile) => {
              if (profile.id === data.profile.id) return data.profile;
              return data.profile.is_default ? { ...profile, is_default: false } : profile;
            });
          }),
        );
      },
    }),
    deleteVoiceProfile: build.mutation<VoiceProfileDeleteResponse, string>({
      query: (id) => ({ url: `/settings/voice-profiles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: voiceProfileDeleteResponseSchema,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(voiceProfilesApi.util.upsertQueryData('listVoiceProfiles', undefined, data));
      },
    }),
  }),
});

export const {
  useListVoiceProfilesQuery,
  useCreateVoiceProfileMutation,
  useUpdateVoiceProfileMutation,
  useDeleteVoiceProfileMutation,
} = voiceProfilesApi;
