import { api } from '@scp/shared/client/api';
import {
  type MediaResponse,
  mediaResponseSchema,
  type ProductImageRequest,
  type ProductListQuery,
  type StudioProductsResponse,
  studioProductsResponseSchema,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiGet, studioApiUrl } from '../lib/studio-api-url';

/** The owner's synced Shopify products (`GET /api/studio/products?q=`): best sellers, or those whose title has `q`. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudioProducts: build.query<StudioProductsResponse, ProductListQuery>({
      query: (params) => studioApiGet(studioApiPaths.products, params),
      responseSchema: studioProductsResponseSchema,
    }),
    /** A product's image into the owner's library (`POST /api/studio/products/image`), for a post's media. */
    importStudioProductImage: build.mutation<MediaResponse, ProductImageRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.productImage), method: 'POST', body }),
      responseSchema: mediaResponseSchema,
      invalidatesTags: [{ type: 'StudioMedia', id: 'LIST' }],
    }),
  }),
});

export const { useListStudioProductsQuery, useImportStudioProductImageMutation } = productsApi;
