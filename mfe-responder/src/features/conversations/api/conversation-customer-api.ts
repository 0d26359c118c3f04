import { api } from '@scp/shared/client/api';
import {
  conversationCustomerPath,
  conversationCustomerResponseSchema,
  type ConversationCustomerResponse,
} from '@scp/shared/contracts/responder/conversation-customer';

/**
 * The Shopify customer a conversation proved, beside its thread. Read again with the thread (the
 * 'ResponderActivity' tag): a customer who proves an order while the thread is open shows up.
 */
export const conversationCustomerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversationCustomer: build.query<ConversationCustomerResponse, string>({
      query: (id) => conversationCustomerPath(id).replace(/^\/api/, ''),
      responseSchema: conversationCustomerResponseSchema,
      providesTags: ['ResponderActivity'],
      // A side panel with its own 'Try again': one retry, not the thread's long backoff.
      extraOptions: { maxRetries: 1 },
    }),
  }),
});

export const { useGetConversationCustomerQuery } = conversationCustomerApi;
