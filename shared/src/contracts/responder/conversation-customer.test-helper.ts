import type { ConversationCustomerOrder, ConversationShopCustomer } from './conversation-customer';

// The tests' one proved Shopify customer, as GET /api/responder/conversations/:id/customer answers
// her: the responder's tests expect it from what the dashboard reads, the inbox's tests show it.

/** Dana Reyes: three orders, $72.00 in all, from January to March. */
export const danaReyes: ConversationShopCustomer = {
  name: 'Dana Reyes',
  orders_count: 3,
  total_spent: '72.00',
  currency: 'USD',
  first_order_at: '2026-01-10T09:00:00.000Z',
  last_order_at: '2026-03-02T09:00:00.000Z',
};

/** Her latest order, #1042 of March 2nd, paid ($24.00), fulfilled or not yet. */
export function danasLatestOrder(fulfillmentStatus: 'FULFILLED' | 'UNFULFILLED'): ConversationCustomerOrder {
  return {
    name: '#1042',
    created_at: '2026-03-02T09:00:00.000Z',
    total: '24.00',
    currency: 'USD',
    financial_status: 'PAID',
    fulfillment_status: fulfillmentStatus,
  };
}
