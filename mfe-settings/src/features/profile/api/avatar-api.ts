import { api } from '@scp/shared/client/api';
import { type AvatarUploadResponse, avatarUploadResponseSchema } from '@scp/shared/contracts/settings/media';

/** The settings service's avatar upload (shared/src/contracts/settings/media.ts): the image's bytes as the body. */
export const avatarApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<AvatarUploadResponse, Blob>({
      query: (image) => ({
        url: '/settings/avatar',
        method: 'PUT',
        body: image,
        headers: { 'content-type': image.type || 'application/octet-stream' },
      }),
      responseSchema: avatarUploadResponseSchema,
    }),
  }),
});

export const { useUploadAvatarMutation } = avatarApi;
