import { api } from '@scp/shared/client/api';
import { analyticsQueryOptions } from '@scp/shared/client/dashboard/analytics-api';
import { customerFiguresSchema, type CustomerFigures } from '@scp/shared/contracts/dashboard/customers';

/** The deep dive's customers (shared/src/contracts/dashboard/customers.ts); a sync reads them anew. */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerFigures: build.query<CustomerFigures, void>({
      query: () => '/dashboard/customers',
      responseSchema: customerFiguresSchema,
      providesTags: ['Analytics'],
      // A dashboard query: kept 10 min, retried 2 times (business constants).
      ...analyticsQueryOptions,
    }),
  }),
});

export const { useGetCustomerFiguresQuery } = customersApi;
