import { api } from '@scp/shared/client/api';
import {
  type BrandKitColorsUpdate,
  type BrandKitResponse,
  brandKitResponseSchema,
  type LogoVariant,
} from '@scp/shared/contracts/settings/brand-kit';

/** Every brand kit change answers the whole kit: it replaces the cached one (no refetch). */
async function storeAnswerAsBrandKit(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: BrandKitResponse }> },
): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(brandKitApi.util.upsertQueryData('getBrandKit', undefined, data));
}

/** The settings service's brand kit endpoints (shared/src/contracts/settings/brand-kit.ts). */
export const brandKitApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrandKit: build.query<BrandKitResponse, void>({
      query: () => '/settings/brand-kit',
      responseSchema: brandKitResponseSchema,
      providesTags: ['BrandKit'],
    }),
    updateBrandKitColors: build.mutation<BrandKitResponse, BrandKitColorsUpdate>({
      query: (body) => ({ url: '/settings/brand-kit', method: 'PATCH', body }),
      responseSchema: brandKitResponseSchema,
      onQueryStarted: storeAnswerAsBrandKit,
    }),
    uploadLogo: build.mutation<BrandKitResponse, { variant: LogoVariant; image: Blob }>({
      query: ({ variant, image }) => ({
        url: `/settings/brand-kit/logos/${variant}`,
        method: 'PUT',
        body: image,
        headers: { 'content-type': image.type || 'application/octet-stream' },
      }),
      responseSchema: brandKitResponseSchema,
      onQueryStarted: storeAnswerAsBrandKit,
    }),
    removeLogo: build.mutation<BrandKitResponse, LogoVariant>({
      query: (variant) => ({ url: `/settings/brand-kit/logos/${variant}`, method: 'DELETE' }),
      responseSchema: brandKitResponseSchema,
      onQueryStarted: storeAnswerAsBrandKit,
    }),
  }),
});

export const { useGetBrandKitQuery, useUpdateBrandKitColorsMutation, useUploadLogoMutation, useRemoveLogoMutation } =
  brandKitApi;
