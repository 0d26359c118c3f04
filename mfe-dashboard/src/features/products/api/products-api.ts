import { api } from '@scp/shared/client/api';
import {
  lowStockThresholdResponseSchema,
  productsApiPaths,
  productsResponseSchema,
  type LowStockThresholdRequest,
  type LowStockThresholdResponse,
  type ProductsQuery,
  type ProductsResponse,
} from '@scp/shared/contracts/dashboard/products-api';

// The base query's base URL is /api: the contract's paths are written as the gateway serves them.
const relative = (path: string) => path.replace(/^\/api/, '');

/** The products page's reads and the low-stock threshold (products-api.ts); a sync or a new threshold reads the list anew. */
export const productsApi = api.enhanceEndpoints({ addTagTypes: ['Products'] }).injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductsResponse, ProductsQuery>({
      query: (params) => ({ url: relative(productsApiPaths.products), params }),
      responseSchema: productsResponseSchema,
      providesTags: ['Products', 'Analytics'],
    }),
    setLowStockThreshold: build.mutation<LowStockThresholdResponse, LowStockThresholdRequest>({
      query: (body) => ({ url: relative(productsApiPaths.lowStockThreshold), method: 'PUT', body }),
      responseSchema: lowStockThresholdResponseSchema,
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useListProductsQuery, useSetLowStockThresholdMutation } = productsApi;
