import { api } from '@scp/shared/client/api';
import {
  type BrandKitColorsUpdate,
  type BrandKitResponse,
  brandKitResponseSchema,
} from '@scp/shared/contracts/settings/brand-kit';

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
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(brandKitApi.util.upsertQueryData('getBrandKit', undefined, data));
      },
    }),
  }),
});

export const { useGetBrandKitQuery, useUpdateBrandKitColorsMutation } = brandKitApi;
