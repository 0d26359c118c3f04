import * as z from 'zod/mini';

/** `GET`: the Shopify customer beside a thread (see the schema below). */
export const conversationCustomerPath = (id: string) =>
  `/api/responder/conversations/${encodeURIComponent(id)}/customer` as const;

/**
 * `GET /api/responder/conversations/:id/customer`: the Shopify customer a conversation proved (the
 * order's e-mail or phone given in it, docs/architecture.md, Between services) with their latest
 * orders, shown beside the thread on /inbox. 'none': the conversation proved no customer (or the shop
 * has no synced order of them), nothing is shown; 'unavailable': the shop's figures could not be read
 * just now (the thread is unaffected).
 */
export const conversationCustomerOrderSchema = z.object({
  /** '#1042'; null for an order synced before its name was read. */
  name: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  /** 2 decimals ('0.00' when refunded or unpaid). */
  total: z.string(),
  currency: z.string(),
  /** Shopify's displayFinancialStatus and displayFulfillmentStatus; null when not known. */
  financial_status: z.nullable(z.string()),
  fulfillment_status: z.nullable(z.string()),
});
export type ConversationCustomerOrder = z.infer<typeof conversationCustomerOrderSchema>;

export const conversationShopCustomerSchema = z.object({
  name: z.nullable(z.string()),
  orders_count: z.int(),
  total_spent: z.string(),
  currency: z.string(),
  first_order_at: z.iso.datetime(),
  last_order_at: z.iso.datetime(),
});
export type ConversationShopCustomer = z.infer<typeof conversationShopCustomerSchema>;

export const conversationCustomerResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('unavailable') }),
  z.object({
    state: z.literal('proved'),
    customer: conversationShopCustomerSchema,
    orders: z.array(conversationCustomerOrderSchema),
  }),
]);
export type ConversationCustomerResponse = z.infer<typeof conversationCustomerResponseSchema>;
