import { api } from '@scp/shared/client/api';
import {
  type ProductListQuery,
  type StudioProductsResponse,
  studioProductsResponseSchema,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiGet } from '../lib/studio-api-url';

/** The owner's synced Shopify products (`GET /api/studio/products?q=`): best sellers, or those whose title has `q`. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStudioProducts: build.query<StudioProductsResponse, ProductListQuery>({
      query: (params) => studioApiGet(studioApiPaths.products, params),
      responseSchema: studioProductsResponseSchema,
    }),
  }),
});

export const { useListStudioProductsQuery } = productsApi;
