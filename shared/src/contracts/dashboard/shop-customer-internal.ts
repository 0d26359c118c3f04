import * as z from 'zod/mini';

/**
 * The dashboard's internal answer about one Shopify customer of the owner's shop (docs/architecture.md,
 * Between services): for the auto-responder alone, which asks only about a customer a conversation
 * proved (the order's e-mail or phone given in the conversation), to show them beside the thread.
 */
export const shopCustomerInternalPaths = {
  /** `POST` (ShopCustomerRequest → ShopCustomerResponse): the customer and their latest orders, as synced. */
  shopCustomer: '/internal/dashboard/shop-customer',
} as const;

/** How many of the customer's orders the answer lists, newest first. */
export const shopCustomerLimits = { recentOrders: 5 } as const;

/** Shopify's customer id as the responder's proof keeps it (`gid://shopify/Customer/123`) or bare ('123'). */
const CUSTOMER_ID = /^(?:gid:\/\/shopify\/Customer\/)?\d{1,20}$/;

export const shopCustomerRequestSchema = z.strictObject({
  customerId: z.string().check(z.regex(CUSTOMER_ID, 'Use a Shopify customer id such as gid://shopify/Customer/123.')),
});
export type ShopCustomerRequest = z.infer<typeof shopCustomerRequestSchema>;

export const shopCustomerOrderSchema = z.object({
  /** '#1042'; null for an order synced before its name was read. */
  name: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** Its total, 2 decimals ('0.00' when refunded or unpaid). */
  total: z.string(),
  currency: z.string(),
  /** Shopify's displayFinancialStatus (PAID, REFUNDED...) and displayFulfillmentStatus (FULFILLED...); null when not read. */
  financialStatus: z.nullable(z.string()),
  fulfillmentStatus: z.nullable(z.string()),
});
export type ShopCustomerOrder = z.infer<typeof shopCustomerOrderSchema>;

export const shopCustomerSchema = z.object({
  /** Their name as Shopify shows it; null when no synced order carries it. */
  name: z.nullable(z.string()),
  /** Their orders in the synced history, and what they paid for them (2 decimals). */
  ordersCount: z.int(),
  totalSpent: z.string(),
  currency: z.string(),
  firstOrderAt: z.iso.datetime(),
  lastOrderAt: z.iso.datetime(),
});
export type ShopCustomer = z.infer<typeof shopCustomerSchema>;

/** `customer` null (and no orders) when the owner's synced shop has no order of that customer. */
export const shopCustomerResponseSchema = z.object({
  customer: z.nullable(shopCustomerSchema),
  orders: z.array(shopCustomerOrderSchema),
});
export type ShopCustomerResponse = z.infer<typeof shopCustomerResponseSchema>;
