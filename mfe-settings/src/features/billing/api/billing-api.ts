import { api } from '@scp/shared/client/api';
import {
  billingPricesResponseSchema,
  billingSummaryResponseSchema,
  checkoutResponseSchema,
  type BillingPricesResponse,
  type BillingSummaryResponse,
  type CheckoutRequest,
  type CheckoutResponse,
  type SubscriptionUpdateRequest,
} from '@scp/shared/contracts/settings/billing';

/** The settings service's billing endpoints (shared/src/contracts/settings/billing.ts). */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBilling: build.query<BillingSummaryResponse, void>({
      query: () => '/settings/billing',
      responseSchema: billingSummaryResponseSchema,
    }),
    getBillingPrices: build.query<BillingPricesResponse, void>({
      query: () => '/settings/billing/prices',
      responseSchema: billingPricesResponseSchema,
    }),
    startCheckout: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (body) => ({ url: '/settings/billing/checkout', method: 'POST', body }),
      responseSchema: checkoutResponseSchema,
    }),
    updateSubscription: build.mutation<BillingSummaryResponse, SubscriptionUpdateRequest>({
      query: (body) => ({ url: '/settings/billing/subscription', method: 'PATCH', body }),
      responseSchema: billingSummaryResponseSchema,
      // The answer is the plan as it is now: it replaces the cached one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(billingApi.util.upsertQueryData('getBilling', undefined, data));
      },
    }),
  }),
});

export const { useGetBillingQuery, useGetBillingPricesQuery, useStartCheckoutMutation, useUpdateSubscriptionMutation } =
  billingApi;
