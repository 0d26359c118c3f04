import { api } from '@scp/shared/client/api';
import { type MediaAltRequest, type MediaResponse, mediaResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';

/** The media field's endpoints of the studio service (studio-api.ts, Media) besides the upload (common/api/media-upload.ts). */
export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    setStudioMediaAlt: build.mutation<MediaResponse, { mediaId: string; body: MediaAltRequest }>({
      query: ({ mediaId, body }) => ({ url: studioApiUrl(studioApiPaths.mediaItem(mediaId)), method: 'PATCH', body }),
      responseSchema: mediaResponseSchema,
      invalidatesTags: [{ type: 'StudioMedia', id: 'LIST' }],
    }),
  }),
});

export const { useSetStudioMediaAltMutation } = mediaApi;
